import type { Order } from '@shop/contracts';

/**
 * A card order sent but not paid: just completed or approved (`confirmed`), or its payment declined,
 * cancelled or expired (`payment_failed`). No confirmation has gone out for it.
 */
export const isUnpaidCardOrder = (order: Order): boolean =>
  order.paymentmethod?.name === 'card' &&
  (order.order_status === 'confirmed' || order.order_status === 'payment_failed');
