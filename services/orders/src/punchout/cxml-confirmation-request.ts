import type { FulfilmentEvent, FulfilmentPart } from '@shop/contracts';
import { pieceUnit as unit } from './punchout-lines';
import {
  cxmlDay,
  cxmlStatusDocument,
  lineNumberOf,
  orderReferenceElement,
  type CxmlOrderOrigin,
} from './cxml-status-document';

/**
 * A supplier's answer to its part of the order as a cXML `ConfirmationRequest` (docs/procurement.md,
 * "Status documents"). The part is one supplier's share of the order, so the header is `detail`
 * and names the lines of this answer only (the event's lines, or all of the part's): `accept` with
 * the dispatch day for a confirmed line, `reject` with the supplier's reason for one it cannot
 * deliver. A part all of whose named lines are refused is a `reject` as a whole.
 */
export function confirmationRequest(
  origin: CxmlOrderOrigin,
  { orderNumber, part, entry }: { orderNumber: string; part: FulfilmentPart; entry: FulfilmentEvent },
  meta: { host: string; now: Date; lang: string },
): string {
  const named = part.lines.filter((line) => !entry.variant_ids || entry.variant_ids.includes(line.variant_id));
  const rejected = named.every((line) => line.state === 'not_deliverable');
  return cxmlStatusDocument(origin, meta, (request) => {
    const confirmation = request.ele('ConfirmationRequest');
    confirmation.ele('ConfirmationHeader', {
      type: rejected ? 'reject' : 'detail',
      noticeDate: meta.now.toISOString(),
      operation: 'new',
      confirmID: `${orderNumber}-${part.supplier.id}-${part.history.indexOf(entry)}`,
    });
    orderReferenceElement(confirmation, origin);
    for (const line of named) {
      const item = confirmation.ele('ConfirmationItem', {
        quantity: String(line.quantity),
        lineNumber: String(lineNumberOf(origin, line.variant_id)),
      });
      item.ele('UnitOfMeasure').txt(unit);
      const refused = line.state === 'not_deliverable';
      const status = item.ele('ConfirmationStatus', {
        quantity: String(line.quantity),
        type: refused ? 'reject' : 'accept',
        ...(!refused && part.dispatch_date ? { shipmentDate: cxmlDay(part.dispatch_date) } : {}),
      });
      status.ele('UnitOfMeasure').txt(unit);
      if (refused && line.reason) status.ele('Comments', { 'xml:lang': part.supplier.language }).txt(line.reason);
    }
  });
}
