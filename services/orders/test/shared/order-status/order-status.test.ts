import { orderStatuses, type OrderStatus } from '@shop/contracts';
import {
  allowedPairs,
  assertTransition,
  canTransition,
  finalStates,
  orderTransitions,
  transition,
  type OrderEvent,
} from '../../../src/shared/order-status';

type Method = 'invoice' | 'card';
const order = (order_status: OrderStatus, method: Method) => ({ order_status, paymentmethod: { name: method } });

/** The life of an order as docs/orders.md writes it down: [from, event, payment method, to]. */
const allowed: [OrderStatus, OrderEvent, Method, OrderStatus][] = [
  ['created', 'complete', 'invoice', 'confirmed'],
  ['created', 'complete', 'card', 'confirmed'],
  ['created', 'request_approval', 'invoice', 'awaiting_approval'],
  ['created', 'request_approval', 'card', 'awaiting_approval'],
  ['awaiting_approval', 'approve', 'invoice', 'confirmed'],
  ['awaiting_approval', 'approve', 'card', 'confirmed'],
  ['awaiting_approval', 'reject', 'invoice', 'cancelled'],
  ['awaiting_approval', 'reject', 'card', 'cancelled'],
  ['confirmed', 'payment_succeeded', 'card', 'paid'],
  ['confirmed', 'payment_failed', 'card', 'payment_failed'],
  ['payment_failed', 'payment_succeeded', 'card', 'paid'],
  ['payment_failed', 'payment_restarted', 'card', 'confirmed'],
  ['confirmed', 'dispatch', 'invoice', 'in_delivery'],
  ['paid', 'dispatch', 'card', 'in_delivery'],
  ['in_delivery', 'deliver', 'invoice', 'done'],
  ['in_delivery', 'deliver', 'card', 'done'],
  ['done', 'review', 'invoice', 'reviewed'],
  ['done', 'review', 'card', 'reviewed'],
  ['confirmed', 'set_aside', 'invoice', 'other'],
  ['confirmed', 'set_aside', 'card', 'other'],
  ['payment_failed', 'set_aside', 'card', 'other'],
  ['paid', 'set_aside', 'card', 'other'],
  ['in_delivery', 'set_aside', 'invoice', 'other'],
  ['in_delivery', 'set_aside', 'card', 'other'],
];

const events = Object.keys(orderTransitions) as OrderEvent[];
const isAllowed = (from: OrderStatus, event: OrderEvent, method: Method) =>
  allowed.some(([f, e, m]) => f === from && e === event && m === method);
const refused = orderStatuses.flatMap((from) =>
  events.flatMap((event) =>
    (['invoice', 'card'] as const)
      .filter((method) => !isAllowed(from, event, method))
      .map((method) => [from, event, method] as const),
  ),
);

describe('order state machine: allowed transitions', () => {
  it.each(allowed)('%s --%s (%s order)--> %s', (from, event, method, to) => {
    expect(canTransition(order(from, method), event)).toBe(true);
    expect(transition(order(from, method), event).order_status).toBe(to);
    expect(() => assertTransition(from, to)).not.toThrow();
  });
});

describe('order state machine: refused transitions', () => {
  it.each(refused)('%s refuses %s for an %s order with 409, the order unchanged', (from, event, method) => {
    const before = order(from, method);
    expect(canTransition(before, event)).toBe(false);
    expect(() => transition(before, event)).toThrow(
      expect.objectContaining({ statusCode: 409, code: 'ORDER_STATE', messageKey: 'order.transition_refused' }),
    );
    expect(before.order_status).toBe(from);
  });

  const refusedPairs = orderStatuses.flatMap((from) =>
    orderStatuses
      .filter((to) => !allowed.some(([f, , , t]) => f === from && t === to))
      .map((to) => [from, to] as const),
  );
  it.each(refusedPairs)('assertTransition refuses %s -> %s', (from, to) => {
    expect(() => assertTransition(from, to)).toThrow(expect.objectContaining({ statusCode: 409 }));
  });

  it('lists exactly the documented pairs (a new rule goes into docs/orders.md and this table)', () => {
    expect(new Set(allowedPairs)).toEqual(new Set(allowed.map(([from, , , to]) => `${from}->${to}`)));
  });

  it('never lets a payment event touch an invoice order, nor ship a card order before it is paid', () => {
    for (const status of orderStatuses) {
      for (const event of ['payment_succeeded', 'payment_failed', 'payment_restarted'] as const)
        expect(canTransition(order(status, 'invoice'), event)).toBe(false);
    }
    expect(canTransition(order('confirmed', 'card'), 'dispatch')).toBe(false);
    expect(canTransition(order('payment_failed', 'card'), 'dispatch')).toBe(false);
  });

  it('keeps an order awaiting approval from being paid, shipped or set aside before an admin decides', () => {
    for (const event of ['payment_succeeded', 'payment_failed', 'payment_restarted', 'dispatch', 'set_aside'] as const)
      expect(canTransition(order('awaiting_approval', 'card'), event)).toBe(false);
    expect(canTransition(order('cancelled', 'card'), 'approve')).toBe(false);
    expect(canTransition(order('confirmed', 'invoice'), 'reject')).toBe(false);
  });

  it('ends in reviewed, other or cancelled (rejected by the company), and nothing leads back to a cart', () => {
    expect([...finalStates].sort()).toEqual(['cancelled', 'other', 'reviewed']);
    expect([...allowedPairs].some((pair) => pair.endsWith('->created'))).toBe(false);
  });
});
