import { quickOrderMaxLines, quickOrderMaxQuantity, type CxmlCredentialSchema } from '@shop/contracts';
import {
  cxmlAttribute,
  cxmlChild,
  cxmlChildren,
  cxmlCredential,
  cxmlText,
  parseCxml,
  type CxmlValue,
} from '@shop/service-kit/cxml';
import type { z } from 'zod';

type Credential = z.infer<typeof CxmlCredentialSchema>;

/** An address of the OrderRequest's header (ShipTo, BillTo), as cXML's Address and PostalAddress hold it. */
export interface CxmlAddress {
  /** Address/Name: the organisation or site. */
  name: string;
  /** PostalAddress/DeliverTo lines: the person or place the goods go to. */
  deliverTo: string;
  street: string;
  city: string;
  postalCode: string;
  /** Country@isoCountryCode. */
  country: string;
  email: string;
  /** TelephoneNumber as one international number (+358 40 1234567), or empty. */
  phone: string;
}

/** One ItemOut: the shop's variant code, its id as the PunchOutOrderMessage gave it, pieces, the buyer's price. */
export interface CxmlOrderLine {
  lineNumber: number;
  code: string;
  /** SupplierPartAuxiliaryID: the variant's id, which the shop wrote into every punch-out line. */
  variantId: number | null;
  quantity: number;
  /** ItemDetail/UnitPrice/Money as the buyer's system priced it, or null. */
  unitPrice: { amount: string; currency: string } | null;
}

/** What the shop reads of a cXML 1.2 OrderRequest (docs/procurement.md, "cXML OrderRequest"). */
export interface CxmlOrderRequest {
  payloadId: string;
  /** The document's xml:lang: the language of the Status texts the shop answers. */
  lang: string;
  from: Credential;
  /** The shop as the buyer names it (Header/To): the status documents come from it. */
  to: Credential | null;
  sharedSecret: string;
  /** OrderRequestHeader@orderID: the buyer's purchase-order number. */
  orderId: string;
  /** OrderRequestHeader@orderDate as written, or empty. */
  orderDate: string;
  /** OrderRequestHeader@type: only `new` orders are taken (update and delete are not built). */
  type: string;
  lines: CxmlOrderLine[];
  shipTo: CxmlAddress | null;
  billTo: CxmlAddress | null;
  comments: string;
}

/** Why an OrderRequest cannot be read (cXML Status 400), for the buyer's integrator. */
export type CxmlOrderRefusal = { unreadable: string };

/** The purchase-order number's room on the order and its invoices (EN 16931 BT-13). */
const orderIdMaxLength = 35;

/** `+358 40 1234567` from cXML's TelephoneNumber parts; empty without a number. */
function phoneOf(address: CxmlValue | undefined): string {
  const number = cxmlChild(address, 'Phone', 'TelephoneNumber');
  const local = cxmlText(number, 'Number') ?? '';
  if (!local) return '';
  const country = cxmlText(number, 'CountryCode');
  return [country ? `+${country}` : '', cxmlText(number, 'AreaOrCityCode') ?? '', local].filter(Boolean).join(' ');
}

function addressOf(party: CxmlValue | undefined): CxmlAddress | null {
  const address = cxmlChild(party, 'Address');
  if (!address) return null;
  const postal = cxmlChild(address, 'PostalAddress');
  return {
    name: cxmlText(address, 'Name') ?? '',
    deliverTo: cxmlChildren(postal, 'DeliverTo')
      .map((line) => cxmlText(line) ?? '')
      .filter(Boolean)
      .join(', '),
    street: cxmlChildren(postal, 'Street')
      .map((line) => cxmlText(line) ?? '')
      .filter(Boolean)
      .join(', '),
    city: cxmlText(postal, 'City') ?? '',
    postalCode: cxmlText(postal, 'PostalCode') ?? '',
    country: cxmlAttribute(postal, 'isoCountryCode', 'Country') ?? '',
    email: cxmlText(address, 'Email') ?? '',
    phone: phoneOf(address),
  };
}

function lineOf(item: CxmlValue, index: number): CxmlOrderLine | CxmlOrderRefusal {
  const lineNumber = Number(cxmlAttribute(item, 'lineNumber') ?? index + 1);
  const quantity = Number(cxmlAttribute(item, 'quantity'));
  const code = cxmlText(item, 'ItemID', 'SupplierPartID');
  const auxiliary = cxmlText(item, 'ItemID', 'SupplierPartAuxiliaryID');
  const money = cxmlChild(item, 'ItemDetail', 'UnitPrice', 'Money');
  if (!code) return { unreadable: `ItemOut ${lineNumber}: no SupplierPartID` };
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > quickOrderMaxQuantity)
    return { unreadable: `ItemOut ${lineNumber}: quantity must be a whole number from 1 to ${quickOrderMaxQuantity}` };
  return {
    lineNumber,
    code,
    variantId: auxiliary && /^[1-9][0-9]{0,9}$/.test(auxiliary) ? Number(auxiliary) : null,
    quantity,
    unitPrice: money ? { amount: cxmlText(money) ?? '', currency: cxmlAttribute(money, 'currency') ?? '' } : null,
  };
}

/** Reads an OrderRequest; a document that is no such request, or lacks a part an order needs, is refused with why. */
export function readCxmlOrderRequest(xml: string): CxmlOrderRequest | CxmlOrderRefusal {
  const root = parseCxml(xml);
  const header = cxmlChild(root, 'Header');
  const order = cxmlChild(root, 'Request', 'OrderRequest');
  const orderHeader = cxmlChild(order, 'OrderRequestHeader');
  const payloadId = cxmlAttribute(root, 'payloadID');
  if (!header || !orderHeader) return { unreadable: 'no Header and OrderRequest with its OrderRequestHeader' };
  if (!payloadId) return { unreadable: 'no payloadID' };
  const from = cxmlCredential(header, 'From');
  const sharedSecret = cxmlText(header, 'Sender', 'Credential', 'SharedSecret');
  if (!from || !sharedSecret)
    return { unreadable: 'Header needs a From credential and the Sender\u2019s SharedSecret' };
  const orderId = cxmlAttribute(orderHeader, 'orderID')?.trim() ?? '';
  if (!orderId || orderId.length > orderIdMaxLength)
    return { unreadable: `OrderRequestHeader@orderID must have 1 to ${orderIdMaxLength} characters` };
  const items = cxmlChildren(order, 'ItemOut');
  if (items.length === 0 || items.length > quickOrderMaxLines)
    return { unreadable: `an OrderRequest needs 1 to ${quickOrderMaxLines} ItemOut lines` };
  const lines: CxmlOrderLine[] = [];
  for (const [index, item] of items.entries()) {
    const line = lineOf(item, index);
    if ('unreadable' in line) return line;
    lines.push(line);
  }
  return {
    payloadId,
    lang: cxmlAttribute(root, 'xml:lang') ?? 'en',
    from,
    to: cxmlCredential(header, 'To'),
    sharedSecret,
    orderId,
    orderDate: cxmlAttribute(orderHeader, 'orderDate') ?? '',
    type: cxmlAttribute(orderHeader, 'type') ?? 'new',
    lines,
    shipTo: addressOf(cxmlChild(orderHeader, 'ShipTo')),
    billTo: addressOf(cxmlChild(orderHeader, 'BillTo')),
    comments: cxmlText(orderHeader, 'Comments') ?? '',
  };
}
