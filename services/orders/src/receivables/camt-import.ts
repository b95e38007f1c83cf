import type { CamtImportReport } from '@shop/contracts';
import { randomUUID } from 'node:crypto';
import type { InvoiceStore } from '../invoicing/invoice-store';
import { seriesOf } from '../invoicing/invoice-series';
import { sequenceOfReference } from '../invoicing/payment-reference';
import { parseCamt054 } from './camt054';
import { receivableOf } from './receivable';

export interface CamtImportContext {
  invoices: InvoiceStore;
  /** The operator's e-mail, recorded with each payment. */
  operator: string;
  today: string;
  now: Date;
}

/**
 * Records the booked credits of a camt.054 notification against the invoices their references
 * name, each once per bank reference (a file imported again records nothing twice), at the amount
 * the bank booked: a partial payment leaves the rest open, an overpayment shows as open below 0.
 * A credit whose reference names no invoice is reported for an operator, not recorded.
 */
export async function importCamt054(xml: string, context: CamtImportContext): Promise<CamtImportReport> {
  const { version, credits } = parseCamt054(xml);
  const { invoices } = context;
  const report: CamtImportReport = { version, matched: [], unmatched: [], already_recorded: [] };
  // One after another: a file may pay one invoice twice, and each answer shows what is open after it.
  for (const credit of credits) {
    const sequence = credit.reference ? sequenceOfReference(credit.reference) : null;
    const entry = sequence ? await invoices.entryInSeries(seriesOf.invoice, sequence) : null;
    if (!entry) {
      report.unmatched.push(credit);
      continue;
    }
    const { recorded, payment } = await invoices.recordPayment({
      uuid: randomUUID(),
      invoice_uuid: entry.invoice.uuid,
      amount: credit.amount,
      date: credit.booking_date,
      source: 'camt054',
      bank_reference: credit.bank_reference,
      recorded_by: context.operator,
      recorded_at: context.now.toISOString(),
    });
    if (recorded) {
      const after = (await invoices.entryInSeries(seriesOf.invoice, sequence!))!;
      report.matched.push({ ...credit, invoice: entry.invoice.number, receivable: receivableOf(after, context.today) });
    } else {
      const earlier = await invoices.find(payment.invoice_uuid);
      report.already_recorded.push({ ...credit, invoice: earlier?.number ?? entry.invoice.number });
    }
  }
  return report;
}
