import type { Invoice, InvoicePayment } from '@shop/contracts';
import type { LedgerEntry } from './ledger';

/**
 * Invoices and credit notes (docs/invoices.md). A document is numbered by the store as it is
 * stored: the next sequence of its series, taken in the same step as the write, so a number exists
 * exactly when its document does. Numbers have no gap and no duplicate, also with several replicas
 * on one database.
 */
export interface InvoiceStore {
  /**
   * Stores the document `compose` makes of the next sequence of `series` and returns it. `key` says
   * what the document is for (the order's invoice, one cancellation's credit note): a second issue
   * with a key already stored returns the stored document and takes no number.
   */
  issue(key: string, series: string, compose: (sequence: number) => Invoice): Promise<Invoice>;
  find(uuid: string): Promise<Invoice | null>;
  /** The invoices and credit notes of an order, in the order they were issued. */
  forOrder(orderUuid: string): Promise<Invoice[]>;
  /** The document numbered `sequence` in `series`, with what was paid and credited on it. */
  entryInSeries(series: string, sequence: number): Promise<LedgerEntry | null>;
  /** The invoices and credit notes of an account user or of a company (either), newest first. */
  forAccount(userId: number, companyId: string | null): Promise<LedgerEntry[]>;
  /** Invoices whose payments and credit notes do not cover their gross, the earliest due first. */
  openItems(filter: OpenItemsFilter): Promise<LedgerEntry[]>;
  /**
   * Records a payment against its invoice, once per bank reference: when a payment with the same
   * reference is stored, nothing is written and that one is returned with `recorded: false`.
   */
  recordPayment(payment: InvoicePayment): Promise<{ recorded: boolean; payment: InvoicePayment }>;
  /** The payments of an invoice in the order they were recorded. */
  paymentsOf(invoiceUuid: string): Promise<InvoicePayment[]>;
  /** The OpenBalance port (checkout/open-balance.ts). */
  openBalance(companyId: string): Promise<number>;
  close(): Promise<void>;
}

export interface OpenItemsFilter {
  companyId?: string;
  /** Due before this day (YYYY-MM-DD), not on it. */
  dueBefore?: string;
}

/** The composed document does not belong to the series it was numbered in. */
export class SeriesMismatchError extends Error {
  constructor(series: string, invoice: Invoice) {
    super(`${invoice.number} was composed for series ${invoice.series}, not ${series}`);
    this.name = 'SeriesMismatchError';
  }
}

/** What a store checks of a composed document before writing it. */
export function checkComposed(series: string, sequence: number, invoice: Invoice): Invoice {
  if (invoice.series !== series || invoice.sequence !== sequence) throw new SeriesMismatchError(series, invoice);
  return invoice;
}
