import { bankBarcode } from './bank-barcode';
import { creditorReference } from './creditor-reference';
import { finnishReference } from './finnish-reference';

/**
 * The payment reference of an invoice: the Finnish reference number on the base "1" and the
 * invoice's sequence of at least two digits (a base has at least three digits and starts with no
 * 0: sequence 7 is 107, 42 is 142, 1234 is 11234), and the same number as an RF creditor reference
 * for payers outside Finland. The invoice series is one continuous series, so each invoice's
 * reference is its own, and a payment matches an invoice by it.
 */
export function paymentReference(sequence: number) {
  const national = finnishReference(`1${String(sequence).padStart(2, '0')}`);
  return { national, rf: creditorReference(national) };
}

/** The bank barcode of a payment to a Finnish account (version 4, national reference); null for other accounts. */
export function bankBarcodeFor(iban: string, gross: number, national: string, dueDate: string): string | null {
  if (!/^FI/i.test(iban.replace(/\s/g, ''))) return null;
  return bankBarcode({ iban, amount: gross, reference: national, dueDate });
}
