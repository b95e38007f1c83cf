import type { CxmlOrderOrigin } from './cxml-status-document';

/** An order's cXML origin as kept: the order, the connection it came by and where its status documents go. */
export interface StoredCxmlOrigin extends CxmlOrderOrigin {
  orderUuid: string;
  connectionId: string;
  /** The connection's status URL when the order was placed. */
  statusUrl: string;
}

/**
 * The orders placed by a cXML OrderRequest of a connection with a status URL (docs/procurement.md,
 * "Status documents"), beside the orders: SQLite or MongoDB, one contract suite
 * (test/punchout/cxml-origin-store.contract.ts).
 */
export interface CxmlOriginStore {
  /** Keeps the order's origin; the same order again is left as it was (an order answers one OrderRequest). */
  save(origin: StoredCxmlOrigin): Promise<void>;
  /** The origin of an order, or null for an order no OrderRequest with a status URL placed. */
  of(orderUuid: string): Promise<StoredCxmlOrigin | null>;
  close(): Promise<void>;
}
