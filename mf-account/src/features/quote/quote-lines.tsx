import type { QuoteView } from '@shop/contracts';
import { useFormatDay, useFormatEur, useFormatNumber, useT } from '@shop/state';

/**
 * The quote's lines as frozen from the cart, with the seller's unit prices and amounts once it is
 * priced (the list price before), and the server's totals.
 */
export function QuoteLines({ quote }: { quote: QuoteView }) {
  const t = useT();
  const eur = useFormatEur();
  const priced = new Map(quote.pricing?.lines.map((line) => [line.variant_id, line]));
  return (
    <table className="quote__lines" data-testid="quote-lines">
      <thead>
        <tr>
          <th scope="col">{t('quote.product')}</th>
          <th scope="col" className="quote__number">
            {t('quote.quantity')}
          </th>
          <th scope="col" className="quote__number">
            {quote.pricing ? t('quote.unit_price') : t('quote.list_price')}
          </th>
          {quote.pricing ? (
            <th scope="col" className="quote__number">
              {t('quote.line_net')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line) => {
          const price = priced.get(line.variant_id);
          return (
            <tr key={line.variant_id} data-testid="quote-line">
              <td data-label={t('quote.product')}>
                {line.title}
                <span className="quote__code">{line.code}</span>
              </td>
              <td data-label={t('quote.quantity')} className="quote__number">
                {line.quantity}
              </td>
              <td data-label={price ? t('quote.unit_price') : t('quote.list_price')} className="quote__number">
                {eur(price ? price.unit_price : line.list_price)}
              </td>
              {price ? (
                <td data-label={t('quote.line_net')} className="quote__number" data-testid="quote-line-net">
                  {eur(price.net)}
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Goods, VAT and total as the server computed them, and until when they hold. */
export function QuoteTotals({ quote }: { quote: QuoteView }) {
  const t = useT();
  const eur = useFormatEur();
  const day = useFormatDay();
  const { number } = useFormatNumber();
  const pricing = quote.pricing;
  if (!pricing) return null;
  return (
    <dl className="quote__totals" data-testid="quote-totals">
      <dt>{t('quote.goods')}</dt>
      <dd>{eur(pricing.goods)}</dd>
      <dt>{t('quote.vat', { rate: number(pricing.vat_rate_percent) })}</dt>
      <dd>{eur(pricing.vat)}</dd>
      <dt className="quote__grand">{t('quote.total')}</dt>
      <dd className="quote__grand" data-testid="quote-total">
        {eur(pricing.total)}
      </dd>
      <dt>{t('quote.valid_until')}</dt>
      <dd data-testid="quote-valid-until">{day(pricing.valid_until)}</dd>
    </dl>
  );
}
