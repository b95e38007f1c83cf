import type {
  DocumentAllowance,
  DocumentCharge,
  Invoice,
  InvoiceLine,
  Locale,
  PaymentTerms,
  VatCategory,
} from '@shop/contracts';
import type { VatTreatment } from '../shared/pricing/vat';
import { documentNumber, seriesOf } from './invoice-series';
import { paymentDue } from './payment-due';
import { bankBarcodeFor, paymentReference } from './payment-reference';
import { vatBreakdown, vatCategoryOf, vatNoteOf } from './vat-breakdown';

/** A line to invoice: its unit price before the line's own discount and that discount, in cents. */
export interface DraftLine {
  code: string;
  title: string;
  quantity: number;
  unit_price: number;
  /** The line's campaign or volume discount (0 when none). */
  discount?: number;
}

/** An order-wide discount or a delivery cost, before the document's VAT is put on it. */
export type DraftAllowance = Pick<DocumentAllowance, 'reason' | 'amount' | 'percent'>;
export type DraftCharge = Pick<DocumentCharge, 'reason' | 'amount' | 'percent'>;

/** Everything an invoice holds but its number, which the store gives it (InvoiceStore.issue). */
export interface InvoiceDraft {
  uuid: string;
  order: Invoice['order'];
  issueDate: string;
  /** The moment it is issued (ISO date-time), when it is issued rather than only composed. */
  issuedAt?: string;
  locale: Locale;
  seller: Invoice['seller'];
  buyer: Invoice['buyer'];
  account: Invoice['account'];
  references: Invoice['references'];
  eInvoice: Invoice['e_invoice'];
  delivery: Invoice['delivery'];
  lines: readonly DraftLine[];
  allowances?: readonly DraftAllowance[];
  charges?: readonly DraftCharge[];
  /** The order's VAT as the project's rules decided it (shared/pricing/vat.ts). */
  treatment: VatTreatment;
  terms: PaymentTerms;
}

/** The invoice of a draft once the store has its sequence in the invoice series. */
export function composeInvoice(draft: InvoiceDraft): (sequence: number) => Invoice {
  const vat = { vat_category: vatCategoryOf(draft.treatment), vat_rate_percent: draft.treatment.ratePercent };
  const lines = draft.lines.map((line) => invoiceLine(line, vat));
  const allowances = (draft.allowances ?? []).map((allowance) => ({ ...allowance, ...vat }));
  const charges = (draft.charges ?? []).map((charge) => ({ ...charge, ...vat }));
  const amounts = amountsOf(lines, allowances, charges);
  return (sequence) => {
    const reference = paymentReference(sequence);
    const due = paymentDue(draft.issueDate, amounts.totals.gross, draft.terms);
    return {
      uuid: draft.uuid,
      kind: 'invoice',
      ...numbered('invoice', sequence),
      order: draft.order,
      issue_date: draft.issueDate,
      issued_at: draft.issuedAt ?? null,
      locale: draft.locale,
      currency: 'EUR',
      seller: draft.seller,
      buyer: draft.buyer,
      account: draft.account,
      references: draft.references,
      e_invoice: draft.eInvoice,
      delivery: draft.delivery,
      lines,
      allowances,
      charges,
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

/** What a credit note takes back besides its lines, and the invoice's credit notes so far. */
export interface CreditNoteOptions {
  /** The invoice's credit notes so far: together they never take back more of a line than was invoiced. */
  earlier?: readonly Invoice[];
  /** The cancelled lines' share of the invoice's order-wide discounts, given back with them. */
  allowances?: readonly DraftAllowance[];
  /** Delivery costs taken back (the last line of an order cancelled). */
  charges?: readonly DraftCharge[];
  /** The moment it is issued (ISO date-time). */
  issuedAt?: string;
}

export class CreditExceedsInvoiceError extends Error {
  constructor(readonly code: string) {
    super(`more of ${code} would be credited than the invoice holds`);
    this.name = 'CreditExceedsInvoiceError';
  }
}

/**
 * The credit note for cancelled lines of an invoice: the invoice's prices, line discounts and VAT
 * for those lines, referring to the invoice. A part of a line takes its share of the line's
 * discount, so all the parts of a line credited one by one add up to the line.
 */
export function composeCreditNote(
  uuid: string,
  invoice: Invoice,
  cancelled: readonly CancelledLine[],
  issueDate: string,
  { earlier = [], allowances = [], charges = [], issuedAt }: CreditNoteOptions = {},
): (sequence: number) => Invoice {
  const lines = cancelled.map(({ code, quantity }) => {
    const invoiced = invoice.lines.find((line) => line.code === code);
    const before = earlier
      .flatMap((note) => note.lines)
      .filter((line) => line.code === code)
      .reduce((sum, line) => sum + line.quantity, 0);
    if (!invoiced || quantity > invoiced.quantity - before) throw new CreditExceedsInvoiceError(code);
    const discountUpTo = (count: number) => Math.round((invoiced.discount * count) / invoiced.quantity);
    const discount = discountUpTo(before + quantity) - discountUpTo(before);
    return { ...invoiced, quantity, discount, net: quantity * invoiced.unit_price - discount };
  });
  const vat = { vat_category: invoice.lines[0]!.vat_category, vat_rate_percent: invoice.lines[0]!.vat_rate_percent };
  const creditedAllowances = allowances.map((allowance) => ({ ...allowance, ...vat }));
  const creditedCharges = charges.map((charge) => ({ ...charge, ...vat }));
  const amounts = amountsOf(lines, creditedAllowances, creditedCharges);
  return (sequence) => ({
    ...invoice,
    uuid,
    kind: 'credit_note',
    ...numbered('credit_note', sequence),
    issue_date: issueDate,
    issued_at: issuedAt ?? null,
    lines,
    allowances: creditedAllowances,
    charges: creditedCharges,
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

function invoiceLine(line: DraftLine, vat: { vat_category: VatCategory; vat_rate_percent: number }): InvoiceLine {
  const discount = line.discount ?? 0;
  return {
    code: line.code,
    title: line.title,
    quantity: line.quantity,
    unit_price: line.unit_price,
    discount,
    net: line.quantity * line.unit_price - discount,
    ...vat,
  };
}

const sumOf = (amounts: readonly { amount: number }[]) => amounts.reduce((sum, item) => sum + item.amount, 0);

function amountsOf(
  lines: readonly InvoiceLine[],
  allowances: readonly DocumentAllowance[],
  charges: readonly DocumentCharge[],
) {
  const breakdown = vatBreakdown(lines, allowances, charges);
  const net = breakdown.reduce((sum, row) => sum + row.taxable, 0);
  const vat = breakdown.reduce((sum, row) => sum + row.vat, 0);
  const totals = {
    lines: lines.reduce((sum, line) => sum + line.net, 0),
    allowances: sumOf(allowances),
    charges: sumOf(charges),
    net,
    vat,
    gross: net + vat,
  };
  return { breakdown, totals };
}
