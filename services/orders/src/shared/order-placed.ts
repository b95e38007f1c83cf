import { OrderFormSchema, parseEvent, type Order } from '@shop/contracts';
import { derivedEventId } from '../fulfilment/event-ids';
import type { AnyOrderEvent } from './order-store';

/**
 * One id per order: an order is placed once, however many writers find it actionable (the
 * webhook and the return page of one payment, two replicas); the outbox refuses a second row.
 */
export const placedEventId = (uuid: string) => derivedEventId(`order.placed:${uuid}`);

/**
 * `order.placed`: the order may now be acted on (its confirmation, the seller's mail, its purchase
 * orders). Committed in the same write as the change that makes it so, never in a second one.
 */
export function placedEvent(order: Order): AnyOrderEvent {
  const form = OrderFormSchema.parse(order.form);
  return {
    topic: 'order.placed',
    key: order.uuid,
    id: placedEventId(order.uuid),
    payload: parseEvent('order.placed', {
      orderId: order.id,
      uuid: order.uuid,
      orderNumber: order.order_number,
      locale: order.locale ?? 'de',
      email: form.email,
      additionalEmails: form.additionalEmails,
      totalWithVat: order.total_price_with_vat,
    }),
  };
}

/**
 * The card rule, the one place it is written: a card order is acted on once paid (card-payment.ts
 * places it then), any other order once completed, or approved when it needed approval.
 */
export const placedOnCompletion = (order: Pick<Order, 'paymentmethod'>) => order.paymentmethod?.name !== 'card';

/** The events of a completion (or an approval): `order.placed` unless the card rule waits for the payment. */
export const completionEvents = (order: Order): AnyOrderEvent[] =>
  placedOnCompletion(order) ? [placedEvent(order)] : [];
