import { cxmlAttribute, parseCxml } from '@shop/service-kit/cxml';

/**
 * Whether the buyer's system took a status document: cXML answers HTTP 200 with a `Response` whose
 * `Status@code` is the outcome, and only 200 takes it (docs/procurement.md, "Status documents").
 * Anything else, an unreadable answer too, is no acceptance: the delivery is tried again.
 */
export function cxmlAnswerTaken(body: string): boolean {
  try {
    return cxmlAttribute(parseCxml(body), 'code', 'Response', 'Status') === '200';
  } catch {
    return false;
  }
}
