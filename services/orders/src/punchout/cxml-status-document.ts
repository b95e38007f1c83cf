import { cxmlDocument, headerElement, newPayloadId, type CxmlCredential } from '@shop/service-kit/cxml';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { userAgent } from './cxml-order-message';

/**
 * What an order placed by a cXML OrderRequest keeps of it, to answer the buyer's system with status
 * documents (docs/procurement.md, "Status documents"): the buyer's purchase order they refer to,
 * who is who in their headers, and the OrderRequest's line numbers the buyer's lines are known by.
 */
export interface CxmlOrderOrigin {
  /** OrderRequestHeader@orderID and @orderDate, and the OrderRequest's payloadID. */
  orderId: string;
  orderDate: string;
  payloadId: string;
  /** The OrderRequest's From (the buyer) and To (the shop as the buyer names it). */
  buyer: CxmlCredential;
  shop: CxmlCredential;
  /** The connection's shared secret: cXML authenticates the shop to the buyer's system by it. */
  sharedSecret: string;
  /** ItemOut@lineNumber of each variant ordered. */
  lineNumbers: { variantId: number; lineNumber: number }[];
}

/** The buyer's line number of a variant; 0 for a line the OrderRequest did not name (none should). */
export const lineNumberOf = (origin: CxmlOrderOrigin, variantId: number) =>
  origin.lineNumbers.find((line) => line.variantId === variantId)?.lineNumber ?? 0;

/**
 * A status document to the buyer's system: header from the shop to the buyer with the shared
 * secret, and the `Request` that `fill` writes into; its own payloadID on the shop's host.
 */
export function cxmlStatusDocument(
  origin: CxmlOrderOrigin,
  { host, now, lang }: { host: string; now: Date; lang: string },
  fill: (request: XMLBuilder) => void,
): string {
  return cxmlDocument({ payloadId: newPayloadId(host, now), timestamp: now, lang }, (root) => {
    headerElement(root, { from: origin.shop, to: origin.buyer, sharedSecret: origin.sharedSecret, userAgent });
    fill(root.ele('Request'));
  });
}

/** `<OrderReference orderID orderDate><DocumentReference payloadID/></OrderReference>` inside `parent`. */
export function orderReferenceElement(parent: XMLBuilder, origin: CxmlOrderOrigin): void {
  parent
    .ele('OrderReference', { orderID: origin.orderId, ...(origin.orderDate ? { orderDate: origin.orderDate } : {}) })
    .ele('DocumentReference', { payloadID: origin.payloadId });
}

/** A day (YYYY-MM-DD) as cXML's datetime.tz, at the day's start in UTC. */
export const cxmlDay = (day: string) => `${day}T00:00:00+00:00`;
