import type { invoiceEn } from './en';

export const invoiceEt: Record<keyof typeof invoiceEn, string> = {
  'invoice.title_invoice': 'Arve',
  'invoice.title_credit_note': 'Kreeditarve',
  'invoice.number': 'Arve number',
  'invoice.credit_note_number': 'Kreeditarve number',
  'invoice.issue_date': 'Kuupäev',
  'invoice.delivery_date': 'Tarnekuupäev',
  'invoice.due_date': 'Maksetähtaeg',
  'invoice.order': 'Tellimus',
  'invoice.buyer': 'Arve saaja',
  'invoice.net': 'Kokku käibemaksuta',
  'invoice.vat_row': 'Käibemaks {rate} % summalt {base}',
  'invoice.total': 'Kokku',
  'invoice.credit_total': 'Krediteeritakse',
  'invoice.terms_net_one': 'Maksetingimus: {days} päev neto',
  'invoice.terms_net_other': 'Maksetingimus: {days} päeva neto',
  'invoice.early_payment': 'Tasudes hiljemalt {date}: {amount} ({percent} % allahindlust)',
  'invoice.pay_to': 'Saaja konto',
  'invoice.reference': 'Viitenumber',
  'invoice.rf_reference': 'RF-viide',
  'invoice.barcode': 'Soome panga vöötkood',
  'invoice.credits': 'Kreeditarve arvele {number} ({date})',
  'invoice.lines_total': 'Kaubad kokku',
  'invoice.allowance_personal': 'Isiklik allahindlus',
  'invoice.purchase_order': 'Teie tellimuse number',
  'invoice.cost_center': 'Kulukoht',
  'invoice.mail_subject_invoice': 'Arve {number} teie tellimusele {order}',
  'invoice.mail_subject_credit_note': 'Kreeditarve {number} teie tellimusele {order}',
  'invoice.mail_text_invoice':
    'Tere\n\nlisatud on meie arve {number} teie tellimusele {order}: ' +
    '{total}, maksetähtaeg {due}. Makseandmed on arvel.',
  'invoice.mail_text_credit_note':
    'Tere\n\nlisatud on meie kreeditarve {number} teie tellimusele {order}: ' + '{total} arvelt {invoice} tagasi.',
};
