import type { Order } from '@shop/contracts';
import { useFormatEur, useFormatNumber, useT } from '@shop/state';
import { useQuery } from '@tanstack/react-query';
import { deliveryOptionsQuery } from '../../api/orders';
import { useCheckoutStep } from '../../stores/checkout-step';
import { useDeliveryChoice } from '../../stores/delivery-choice';

/**
 * Delivery cost and total with VAT as the server prices them: for the method being picked on the
 * delivery step, its delivery option (the same call the method list shows, from its cache); otherwise
 * the cart's saved figures.
 */
function useShownPrices(cart: Order) {
  const onDeliveryStep = useCheckoutStep((state) => state.step) === 'order';
  const method = useDeliveryChoice((state) => state.method);
  const options = useQuery({
    ...deliveryOptionsQuery(cart.uuid, cart.total_price_with_vat),
    enabled: onDeliveryStep && method !== null,
  });
  const option = onDeliveryStep ? options.data?.find((o) => o.type === method && o.available) : undefined;
  if (!option) {
    return { delivery: cart.total_delivery_price, vat: cart.total_vat_price, total: cart.total_price_with_vat };
  }
  // The option carries no VAT of its own: it is what its total holds beyond the net amount.
  const vat = option.total_price_with_vat - cart.total_price - option.delivery_price;
  return { delivery: option.delivery_price, vat, total: option.total_price_with_vat };
}

/** Order display of SPEC 3: products, discounts, delivery costs, VAT, totals — the server's figures. */
export function OrderSummary({ cart }: { cart: Order }) {
  const t = useT();
  const eur = useFormatEur();
  const { percent } = useFormatNumber();
  const vat = cart.breakdown?.vat;
  const shown = useShownPrices(cart);
  const rows: [string, string, string?][] = [
    [t('checkout.products'), eur(cart.total_price + cart.total_discount)],
    ...(cart.total_discount > 0 ? [[t('checkout.discounts'), `−${eur(cart.total_discount)}`] as [string, string]] : []),
    [t('checkout.delivery_costs'), eur(shown.delivery)],
    [t('checkout.total_excl_vat'), eur(cart.total_price + shown.delivery)],
    [
      vat?.kind === 'reverse_charge'
        ? t('checkout.reverse_charge')
        : `${t('checkout.vat')} ${vat ? percent(vat.rate_percent) : ''}`,
      eur(shown.vat),
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
          <dd data-testid="order-total">{eur(shown.total)}</dd>
        </div>
      </dl>
      <p className="summary__note">{t('checkout.prices_note')}</p>
    </aside>
  );
}
