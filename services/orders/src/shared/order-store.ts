import type { EventPayload, Order, Topic } from '@shop/contracts';
import type { OutboxStore, ProcessedEvents } from '@shop/service-kit';
import type { QuoteStore } from './quote-store';

/**
 * An event that must not be lost: committed to the store's outbox with the write it belongs to
 * (SQLite: one transaction; MongoDB: the order's one document write, MongoOutbox.commit), and
 * published by the outbox relay after the commit (docs/events.md).
 */
export interface OrderEvent<T extends Topic = Topic> {
  topic: T;
  payload: EventPayload<T>;
  /** The bus key (the order's uuid): one order's events keep their order. */
  key: string;
  /**
   * A fixed event id, for an event that must have one id however many writers announce it
   * (`order.paid`: one per order). The outbox refuses a second row with the same id, and so
   * the whole write that carried it.
   */
  id?: string;
}

/** Every OrderEvent of any topic (the topic decides the payload's type). */
export type AnyOrderEvent = { [T in Topic]: OrderEvent<T> }[Topic];

/** The events one write commits. */
export type OrderEvents = readonly AnyOrderEvent[];

/** Positions of an order's lines (those a change wrote). */
export type LinePositions = readonly number[];

/**
 * The orders storage port. Carts are orders in state 'created'; the embedded store and MongoDB
 * implement it and pass the same contract suite (test/order-store.contract.ts).
 */
export interface OrderStore extends ProcessedEvents {
  readonly kind: string;
  findByUuid(uuid: string): Promise<Order | null>;
  /** The order with its revision, for a change that must not overwrite another one (`replace`'s `expected`). */
  findRevised(uuid: string): Promise<RevisedOrder | null>;
  /** Stores a new order, at revision 1; DuplicateKeyError when its uuid or order number exists. */
  insert(order: Order): Promise<void>;
  /**
   * Replaces a stored order, found by uuid, and counts its revision up; false when there is none.
   * With `expected` (the revision read) it writes only over that revision: RevisionConflictError when
   * another write (another replica's) came first. `events` are committed with the replace, and
   * only if the order was replaced: both or neither survive a crash.
   *
   * `changed` (only with `expected`): the indexes of the lines that differ from that revision's
   * (changedLines), so only those lines and the order's header are written, not every line of a
   * large cart. Without it every line is written.
   */
  replace(order: Order, events?: OrderEvents, expected?: number, changed?: LinePositions): Promise<boolean>;
  /** Commits events that change no order (an offer request), so they survive a crash after the answer. */
  enqueue(events: readonly AnyOrderEvent[]): Promise<void>;
  /** A user's sent orders (those with an order number), newest first. */
  findByUser(userid: number): Promise<Order[]>;
  /** A company's sent orders (placed by any of its members), newest first. */
  findByCompany(companyId: string): Promise<Order[]>;
  /** The next value of a named sequence (order ids), atomically; never the same value twice. */
  nextSequence(name: string): Promise<number>;
  isProcessed(consumer: string, eventId: string): Promise<boolean>;
  /** The outbox the events above are written to, for the relay (OutboxRelay) that publishes them. */
  readonly outbox: OutboxStore;
  /** The quotes, beside the orders (docs/orders.md, "Quotes"). */
  readonly quotes: QuoteStore;
  /** Called after each commit that wrote events (the relay's notify: no wait for its next poll). */
  onEvents(listener: () => void): void;
  close(): Promise<void>;
}

/** An order as stored, with how many writes it has had (0: stored before orders had revisions). */
export interface RevisedOrder {
  order: Order;
  revision: number;
}

/** A conditional replace found another revision than the one its change was made from. */
export class RevisionConflictError extends Error {
  constructor(readonly uuid: string) {
    super(`order ${uuid} was changed meanwhile`);
    this.name = 'RevisionConflictError';
  }
}

/** A uniqueness rule refused the write (uuid or order number already taken), whatever the engine. */
export class DuplicateKeyError extends Error {
  constructor(readonly key: string) {
    super(`duplicate ${key}`);
    this.name = 'DuplicateKeyError';
  }
}
