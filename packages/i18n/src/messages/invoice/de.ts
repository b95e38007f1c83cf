import type { invoiceEn } from './en';

export const invoiceDe: Record<keyof typeof invoiceEn, string> = {
  'invoice.title_invoice': 'Rechnung',
  'invoice.title_credit_note': 'Gutschrift',
  'invoice.number': 'Rechnungsnummer',
  'invoice.credit_note_number': 'Gutschriftnummer',
  'invoice.issue_date': 'Rechnungsdatum',
  'invoice.delivery_date': 'Lieferdatum',
  'invoice.due_date': 'Fällig am',
  'invoice.order': 'Bestellung',
  'invoice.buyer': 'Rechnungsempfänger',
  'invoice.net': 'Summe netto',
  'invoice.vat_row': 'MwSt. {rate} % auf {base}',
  'invoice.total': 'Rechnungsbetrag',
  'invoice.credit_total': 'Gutschriftbetrag',
  'invoice.terms_net_one': 'Zahlungsbedingungen: {days} Tag netto',
  'invoice.terms_net_other': 'Zahlungsbedingungen: {days} Tage netto',
  'invoice.early_payment': 'Bei Zahlung bis {date}: {amount} ({percent} % Skonto)',
  'invoice.pay_to': 'Bitte überweisen Sie an',
  'invoice.reference': 'Referenznummer',
  'invoice.rf_reference': 'RF-Referenz',
  'invoice.barcode': 'Bank-Barcode (Finnland)',
  'invoice.credits': 'Gutschrift zur Rechnung {number} vom {date}',
  'invoice.lines_total': 'Warenwert',
  'invoice.allowance_personal': 'Persönlicher Rabatt',
  'invoice.purchase_order': 'Ihre Bestellnummer',
  'invoice.cost_center': 'Kostenstelle',
  'invoice.mail_subject_invoice': 'Rechnung {number} zu Ihrer Bestellung {order}',
  'invoice.mail_subject_credit_note': 'Gutschrift {number} zu Ihrer Bestellung {order}',
  'invoice.mail_text_invoice':
    'Guten Tag,\n\nanbei unsere Rechnung {number} zu Ihrer Bestellung {order}: ' +
    '{total}, fällig am {due}. Die Zahlungsangaben stehen auf der Rechnung.',
  'invoice.mail_text_credit_note':
    'Guten Tag,\n\nanbei unsere Gutschrift {number} zu Ihrer Bestellung {order}: ' +
    '{total} gutgeschrieben auf die Rechnung {invoice}.',
};
