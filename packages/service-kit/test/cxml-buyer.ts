import { credentialElement, cxmlDocument, type CxmlCredential } from '../src/cxml';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

/**
 * A PunchOutSetupRequest as a buyer's procurement system sends it (cXML 1.2): From is the buyer,
 * To the supplier, Sender the system that sends it with the shared secret. For the users service's
 * tests and the procurement test partner of the journeys.
 */
export function setupRequestXml({
  from,
  to = { domain: 'DUNS', identity: 'nordbau' },
  sharedSecret,
  buyerCookie,
  browserFormPost,
  operation = 'create',
}: {
  from: CxmlCredential;
  to?: CxmlCredential;
  sharedSecret: string;
  buyerCookie: string;
  browserFormPost: string;
  operation?: 'create' | 'edit' | 'inspect';
}): string {
  const meta = { payloadId: `${Date.now()}.setup@buyer.example`, timestamp: new Date(), lang: 'en-US' };
  return cxmlDocument(meta, (root) => {
    const header = root.ele('Header');
    credentialElement(header.ele('From'), from);
    credentialElement(header.ele('To'), to);
    const sender = header.ele('Sender');
    credentialElement(sender, from).ele('SharedSecret').txt(sharedSecret);
    sender.ele('UserAgent').txt('Procurement test partner');
    const setup = root.ele('Request', { deploymentMode: 'test' }).ele('PunchOutSetupRequest', { operation });
    setup.ele('BuyerCookie').txt(buyerCookie);
    setup.ele('BrowserFormPost').ele('URL').txt(browserFormPost);
  });
}

/** A ShipTo or BillTo address as a purchasing system writes it. */
export interface CxmlTestAddress {
  name: string;
  deliverTo: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  phone?: { countryCode: string; area: string; number: string };
}

function addressElement(parent: XMLBuilder, address: CxmlTestAddress) {
  const element = parent.ele('Address');
  element.ele('Name', { 'xml:lang': 'en' }).txt(address.name);
  const postal = element.ele('PostalAddress');
  postal.ele('DeliverTo').txt(address.deliverTo);
  postal.ele('Street').txt(address.street);
  postal.ele('City').txt(address.city);
  postal.ele('PostalCode').txt(address.postalCode);
  postal.ele('Country', { isoCountryCode: address.country }).txt(address.country);
  if (address.phone) {
    const number = element.ele('Phone').ele('TelephoneNumber');
    number.ele('CountryCode', { isoCountryCode: address.country }).txt(address.phone.countryCode);
    number.ele('AreaOrCityCode').txt(address.phone.area);
    number.ele('Number').txt(address.phone.number);
  }
}

/**
 * An OrderRequest as a buyer's procurement system sends it (cXML 1.2): the buyer's purchase order
 * of the lines it took from a PunchOutOrderMessage (SupplierPartID and SupplierPartAuxiliaryID as
 * the shop wrote them), in the DTD's element order.
 */
export function orderRequestXml({
  payloadId,
  from,
  to = { domain: 'DUNS', identity: 'nordbau' },
  sharedSecret,
  orderId,
  type = 'new',
  lang = 'en-US',
  lines,
  shipTo,
  billTo,
}: {
  payloadId: string;
  from: CxmlCredential;
  to?: CxmlCredential;
  sharedSecret: string;
  orderId: string;
  type?: 'new' | 'update' | 'delete';
  lang?: string;
  lines: { code: string; auxiliaryId?: string; quantity: number; unitPrice: string; description: string }[];
  shipTo?: CxmlTestAddress;
  billTo: CxmlTestAddress;
}): string {
  const total = lines.reduce((sum, line) => sum + Number(line.unitPrice) * line.quantity, 0);
  return cxmlDocument({ payloadId, timestamp: new Date(), lang }, (root) => {
    const header = root.ele('Header');
    credentialElement(header.ele('From'), from);
    credentialElement(header.ele('To'), to);
    const sender = header.ele('Sender');
    credentialElement(sender, from).ele('SharedSecret').txt(sharedSecret);
    sender.ele('UserAgent').txt('Procurement test partner');
    const order = root.ele('Request', { deploymentMode: 'test' }).ele('OrderRequest');
    const orderHeader = order.ele('OrderRequestHeader', {
      orderID: orderId,
      orderDate: new Date().toISOString(),
      type,
    });
    orderHeader.ele('Total').ele('Money', { currency: 'EUR' }).txt(total.toFixed(2));
    if (shipTo) addressElement(orderHeader.ele('ShipTo'), shipTo);
    addressElement(orderHeader.ele('BillTo'), billTo);
    lines.forEach((line, index) => {
      const item = order.ele('ItemOut', { quantity: String(line.quantity), lineNumber: String(index + 1) });
      const id = item.ele('ItemID');
      id.ele('SupplierPartID').txt(line.code);
      if (line.auxiliaryId !== undefined) id.ele('SupplierPartAuxiliaryID').txt(line.auxiliaryId);
      const detail = item.ele('ItemDetail');
      detail.ele('UnitPrice').ele('Money', { currency: 'EUR' }).txt(line.unitPrice);
      detail.ele('Description', { 'xml:lang': 'en' }).txt(line.description);
      detail.ele('UnitOfMeasure').txt('C62');
      detail.ele('Classification', { domain: 'UNSPSC' }).txt('');
    });
  });
}
