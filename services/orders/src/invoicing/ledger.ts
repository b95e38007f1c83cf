import type { Invoice } from '@shop/contracts';

/** A document with what was paid on it and the gross of the credit notes that correct it (0 and 0 on a credit note). */
export interface LedgerEntry {
  invoice: Invoice;
  paid: number;
  credited: number;
}

/** Each document with the sums of its payments and of the credit notes among `creditNotes` that refer to it. */
export function ledgerOf(
  documents: readonly Invoice[],
  payments: readonly { invoice_uuid: string; amount: number }[],
  creditNotes: readonly Invoice[],
): LedgerEntry[] {
  const paid = sumsBy(payments.map((payment) => [payment.invoice_uuid, payment.amount]));
  const credited = sumsBy(creditNotes.map((note) => [note.credits?.uuid ?? '', note.totals.gross]));
  return documents.map((invoice) => ({
    invoice,
    paid: paid.get(invoice.uuid) ?? 0,
    credited: credited.get(invoice.uuid) ?? 0,
  }));
}

/** Whether an invoice's payments and credit notes leave something to pay. */
export const isOpen = ({ invoice, paid, credited }: LedgerEntry) =>
  invoice.kind === 'invoice' && invoice.totals.gross - credited - paid > 0;

function sumsBy(amounts: [string, number][]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const [key, amount] of amounts) sums.set(key, (sums.get(key) ?? 0) + amount);
  return sums;
}
