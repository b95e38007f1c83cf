import type { Order } from '@shop/contracts';
import type { ProcessedEvents } from '@shop/service-kit';

/**
 * The orders storage port. Carts are orders in state 'created'; the embedded store and MongoDB
 * implement it and pass the same contract suite (test/order-store.contract.ts).
 */
export interface OrderStore extends ProcessedEvents {
  readonly kind: string;
  findByUuid(uuid: string): Promise<Order | null>;
  /** Stores a new order; DuplicateKeyError when its uuid or order number exists. */
  insert(order: Order): Promise<void>;
  /** Replaces a stored order, found by uuid; false when there is none. */
  replace(order: Order): Promise<boolean>;
  /** A user's sent orders (those with an order number), newest first. */
  findByUser(userid: number): Promise<Order[]>;
  /** The next value of a named sequence (order ids), atomically; never the same value twice. */
  nextSequence(name: string): Promise<number>;
  close(): Promise<void>;
}

/** A uniqueness rule refused the write (uuid or order number already taken), whatever the engine. */
export class DuplicateKeyError extends Error {
  constructor(readonly key: string) {
    super(`duplicate ${key}`);
    this.name = 'DuplicateKeyError';
  }
}
