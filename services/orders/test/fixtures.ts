import { randomUUID } from 'node:crypto';
import type { Order } from '@shop/contracts';

/** An empty cart as the orders service creates it. */
export function emptyCart(over: Partial<Order> = {}): Order {
  return {
    id: null,
    uuid: randomUUID(),
    user_id: null,
    items: [],
    order_status: 'created',
    delivery_methodid: 1,
    total_price: 0,
    total_delivery_price: 0,
    total_discount: 0,
    total_vat_price: 0,
    total_price_with_vat: 0,
    length: 0,
    isOwnFreightAllowed: true,
    isProcessed: false,
    order_number: null,
    ...over,
  };
}
