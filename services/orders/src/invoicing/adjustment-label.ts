import type { DocumentAllowance, DocumentCharge, Locale } from '@shop/contracts';
import { translate } from '@shop/i18n';

/** The words of the order view for each allowance and charge, so the invoice names them as the order did. */
const labelKeys = {
  whole_order: 'order_view.discount_whole_order',
  personal: 'invoice.allowance_personal',
  freight: 'order_view.freight',
  packaging: 'order_view.packaging',
} as const;

/** An allowance's or charge's name in the buyer's language (the PDF, and the e-invoices' reason texts). */
export const adjustmentLabel = (locale: Locale, reason: DocumentAllowance['reason'] | DocumentCharge['reason']) =>
  translate(locale, labelKeys[reason]);
