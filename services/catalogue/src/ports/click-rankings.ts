/**
 * Rankings from buyers' search clicks (`search.click` events): every click counts for "popular",
 * an add-to-cart click counts three times there and is what "top" ranks by. Events may arrive
 * twice (at-least-once delivery), so each event id counts once. Every replica of the catalogue
 * must answer the same ranking: production keeps the clicks in Elasticsearch beside the catalogue.
 */
export interface ClickRankings {
  readonly kind: string;
  record(click: { eventId: string; variantId: number; addToCart: boolean }): Promise<void>;
  /** At most `limit` variant ids by clicks (add-to-cart weighing three), ties by id. */
  popular(limit: number): Promise<number[]>;
  /** At most `limit` variant ids with add-to-cart clicks, by those, then by clicks, ties by id. */
  top(limit: number): Promise<number[]>;
  close(): Promise<void>;
}

/** Weight of a click in "popular": an add-to-cart click says more than a look. */
export const clickWeight = (addToCart: boolean): number => (addToCart ? 3 : 1);
