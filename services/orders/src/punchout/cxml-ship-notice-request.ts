import type { FulfilmentPart } from '@shop/contracts';
import { pieceUnit } from './punchout-lines';
import { cxmlStatusDocument, lineNumberOf, orderReferenceElement, type CxmlOrderOrigin } from './cxml-status-document';

/**
 * A supplier's shipment of its part as a cXML `ShipNoticeRequest` (docs/procurement.md, "Status
 * documents"): the shipment is named by the order number and the supplier (one shipment per part),
 * its carrier and tracking number as the supplier gave them (`ShipControl`, only when given), and
 * the part's shipped lines by the buyer's line numbers.
 */
export function shipNoticeRequest(
  origin: CxmlOrderOrigin,
  { orderNumber, part }: { orderNumber: string; part: FulfilmentPart },
  meta: { host: string; now: Date; lang: string },
): string {
  return cxmlStatusDocument(origin, meta, (request) => {
    const notice = request.ele('ShipNoticeRequest');
    notice.ele('ShipNoticeHeader', {
      shipmentID: `${orderNumber}-${part.supplier.id}`,
      operation: 'new',
      noticeDate: meta.now.toISOString(),
      ...(part.shipped_at ? { shipmentDate: part.shipped_at } : {}),
    });
    if (part.shipment) {
      const control = notice.ele('ShipControl');
      control.ele('CarrierIdentifier', { domain: 'companyName' }).txt(part.shipment.carrier);
      control.ele('ShipmentIdentifier').txt(part.shipment.tracking_number);
    }
    const portion = notice.ele('ShipNoticePortion');
    orderReferenceElement(portion, origin);
    for (const line of part.lines.filter((l) => l.state === 'shipped'))
      portion
        .ele('ShipNoticeItem', {
          quantity: String(line.quantity),
          lineNumber: String(lineNumberOf(origin, line.variant_id)),
        })
        .ele('UnitOfMeasure')
        .txt(pieceUnit);
  });
}
