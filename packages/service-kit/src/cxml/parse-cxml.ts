import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** A parsed element: attributes as `@_name`, text as `#text`, children by name (repeated ones as arrays). */
export type CxmlNode = { [name: string]: CxmlValue };
export type CxmlValue = string | CxmlNode | CxmlValue[];

/** Why a document was refused before it was read. */
export class CxmlUnreadable extends Error {}

/**
 * cXML comes from the buyer's systems over the internet: it is read without any DTD or entity
 * processing. A DOCTYPE naming the cXML DTD is allowed (it is never fetched); one with an internal
 * subset or any entity declaration is refused outright (XXE, entity expansion).
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

export function parseCxml(xml: string): CxmlNode {
  if (/<!ENTITY/i.test(xml) || /<!DOCTYPE[^>]*\[/i.test(xml)) throw new CxmlUnreadable('entity declarations');
  if (XMLValidator.validate(xml) !== true) throw new CxmlUnreadable('not well-formed');
  const doc = parser.parse(xml) as CxmlNode;
  if (!doc.cXML || typeof doc.cXML !== 'object' || Array.isArray(doc.cXML)) throw new CxmlUnreadable('no cXML root');
  return doc.cXML;
}

/** The first element along `path` below `node` (the first of repeated ones), or undefined. */
export function cxmlChild(node: CxmlValue | undefined, ...path: string[]): CxmlValue | undefined {
  let at: CxmlValue | undefined = node;
  for (const name of path) {
    const first: CxmlValue | undefined = Array.isArray(at) ? at[0] : at;
    if (!first || typeof first !== 'object' || Array.isArray(first)) return undefined;
    at = first[name];
  }
  return Array.isArray(at) ? at[0] : at;
}

/** Every element `name` directly below `node`. */
export function cxmlChildren(node: CxmlValue | undefined, name: string): CxmlValue[] {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return [];
  const found = node[name];
  return found === undefined ? [] : Array.isArray(found) ? found : [found];
}

/** The text of the element along `path` (empty elements read as ''), or undefined. */
export function cxmlText(node: CxmlValue | undefined, ...path: string[]): string | undefined {
  const found = cxmlChild(node, ...path);
  if (typeof found === 'string') return found;
  if (found && typeof found === 'object' && !Array.isArray(found)) {
    const text = found['#text'];
    return typeof text === 'string' ? text : '';
  }
  return undefined;
}

/** An attribute of the element along `path`. */
export function cxmlAttribute(node: CxmlValue | undefined, attribute: string, ...path: string[]): string | undefined {
  const found = path.length > 0 ? cxmlChild(node, ...path) : node;
  if (!found || typeof found !== 'object' || Array.isArray(found)) return undefined;
  const value = found[`@_${attribute}`];
  return typeof value === 'string' ? value : undefined;
}

/** The Credential of a header's party (From, To, Sender): its domain and Identity, or null without either. */
export function cxmlCredential(
  header: CxmlValue | undefined,
  party: string,
): { domain: string; identity: string } | null {
  const node = cxmlChild(header, party, 'Credential');
  const domain = cxmlAttribute(node, 'domain');
  const identity = cxmlText(node, 'Identity');
  return domain && identity ? { domain, identity } : null;
}
