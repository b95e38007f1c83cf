import type { Invoice, InvoiceLine, Locale, PaymentTerms } from '@shop/contracts';
import type { VatTreatment } from '../domain/pricing/vat';
import { documentNumber, seriesOf } from './invoice-series';
import { paymentDue } from './payment-due';
import { bankBarcodeFor, paymentReference } from './payment-reference';
import { vatBreakdown, vatCategoryOf, vatNoteOf } from './vat-breakdown';

/** A line to invoice: its net unit price after discounts, in cents. */
export interface DraftLine {
  code: string;
  title: string;
  quantity: number;
  unit_price: number;
}

/** Everything an invoice holds but its number, which the store gives it (InvoiceStore.issue). */
export interface InvoiceDraft {
  uuid: string;
  order: Invoice['order'];
  issueDate: string;
  locale: Locale;
  seller: Invoice['seller'];
  buyer: Invoice['buyer'];
  account: Invoice['account'];
  references: Invoice['references'];
  eInvoice: Invoice['e_invoice'];
  delivery: Invoice['delivery'];
  lines: readonly DraftLine[];
  /** The order's VAT as the project's rules decided it (domain/pricing/vat.ts). */
  treatment: VatTreatment;
  terms: PaymentTerms;
}

/** The invoice of a draft once the store has its sequence in the invoice series. */
export function composeInvoice(draft: InvoiceDraft): (sequence: number) => Invoice {
  const lines = draft.lines.map((line) => invoiceLine(line, draft.treatment));
  const amounts = amountsOf(lines);
  return (sequence) => {
    const reference = paymentReference(sequence);
    const due = paymentDue(draft.issueDate, amounts.totals.gross, draft.terms);
    return {
      uuid: draft.uuid,
      kind: 'invoice',
      ...numbered('invoice', sequence),
      order: draft.order,
      issue_date: draft.issueDate,
      locale: draft.locale,
      currency: 'EUR',
      seller: draft.seller,
      buyer: draft.buyer,
      account: draft.account,
      references: draft.references,
      e_invoice: draft.eInvoice,
      delivery: draft.delivery,
      lines,
      vat: { treatment: draft.treatment.kind, note: vatNoteOf(draft.treatment), breakdown: amounts.breakdown },
      totals: amounts.totals,
      payment: {
        terms: draft.terms,
        ...due,
        reference,
        bank_barcode: bankBarcodeFor(draft.seller.bank.iban, amounts.totals.gross, reference.national, due.due_date),
      },
      credits: null,
    };
  };
}

/** Lines taken back from an invoice: by their code, how many. */
export interface CancelledLine {
  code: string;
  quantity: number;
}

export class CreditExceedsInvoiceError extends Error {
  constructor(readonly code: string) {
    super(`more of ${code} would be credited than the invoice holds`);
    this.name = 'CreditExceedsInvoiceError';
  }
}

/**
 * The credit note for cancelled lines of an invoice: the invoice's prices and VAT for those lines,
 * referring to the invoice. `earlier` are the invoice's credit notes so far: together they never
 * take back more of a line than was invoiced.
 */
export function composeCreditNote(
  uuid: string,
  invoice: Invoice,
  cancelled: readonly CancelledLine[],
  issueDate: string,
  earlier: readonly Invoice[] = [],
): (sequence: number) => Invoice {
  const lines = cancelled.map(({ code, quantity }) => {
    const invoiced = invoice.lines.find((line) => line.code === code);
    const credited = earlier.flatMap((note) => note.lines).filter((line) => line.code === code);
    const left = (invoiced?.quantity ?? 0) - credited.reduce((sum, line) => sum + line.quantity, 0);
    if (!invoiced || quantity > left) throw new CreditExceedsInvoiceError(code);
    return { ...invoiced, quantity, net: quantity * invoiced.unit_price };
  });
  const amounts = amountsOf(lines);
  return (sequence) => ({
    ...invoice,
    uuid,
    kind: 'credit_note',
    ...numbered('credit_note', sequence),
    issue_date: issueDate,
    lines,
    vat: { ...invoice.vat, breakdown: amounts.breakdown },
    totals: amounts.totals,
    payment: null,
    credits: { uuid: invoice.uuid, number: invoice.number, issue_date: invoice.issue_date },
  });
}

function numbered(kind: Invoice['kind'], sequence: number) {
  const series = seriesOf[kind];
  return { series, sequence, number: documentNumber(series, sequence) };
}

function invoiceLine(line: DraftLine, treatment: VatTreatment): InvoiceLine {
  return {
    ...line,
    net: line.quantity * line.unit_price,
    vat_category: vatCategoryOf(treatment),
    vat_rate_percent: treatment.ratePercent,
  };
}

function amountsOf(lines: readonly InvoiceLine[]) {
  const breakdown = vatBreakdown(lines);
  const net = breakdown.reduce((sum, row) => sum + row.taxable, 0);
  const vat = breakdown.reduce((sum, row) => sum + row.vat, 0);
  return { breakdown, totals: { net, vat, gross: net + vat } };
}
