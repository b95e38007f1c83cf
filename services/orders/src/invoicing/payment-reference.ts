import { bankBarcode } from './bank-barcode';
import { creditorReference, isCreditorReference } from './creditor-reference';
import { finnishReference, isFinnishReference } from './finnish-reference';

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

/**
 * The invoice sequence a payment's reference names: the national reference of `paymentReference`
 * or its RF form, spaces allowed; null for any other reference or a wrong check digit.
 */
export function sequenceOfReference(reference: string): number | null {
  const compact = reference.replace(/\s/g, '').toUpperCase();
  const national = isCreditorReference(compact) ? compact.slice(4) : compact;
  if (!isFinnishReference(national) || !national.startsWith('1')) return null;
  const sequence = Number(national.slice(1, -1));
  // "1007x" would read as sequence 7, whose reference is 107x: only the reference as issued matches.
  return sequence > 0 && paymentReference(sequence).national === national ? sequence : null;
}

/** The bank barcode of a payment to a Finnish account (version 4, national reference); null for other accounts. */
export function bankBarcodeFor(iban: string, gross: number, national: string, dueDate: string): string | null {
  if (!/^FI/i.test(iban.replace(/\s/g, ''))) return null;
  return bankBarcode({ iban, amount: gross, reference: national, dueDate });
}
