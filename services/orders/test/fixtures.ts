import { randomUUID } from 'node:crypto';
import type { Order } from '@shop/contracts';
import { emptyCart as newCart } from '../src/cart/cart-service';

/** An empty cart as the orders service creates it, with a fresh uuid. */
export function emptyCart(over: Partial<Order> = {}): Order {
  return { ...newCart(randomUUID(), 'de'), ...over };
}
