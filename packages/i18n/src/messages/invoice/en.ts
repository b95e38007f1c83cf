/**
 * Texts of invoices and credit notes (docs/invoices.md): the PDF for people. The wording a 0 %
 * invoice must carry is cart's `doc.reverse_charge` and `doc.export`, shared with the order documents.
 * English is the reference: the other languages must have the same keys.
 */
export const invoiceEn = {
  'invoice.title_invoice': 'Invoice',
  'invoice.title_credit_note': 'Credit note',
  'invoice.number': 'Invoice number',
  'invoice.credit_note_number': 'Credit note number',
  'invoice.issue_date': 'Date',
  'invoice.delivery_date': 'Delivery date',
  'invoice.due_date': 'Due date',
  'invoice.order': 'Order',
  'invoice.buyer': 'Bill to',
  'invoice.net': 'Total excluding VAT',
  'invoice.vat_row': 'VAT {rate} % of {base}',
  'invoice.total': 'Total',
  'invoice.credit_total': 'Credited',
  'invoice.terms_net_one': 'Payment terms: {days} day net',
  'invoice.terms_net_other': 'Payment terms: {days} days net',
  'invoice.early_payment': 'Paid by {date}: {amount} ({percent} % early-payment discount)',
  'invoice.pay_to': 'Please pay to',
  'invoice.reference': 'Reference number',
  'invoice.rf_reference': 'RF reference',
  'invoice.barcode': 'Bank barcode',
  'invoice.credits': 'Credit for invoice {number} of {date}',
  'invoice.lines_total': 'Goods',
  'invoice.allowance_personal': 'Personal discount',
  'invoice.purchase_order': 'Your order number',
  'invoice.cost_center': 'Cost centre',
  'invoice.mail_subject_invoice': 'Invoice {number} for your order {order}',
  'invoice.mail_subject_credit_note': 'Credit note {number} for your order {order}',
  'invoice.mail_text_invoice':
    'Hello,\n\nattached is our invoice {number} for your order {order}: ' +
    '{total}, due on {due}. How to pay is on the invoice.',
  'invoice.mail_text_credit_note':
    'Hello,\n\nattached is our credit note {number} for your order {order}: ' +
    '{total} credited on invoice {invoice}.',
} as const;
