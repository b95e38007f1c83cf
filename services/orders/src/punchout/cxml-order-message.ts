import type { Locale, PunchoutSession } from '@shop/contracts';
import { cxmlDocument, headerElement, newPayloadId } from '@shop/service-kit/cxml';
import { decimalAmount, type PunchoutLine } from './punchout-lines';

/** The shop in the Sender's UserAgent. */
export const userAgent = 'Nordbau shop';

/**
 * A unit price as cXML Money: whole cents where the line's price is per piece, else the line's
 * price divided by its quantity to four places (cXML has no price unit in 1.2.014).
 */
export const cxmlUnitPrice = (line: PunchoutLine) =>
  line.priceUnit === 1
    ? decimalAmount(line.priceCents)
    : (line.priceCents / line.priceUnit / 100).toFixed(4).replace(/0{1,2}$/, '');

/**
 * The cart as a cXML 1.2 PunchOutOrderMessage (docs/procurement.md, "cXML"): its header turns the
 * setup's round (From the shop as the buyer named it, To the buyer), the BuyerCookie goes back
 * unchanged, and each line is an ItemIn with the shop's price, in the session's language. Its
 * elements in the order of the cXML DTD, which the tests validate it against.
 */
export function punchoutOrderMessage(
  lines: PunchoutLine[],
  {
    session,
    goodsCents,
    locale,
    host,
    now,
  }: {
    session: PunchoutSession;
    goodsCents: number;
    locale: Locale;
    host: string;
    now: Date;
  },
): string {
  const credentials = session.credentials ?? {
    buyer: { domain: 'NetworkID', identity: '' },
    supplier: { domain: 'NetworkID', identity: '' },
  };
  return cxmlDocument({ payloadId: newPayloadId(host, now), timestamp: now, lang: locale }, (root) => {
    headerElement(root, { from: credentials.supplier, to: credentials.buyer, userAgent });
    const message = root.ele('Message').ele('PunchOutOrderMessage');
    message.ele('BuyerCookie').txt(session.buyer_cookie);
    message
      .ele('PunchOutOrderMessageHeader', { operationAllowed: 'edit' })
      .ele('Total')
      .ele('Money', { currency: 'EUR' })
      .txt(decimalAmount(goodsCents));
    lines.forEach((line, index) => {
      const item = message.ele('ItemIn', { quantity: String(line.quantity), lineNumber: String(index + 1) });
      const itemId = item.ele('ItemID');
      itemId.ele('SupplierPartID').txt(line.code);
      itemId.ele('SupplierPartAuxiliaryID').txt(String(line.variantId));
      const detail = item.ele('ItemDetail');
      detail.ele('UnitPrice').ele('Money', { currency: line.currency }).txt(cxmlUnitPrice(line));
      detail
        .ele('Description', { 'xml:lang': locale })
        .txt(line.longText ? `${line.description}. ${line.longText}` : line.description);
      detail.ele('UnitOfMeasure').txt(line.unit);
      detail.ele('Classification', { domain: 'UNSPSC' }).txt(line.unspsc);
      if (line.supplier) detail.ele('ManufacturerName').txt(line.supplier);
      if (line.leadTimeDays !== null) detail.ele('LeadTime').txt(String(line.leadTimeDays));
    });
  });
}
