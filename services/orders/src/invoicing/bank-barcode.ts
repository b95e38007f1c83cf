import { isCreditorReference } from './creditor-reference';
import { isFinnishReference } from './finnish-reference';

export interface BarcodePayment {
  /** A Finnish IBAN: the code carries only Finnish accounts. */
  iban: string;
  /** Cents; 1,000,000 EUR or more leaves the amount field zero, for the payer to type. */
  amount: number;
  /** A Finnish reference number (version 4) or an RF creditor reference (version 5). */
  reference: string;
  /** YYYY-MM-DD, or null: the code then carries zeros and the bank asks for a date. */
  dueDate: string | null;
}

/**
 * The Finnish bank barcode's 54 digits (virtuaaliviivakoodi, Finanssiala's Pankkiviivakoodi-opas
 * 5.3) that a payer types or scans into online banking: version 4 with a national reference,
 * version 5 with an RF creditor reference. Layout: version, the IBAN's 16 digits, euros (6), cents
 * (2), then the reference (v4: three zeros and 20 digits; v5: the RF check digits and 21 digits),
 * then the due date YYMMDD.
 */
export function bankBarcode(payment: BarcodePayment): string {
  const iban = payment.iban.replace(/\s/g, '').toUpperCase();
  if (!/^FI\d{16}$/.test(iban)) throw new RangeError('the bank barcode carries Finnish IBANs only');
  if (!Number.isInteger(payment.amount) || payment.amount < 0) throw new RangeError('the amount is whole cents');
  const amount = payment.amount < 100_000_000 ? String(payment.amount).padStart(8, '0') : '0'.repeat(8);
  const due = payment.dueDate ? payment.dueDate.replace(/-/g, '').slice(2) : '000000';
  const reference = payment.reference.replace(/\s/g, '').toUpperCase();
  if (isFinnishReference(reference)) return `4${iban.slice(2)}${amount}000${reference.padStart(20, '0')}${due}`;
  if (isCreditorReference(reference) && /^RF\d+$/.test(reference))
    return `5${iban.slice(2)}${amount}${reference.slice(2, 4)}${reference.slice(4).padStart(21, '0')}${due}`;
  throw new RangeError(`"${payment.reference}" is neither a Finnish reference number nor a numeric RF reference`);
}
