import type { Invoice } from '@shop/contracts';

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
  close(): Promise<void>;
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
