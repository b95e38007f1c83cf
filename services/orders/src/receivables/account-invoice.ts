import type { AccountInvoice, EInvoiceFormat, Invoice } from '@shop/contracts';
import type { XmlEInvoiceRecipient } from '../invoicing/e-invoice/render-e-invoice';
import type { LedgerEntry } from '../invoicing/ledger';
import type { SessionBuyer } from '../shared/buyer-directory';
import { settlementOf } from './settlement';

/**
 * Whether a logged-in buyer may read a document: it is their account's, or their company's (the
 * company the users service answers for the session now). Anyone else learns nothing of it.
 */
export const mayReadInvoice = (invoice: Invoice, buyer: SessionBuyer) =>
  invoice.account.user_id === buyer.userid ||
  (invoice.account.company_id !== null && invoice.account.company_id === buyer.company?.company_id);

/**
 * The e-invoice formats a document downloads in: XRechnung (UBL and CII) always, which needs no
 * address of the buyer's (the e-mail is its address); Peppol BIS and Finvoice only when the
 * document's own recipient names the buyer's participant id or e-invoice address.
 */
export function eInvoiceFormatsOf(invoice: Invoice): EInvoiceFormat[] {
  const own = invoice.e_invoice?.format;
  return own === 'peppol-bis' || own === 'finvoice'
    ? ['xrechnung-ubl', 'xrechnung-cii', own]
    : ['xrechnung-ubl', 'xrechnung-cii'];
}

/** Who an e-invoice in `format` is addressed to: the document's own recipient in its format, else no Leitweg-ID. */
export function recipientFor(invoice: Invoice, format: EInvoiceFormat): XmlEInvoiceRecipient | null {
  const own = invoice.e_invoice;
  if (own && own.format !== 'zugferd' && own.format === format) return own;
  if (format !== 'xrechnung-ubl' && format !== 'xrechnung-cii') return null;
  return { format, leitweg_id: own && 'leitweg_id' in own ? own.leitweg_id : null };
}

/** A document as the buyer's account lists it on `today`. */
export function accountInvoiceOf(entry: LedgerEntry, today: string): AccountInvoice {
  const { invoice } = entry;
  return {
    ...settlementOf(entry, today),
    uuid: invoice.uuid,
    kind: invoice.kind,
    number: invoice.number,
    issue_date: invoice.issue_date,
    due_date: invoice.payment?.due_date ?? null,
    order_number: invoice.order.number,
    credits: invoice.credits?.number ?? null,
    formats: eInvoiceFormatsOf(invoice),
  };
}
