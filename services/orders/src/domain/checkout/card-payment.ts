import type { Locale, Order } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { OrderStore } from '../../ports/order-store';
import type { PaymentProvider } from '../../ports/payment-provider';

/** Starts (or restarts, after a decline) the card payment of a completed, unpaid order. */
export async function startCardPayment(store: OrderStore, payments: PaymentProvider, order: Order, locale: Locale): Promise<Order> {
  if (order.paymentmethod?.name !== 'card' || !order.order_number || order.order_status === 'paid') {
    throw new HttpError(409, 'NOT_PAYABLE', 'payment.not_card_order');
  }
  const started = await payments.start({
    orderUuid: order.uuid,
    orderNumber: order.order_number,
    amountCents: order.total_price_with_vat,
    locale,
    returnUrl: `/cart/${order.uuid}?payment=return`,
  });
  const updated: Order = { ...order, payment: { provider: payments.kind, id: started.id, status: 'pending', url: started.url } };
  await store.replace(updated);
  return updated;
}

/**
 * The buyer is back from the provider: ask the provider (never the browser) how the payment
 * stands, and mark the order paid when it is.
 */
export async function confirmCardPayment(store: OrderStore, payments: PaymentProvider, order: Order): Promise<Order> {
  if (!order.payment || order.payment.status === 'paid') return order;
  const status = await payments.status(order.payment.id);
  if (status === order.payment.status) return order;
  const updated: Order = {
    ...order,
    payment: { ...order.payment, status },
    order_status: status === 'paid' ? 'paid' : order.order_status,
  };
  await store.replace(updated);
  return updated;
}
