import { randomBytes } from 'node:crypto';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

/**
 * The cXML version the shop writes, and the DTD its documents name (never fetched by the shop; the
 * tests validate against it, docs/procurement.md, "DTD validation").
 */
export const cxmlVersion = '1.2.014';
export const cxmlDtdUrl = `http://xml.cxml.org/schemas/cXML/${cxmlVersion}/cXML.dtd`;

/** A buyer's or supplier's identity in a cXML header. */
export interface CxmlCredential {
  domain: string;
  identity: string;
}

/**
 * A unique payloadID as cXML recommends it: time, a random part, and the sender's host
 * (`1732958400000.3f9a…@shop.example`).
 */
export const newPayloadId = (host: string, now: Date) => `${now.getTime()}.${randomBytes(8).toString('hex')}@${host}`;

/**
 * A cXML document: the XML declaration, the DOCTYPE naming the DTD, and the `cXML` root with its
 * payloadID, timestamp and language; `fill` adds Header, Request, Response or Message.
 */
export function cxmlDocument(
  { payloadId, timestamp, lang }: { payloadId: string; timestamp: Date; lang: string },
  fill: (root: XMLBuilder) => void,
): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).dtd({ name: 'cXML', sysID: cxmlDtdUrl });
  const root = doc.ele('cXML', { payloadID: payloadId, timestamp: timestamp.toISOString(), 'xml:lang': lang });
  fill(root);
  return doc.end({ prettyPrint: false });
}

/** `<Credential domain><Identity>…</Identity></Credential>` inside `parent` (From, To, Sender). */
export function credentialElement(parent: XMLBuilder, { domain, identity }: CxmlCredential): XMLBuilder {
  return parent.ele('Credential', { domain }).ele('Identity').txt(identity).up();
}

/**
 * The `Header` of a document the shop sends: From and To, and the Sender (the shop) with its
 * UserAgent, and the SharedSecret where the receiver authenticates the shop by it (status documents
 * to the buyer's system; the PunchOutOrderMessage goes through the buyer's browser without one).
 */
export function headerElement(
  root: XMLBuilder,
  {
    from,
    to,
    sharedSecret,
    userAgent,
  }: { from: CxmlCredential; to: CxmlCredential; sharedSecret?: string; userAgent: string },
): void {
  const header = root.ele('Header');
  credentialElement(header.ele('From'), from);
  credentialElement(header.ele('To'), to);
  const sender = header.ele('Sender');
  const credential = credentialElement(sender, from);
  if (sharedSecret !== undefined) credential.ele('SharedSecret').txt(sharedSecret);
  sender.ele('UserAgent').txt(userAgent);
}

/**
 * A cXML answer with nothing but its status (cXML 1.2, "Response"): 200 OK, or the reason a
 * request was refused (400 for a document that could not be read, 401 for bad credentials).
 */
export function cxmlStatusResponse(
  meta: { payloadId: string; timestamp: Date; lang: string },
  code: number,
  text: string,
  detail = '',
): string {
  return cxmlDocument(meta, (root) => {
    root
      .ele('Response')
      .ele('Status', { code: String(code), text })
      .txt(detail);
  });
}
