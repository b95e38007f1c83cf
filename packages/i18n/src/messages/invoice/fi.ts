import type { invoiceEn } from './en';

export const invoiceFi: Record<keyof typeof invoiceEn, string> = {
  'invoice.title_invoice': 'Lasku',
  'invoice.title_credit_note': 'Hyvityslasku',
  'invoice.number': 'Laskun numero',
  'invoice.credit_note_number': 'Hyvityslaskun numero',
  'invoice.issue_date': 'Laskun päivämäärä',
  'invoice.delivery_date': 'Toimituspäivä',
  'invoice.due_date': 'Eräpäivä',
  'invoice.order': 'Tilaus',
  'invoice.buyer': 'Laskutetaan',
  'invoice.net': 'Veroton yhteensä',
  'invoice.vat_row': 'ALV {rate} % summasta {base}',
  'invoice.total': 'Yhteensä',
  'invoice.credit_total': 'Hyvitetään',
  'invoice.terms_net_one': 'Maksuehto: {days} päivä netto',
  'invoice.terms_net_other': 'Maksuehto: {days} päivää netto',
  'invoice.early_payment': 'Maksettaessa viimeistään {date}: {amount} ({percent} % käteisalennus)',
  'invoice.pay_to': 'Saajan tilinumero',
  'invoice.reference': 'Viitenumero',
  'invoice.rf_reference': 'RF-viite',
  'invoice.barcode': 'Virtuaaliviivakoodi',
  'invoice.credits': 'Hyvitys laskuun {number} ({date})',
  'invoice.lines_total': 'Tuotteet yhteensä',
  'invoice.allowance_personal': 'Henkilökohtainen alennus',
  'invoice.purchase_order': 'Tilausnumeronne',
  'invoice.cost_center': 'Kustannuspaikka',
  'invoice.mail_subject_invoice': 'Lasku {number} tilauksestanne {order}',
  'invoice.mail_subject_credit_note': 'Hyvityslasku {number} tilauksestanne {order}',
  'invoice.mail_text_invoice':
    'Hei,\n\nliitteenä laskumme {number} tilauksestanne {order}: ' +
    '{total}, eräpäivä {due}. Maksutiedot ovat laskulla.',
  'invoice.mail_text_credit_note':
    'Hei,\n\nliitteenä hyvityslaskumme {number} tilauksestanne {order}: ' + '{total} hyvitetään laskusta {invoice}.',
};
