import type { Order } from '@shop/contracts';
import { useFormatEur, useT } from '@shop/state';

/** Order display of SPEC 3: products, discounts, delivery costs, VAT, totals — the server's figures. */
export function OrderSummary({ cart }: { cart: Order }) {
  const t = useT();
  const eur = useFormatEur();
  const vat = cart.breakdown?.vat;
  const rows: [string, string, string?][] = [
    [t('checkout.products'), eur(cart.total_price + cart.total_discount)],
    ...(cart.total_discount > 0 ? [[t('checkout.discounts'), `−${eur(cart.total_discount)}`] as [string, string]] : []),
    [t('checkout.delivery_costs'), eur(cart.total_delivery_price)],
    [t('checkout.total_excl_vat'), eur(cart.total_price + cart.total_delivery_price)],
    [
      vat?.kind === 'reverse_charge'
        ? t('checkout.reverse_charge')
        : `${t('checkout.vat')} ${vat?.rate_percent ?? ''} %`,
      eur(cart.total_vat_price),
    ],
  ];
  return (
    <aside className="summary" aria-label={t('checkout.summary')} data-testid="order-summary">
      <h2 className="summary__title">{t('checkout.summary')}</h2>
      <dl className="summary__rows">
        {rows.map(([label, value]) => (
          <div key={label} className="summary__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="summary__row summary__row--total">
          <dt>{t('checkout.total')}</dt>
          <dd data-testid="order-total">{eur(cart.total_price_with_vat)}</dd>
        </div>
      </dl>
      <p className="summary__note">{t('checkout.prices_note')}</p>
    </aside>
  );
}
