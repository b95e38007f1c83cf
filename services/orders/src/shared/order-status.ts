import { orderStatuses, type Order, type OrderStatus } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import { placedOnCompletion } from './order-placed';

/** Who may cause a transition (docs/orders.md, "Order states"). */
export type OrderActor = 'buyer' | 'payment_provider' | 'operator' | 'company_admin';

/** What happens to an order; each names the one transition it may cause. */
export type OrderEvent =
  | 'complete'
  | 'request_approval'
  | 'approve'
  | 'reject'
  | 'payment_succeeded'
  | 'payment_failed'
  | 'payment_restarted'
  | 'dispatch'
  | 'deliver'
  | 'review'
  | 'set_aside';

interface Rule {
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: OrderActor;
  /** Orders of this payment method only: a card order is shipped once paid, an invoice order at once. */
  method?: 'card' | 'invoice';
}

/**
 * Every allowed transition of an order, and nothing else. Cart changes keep an order `created`;
 * completion is the only way out of it. The payment states exist for card orders only, so an
 * invoice order can never be marked paid by a stray webhook, nor a card order shipped unpaid;
 * invoice orders are shipped from `confirmed`, as they are paid after delivery (30 days net).
 * An order above a company buyer's limit is sent as `awaiting_approval` instead, as is one on invoice
 * sent for the shop's approval above its company's credit limit: approval (by the company's admin,
 * by an operator for the credit limit; once none is pending) makes it `confirmed` as a completion
 * does (a card order is paid only then), rejection `cancelled`.
 */
export const orderTransitions: Readonly<Record<OrderEvent, readonly Rule[]>> = {
  complete: [{ from: ['created'], to: 'confirmed', by: 'buyer' }],
  request_approval: [{ from: ['created'], to: 'awaiting_approval', by: 'buyer' }],
  approve: [{ from: ['awaiting_approval'], to: 'confirmed', by: 'company_admin' }],
  reject: [{ from: ['awaiting_approval'], to: 'cancelled', by: 'company_admin' }],
  payment_succeeded: [{ from: ['confirmed', 'payment_failed'], to: 'paid', by: 'payment_provider', method: 'card' }],
  payment_failed: [{ from: ['confirmed'], to: 'payment_failed', by: 'payment_provider', method: 'card' }],
  payment_restarted: [{ from: ['payment_failed'], to: 'confirmed', by: 'buyer', method: 'card' }],
  dispatch: [
    { from: ['paid'], to: 'in_delivery', by: 'operator', method: 'card' },
    { from: ['confirmed'], to: 'in_delivery', by: 'operator', method: 'invoice' },
  ],
  deliver: [{ from: ['in_delivery'], to: 'done', by: 'operator' }],
  review: [{ from: ['done'], to: 'reviewed', by: 'operator' }],
  set_aside: [
    { from: ['confirmed', 'in_delivery'], to: 'other', by: 'operator' },
    { from: ['payment_failed', 'paid'], to: 'other', by: 'operator', method: 'card' },
  ],
};

const methodOf = (order: Pick<Order, 'paymentmethod'>) => order.paymentmethod?.name;

function ruleMatching(order: Pick<Order, 'order_status' | 'paymentmethod'>, event: OrderEvent): Rule | undefined {
  return orderTransitions[event].find(
    (rule) => rule.from.includes(order.order_status) && (!rule.method || rule.method === methodOf(order)),
  );
}

/** Refused: the order is not in a state where this may happen (a race lost, or a caller's bug). */
export const transitionRefused = () => new HttpError(409, 'ORDER_STATE', 'order.transition_refused');

/** Whether `event` may happen to the order now. */
export function canTransition(order: Pick<Order, 'order_status' | 'paymentmethod'>, event: OrderEvent): boolean {
  return ruleMatching(order, event) !== undefined;
}

/**
 * `isProcessed`: the order was sent and its completion is handled, nothing left for the buyer to do
 * (docs/orders.md, "What a cart answers"): an invoice order once confirmed, a card order once paid, and
 * everything after. A cart, a card order awaiting payment and a failed payment are not.
 */
export function isProcessed(order: Pick<Order, 'order_status' | 'paymentmethod'>): boolean {
  switch (order.order_status) {
    case 'created':
    case 'payment_failed':
    case 'awaiting_approval':
      return false;
    case 'confirmed':
      return placedOnCompletion(order);
    default:
      return true;
  }
}

/** The order after `event` (with its `isProcessed`), or 409 when the event is not allowed in its state. */
export function transition<O extends Pick<Order, 'order_status' | 'paymentmethod'>>(order: O, event: OrderEvent): O {
  const rule = ruleMatching(order, event);
  if (!rule) throw transitionRefused();
  const next = { ...order, order_status: rule.to };
  return 'isProcessed' in order ? { ...next, isProcessed: isProcessed(next) } : next;
}

/** Every (from, to) pair some event allows, for any payment method. */
export const allowedPairs: ReadonlySet<`${OrderStatus}->${OrderStatus}`> = new Set(
  Object.values(orderTransitions).flatMap((rules) =>
    rules.flatMap((rule) => rule.from.map((from) => `${from}->${rule.to}` as const)),
  ),
);

/** Throws 409 unless some transition leads from `from` to `to`. */
export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!allowedPairs.has(`${from}->${to}`)) throw transitionRefused();
}

/** States no transition leaves. */
export const finalStates: readonly OrderStatus[] = orderStatuses.filter(
  (status) => ![...allowedPairs].some((pair) => pair.startsWith(`${status}->`)),
);
