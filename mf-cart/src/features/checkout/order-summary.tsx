import type { Order } from '@shop/contracts';
import { useT } from '@shop/state';
import { OrderDelivery, OrderFigures, type DeliveryPreview } from '@shop/ui/order-figures';
import { useQuery } from '@tanstack/react-query';
import { deliveryOptionsQuery } from '../../api/orders';
import { useCheckoutStep } from '../../stores/checkout-step';
import { useDeliveryChoice } from '../../stores/delivery-choice';

/**
 * Delivery cost, VAT and total as the server prices them for the method being picked on the
 * delivery step: its delivery option (the same call the method list shows, from its cache). None
 * elsewhere, or before the option is known: the cart's saved figures then.
 */
function useDeliveryPreview(cart: Order): DeliveryPreview | undefined {
  const onDeliveryStep = useCheckoutStep((state) => state.step) === 'order';
  const method = useDeliveryChoice((state) => state.method);
  const options = useQuery({
    ...deliveryOptionsQuery(cart.uuid, cart.total_price_with_vat),
    enabled: onDeliveryStep && method !== null,
  });
  const option = onDeliveryStep ? options.data?.find((o) => o.type === method && o.available) : undefined;
  if (!option) return undefined;
  // The option carries no VAT of its own: it is what its total holds beyond the net amount.
  const vat = option.total_price_with_vat - cart.total_price - option.delivery_price;
  return { method: option.type, delivery: option.delivery_price, vat, total: option.total_price_with_vat };
}

/** Order display of SPEC 3 beside the cart and checkout: the server's figures and the delivery. */
export function OrderSummary({ cart }: { cart: Order }) {
  const t = useT();
  const preview = useDeliveryPreview(cart);
  return (
    <aside className="summary" aria-label={t('checkout.summary')} data-testid="order-summary">
      <h2 className="summary__title">{t('checkout.summary')}</h2>
      <OrderFigures order={cart} preview={preview} totalTestId="order-total" />
      <OrderDelivery order={cart} method={preview?.method} />
      <p className="summary__note">{t('checkout.prices_note')}</p>
    </aside>
  );
}
