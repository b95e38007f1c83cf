import type { OrderStatus, PaymentMethod } from '@shop/contracts';
import { isProcessed, transition } from '../../../src/shared/order-status';

const order = (order_status: OrderStatus, method?: PaymentMethod) => ({
  order_status,
  isProcessed: false,
  ...(method ? { paymentmethod: { name: method } } : {}),
});

describe('isProcessed: sent, and nothing left for the buyer to do', () => {
  it.each<[OrderStatus, PaymentMethod | undefined, boolean]>([
    ['created', undefined, false],
    ['confirmed', 'invoice', true],
    ['confirmed', 'card', false],
    ['payment_failed', 'card', false],
    ['paid', 'card', true],
    ['in_delivery', 'invoice', true],
    ['done', 'card', true],
    ['reviewed', 'invoice', true],
    ['other', 'card', true],
    ['awaiting_approval', 'invoice', false],
    ['cancelled', 'invoice', true],
  ])('%s (%s): %s', (status, method, expected) => {
    expect(isProcessed(order(status, method))).toBe(expected);
  });

  it('is set by every transition of an order that carries it', () => {
    expect(transition(order('created', 'invoice'), 'complete').isProcessed).toBe(true);
    const awaiting = transition(order('created', 'card'), 'complete');
    expect(awaiting.isProcessed).toBe(false);
    expect(transition(awaiting, 'payment_succeeded').isProcessed).toBe(true);
  });
});
