import { PriceQuoteBodySchema, type QuoteView } from '@shop/contracts';
import { shopToday } from '@shop/i18n';
import { useFormatEur, useT } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { usePriceQuote } from '../../api/quotes';
import { useQuoteFormErrors } from './use-quote-form-errors';

/** "12,50", "12.50", "1 234,5" as cents; NaN when it is no amount of euros. */
export function centsOf(text: string): number {
  const cleaned = text.replace(/[\s\u00a0€]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

/** A line's field as the schema and the server name it (`lines.0.unit_price`). */
export const linePath = (index: number, field: string) => ['lines', index, field].join('.');

/** A day as `<input type="date">` takes it, some days after today in the shop's time zone. */
const dayAfter = (days: number) => shopToday(Date.now() + days * 86_400_000);

/**
 * The seller's prices: a net unit price per line (the list price when the request was made shown
 * beside it), the validity and a comment. The server checks them again and computes the totals.
 */
export function QuotePricingForm({ quote, token }: { quote: QuoteView; token: string }) {
  const t = useT();
  const eur = useFormatEur();
  const price = usePriceQuote(token);
  const [prices, setPrices] = useState<Record<number, string>>({});
  const [validUntil, setValidUntil] = useState(dayAfter(30));
  const [comment, setComment] = useState('');
  const { errors, failure, checked, refused } = useQuoteFormErrors();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      lines: quote.lines.map((line) => ({
        variant_id: line.variant_id,
        unit_price: centsOf(prices[line.variant_id] ?? ''),
      })),
      valid_until: validUntil,
      comment,
    };
    const parsed = checked(PriceQuoteBodySchema.safeParse(body));
    if (parsed) price.mutate(parsed, { onError: refused });
  };

  return (
    <form className="quote__form" onSubmit={submit} noValidate data-testid="quote-pricing-form">
      <ul className="quote__price-lines">
        {quote.lines.map((line, index) => (
          <li key={line.variant_id} className="quote__price-line" data-testid="quote-price-line">
            <div className="quote__price-product">
              <strong>{line.title}</strong>
              <span className="quote__code">
                {line.code} · {t('quote.quantity')}: {line.quantity} · {t('quote.list_price')}: {eur(line.list_price)}
              </span>
            </div>
            <TextField
              label={t('quote.unit_price_input')}
              inputMode="decimal"
              required
              value={prices[line.variant_id] ?? ''}
              onChange={(event) => setPrices({ ...prices, [line.variant_id]: event.target.value })}
              error={errors[linePath(index, 'unit_price')] ?? errors[linePath(index, 'variant_id')]}
              data-testid="quote-unit-price"
            />
          </li>
        ))}
      </ul>
      <TextField
        label={t('quote.valid_until_input')}
        type="date"
        required
        value={validUntil}
        onChange={(event) => setValidUntil(event.target.value)}
        error={errors.valid_until}
        data-testid="quote-valid-until-input"
      />
      <TextField
        label={t('quote.comment_input')}
        multiline
        rows={3}
        maxLength={2000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={errors.comment}
      />
      {failure ? (
        <p className="quote__alert" role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={price.isPending} data-testid="quote-pricing-submit">
        {t('quote.pricing_submit')}
      </Button>
    </form>
  );
}
