import type { InvoiceStatus, Settlement } from '@shop/contracts';
import type { LedgerEntry } from '../invoicing/ledger';
import { daysAfter } from '../invoicing/payment-due';

/** How many days before its due date an invoice counts as `due` (InvoiceStatusSchema). */
export const dueSoonDays = 7;

/** What a document comes to on `today` (YYYY-MM-DD, the shop's day): its amounts and its status. */
export function settlementOf({ invoice, paid, credited }: LedgerEntry, today: string): Settlement {
  const gross = invoice.totals.gross;
  if (!invoice.payment) return { gross, paid: 0, credited: 0, open: 0, status: null };
  const open = gross - credited - paid;
  return { gross, paid, credited, open, status: statusOf(invoice.payment.due_date, open, today) };
}

function statusOf(dueDate: string, open: number, today: string): InvoiceStatus {
  if (open <= 0) return 'paid';
  if (today > dueDate) return 'overdue';
  return daysAfter(today, dueSoonDays) >= dueDate ? 'due' : 'open';
}
