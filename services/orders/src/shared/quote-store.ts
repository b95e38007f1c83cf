import type { Quote } from '@shop/contracts';
import type { AnyOrderEvent } from './order-store';

/** A quote as stored, with how many writes it has had. */
export interface RevisedQuote {
  quote: Quote;
  revision: number;
}

/**
 * The quotes of the order store (docs/orders.md, "Quotes"): their own table or collection beside
 * the orders, written with their events atomically like orders are (the outbox).
 */
export interface QuoteStore {
  /** Stores a new quote at revision 1 with its events; DuplicateKeyError when its uuid or number exists. */
  insert(quote: Quote, events?: readonly AnyOrderEvent[]): Promise<void>;
  findRevised(uuid: string): Promise<RevisedQuote | null>;
  /**
   * Replaces a stored quote over the revision it was read at, with its events (both or neither):
   * RevisionConflictError when another write came first, false when there is none.
   */
  replace(quote: Quote, expected: number, events?: readonly AnyOrderEvent[]): Promise<boolean>;
  /**
   * A buyer's quotes, the highest number (the newest) first: at most `limit` below `before`, and
   * `next` (the last one's number) when more follow. Numbers are Q- and six digits (to Q-999999),
   * so their text order is their order.
   */
  forUser(userId: number, page: { before?: string; limit: number }): Promise<{ quotes: Quote[]; next: string | null }>;
}

/** A page of `limit` from `limit + 1` found: the page, and the last one's number when there are more. */
export function quotePage(found: Quote[], limit: number): { quotes: Quote[]; next: string | null } {
  const quotes = found.slice(0, limit);
  return { quotes, next: found.length > limit ? (quotes.at(-1)?.number ?? null) : null };
}
