import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** One booked credit of a notification: a payment received on the shop's account. */
export interface CamtCredit {
  /** Cents. */
  amount: number;
  booking_date: string;
  /** The bank's reference of this credit (archive id): the same payment has the same one in every file. */
  bank_reference: string;
  /** The structured creditor reference, without spaces (a Finnish reference without the zeros banks pad it with). */
  reference: string | null;
  debtor: string | null;
}

export interface CamtNotification {
  /** The message's version as its namespace names it: camt.054.001.02, camt.054.001.08 ... */
  version: string;
  credits: CamtCredit[];
}

/** A file refused: the message key of the reason (texts `receivables.camt_*`) and what fills it in. */
export class CamtRefused extends Error {
  constructor(
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${messageKey} ${JSON.stringify(params)}`);
    this.name = 'CamtRefused';
  }
}

/** The versions read: the elements taken are the same in each, bar the entry's status and the debtor's name. */
const versions = /^(0[2-9]|1[0-3])$/;
const namespace =
  /<(?:[\w.-]+:)?Document\b[^>]*?\sxmlns(?::[\w.-]+)?\s*=\s*["']urn:iso:std:iso:20022:tech:xsd:camt\.054\.001\.(\d{2})["']/;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Amounts, references and ids stay text as written: "00001012" is no number.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Strd'].includes(name),
});

/**
 * The booked credits (CdtDbtInd CRDT, status BOOK, not a reversal) of an ISO 20022 camt.054
 * BankToCustomerDebitCreditNotification, versions 001.02 to 001.13. An entry that batches several
 * payments (a Finnish bank's reference payments) gives one credit per transaction. Refuses, naming
 * the reason, what is no well-formed XML, declares a DOCTYPE, is another message, or has a credit
 * without an amount in EUR, a booking date or a bank reference.
 */
export function parseCamt054(xml: string): CamtNotification {
  // A bank's notification has none; refused before parsing, so no entity of the sender's is expanded.
  if (/<!DOCTYPE/i.test(xml)) throw new CamtRefused('receivables.camt_doctype');
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new CamtRefused('receivables.camt_not_xml', { line: valid.err.line, reason: valid.err.msg });
  const version = namespace.exec(xml)?.[1];
  const root = (parser.parse(xml) as XmlNode).Document as XmlNode | undefined;
  const notification = root?.BkToCstmrDbtCdtNtfctn as XmlNode | undefined;
  if (!version || !notification) throw new CamtRefused('receivables.camt_not_camt054');
  if (!versions.test(version)) throw new CamtRefused('receivables.camt_version', { version: `001.${version}` });
  const entries = nodes(notification.Ntfctn).flatMap((ntfctn) => nodes(ntfctn.Ntry));
  return {
    version: `camt.054.001.${version}`,
    credits: entries.flatMap((entry, index) => (isBookedCredit(entry) ? creditsOf(entry, index + 1) : [])),
  };
}

type XmlNode = { [name: string]: XmlValue };
type XmlValue = string | XmlNode | XmlValue[] | undefined;

const nodes = (value: XmlValue): XmlNode[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (item): item is XmlNode => typeof item === 'object' && !Array.isArray(item),
  );

/** The element at a path of element names ("Sts/Cd"), the first of each repeated one. */
function child(node: XmlValue, path: string): XmlValue {
  let at = node;
  for (const name of path.split('/')) {
    if (typeof at !== 'object' || Array.isArray(at)) return undefined;
    at = at[name];
    if (Array.isArray(at)) at = at[0];
  }
  return at;
}

/** The text of the element at a path; an element with attributes keeps its text in #text. */
function text(node: XmlValue, path: string): string | null {
  let at = child(node, path);
  if (typeof at === 'object' && !Array.isArray(at)) at = at['#text'];
  return typeof at === 'string' && at.trim() !== '' ? at.trim() : null;
}

function isBookedCredit(entry: XmlNode): boolean {
  // Version 02 writes the status as text, later versions as a code (Sts/Cd).
  const status = text(entry, 'Sts/Cd') ?? text(entry, 'Sts');
  return text(entry, 'CdtDbtInd') === 'CRDT' && status === 'BOOK' && text(entry, 'RvslInd') !== 'true';
}

function creditsOf(entry: XmlNode, number: number): CamtCredit[] {
  const booking_date = (text(entry, 'BookgDt/Dt') ?? text(entry, 'BookgDt/DtTm'))?.slice(0, 10);
  if (!booking_date) throw new CamtRefused('receivables.camt_no_date', { entry: number });
  const entryReference = text(entry, 'AcctSvcrRef');
  const transactions = nodes(entry.NtryDtls).flatMap((details) => nodes(details.TxDtls));
  // An entry without details is one payment: its own amount, reference and debtor are on the entry.
  const parts = transactions.length > 0 ? transactions : [entry];
  return parts.map((part, index) => {
    // Version 02 gives a transaction's amount in AmtDtls/TxAmt, later versions also as its Amt.
    const amount =
      child(part, 'Amt') ?? child(part, 'AmtDtls/TxAmt/Amt') ?? (parts.length === 1 ? entry.Amt : undefined);
    const ownReference = part === entry ? null : text(part, 'Refs/AcctSvcrRef');
    const bank_reference =
      ownReference ?? (entryReference && (parts.length === 1 ? entryReference : `${entryReference}/${index + 1}`));
    if (!bank_reference) throw new CamtRefused('receivables.camt_no_reference', { entry: number });
    return {
      amount: centsOf(amount, number),
      booking_date,
      bank_reference,
      reference: creditorReferenceOf(part),
      // Version 02 names the debtor Dbtr/Nm, later versions Dbtr/Pty/Nm.
      debtor: text(part, 'RltdPties/Dbtr/Pty/Nm') ?? text(part, 'RltdPties/Dbtr/Nm'),
    };
  });
}

function centsOf(amount: XmlValue, entry: number): number {
  const currency = text(amount, '@Ccy');
  const written = text({ amount }, 'amount');
  if (currency !== 'EUR') throw new CamtRefused('receivables.camt_currency', { entry, currency: currency ?? '?' });
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(written ?? '');
  if (!match) throw new CamtRefused('receivables.camt_amount', { entry, amount: written ?? '' });
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** RmtInf/Strd/CdtrRefInf/Ref of the first structured remittance that has one. */
function creditorReferenceOf(part: XmlNode): string | null {
  const remittance = part.RmtInf as XmlNode | undefined;
  for (const structured of nodes(remittance?.Strd)) {
    const reference = text(structured, 'CdtrRefInf/Ref')?.replace(/\s/g, '').toUpperCase();
    if (reference) return /^\d+$/.test(reference) ? reference.replace(/^0+(?=\d)/, '') : reference;
  }
  return null;
}
