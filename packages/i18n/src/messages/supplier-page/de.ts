import type { supplierPageEn } from './en';

export const supplierPageDe: Record<keyof typeof supplierPageEn, string> = {
  'supplier_page.since': 'Lieferant seit {year}',
  'supplier_page.lead_time_one': 'Übliche Lieferzeit {count} Arbeitstag',
  'supplier_page.lead_time_other': 'Übliche Lieferzeit {count} Arbeitstage',
  'supplier_page.products': 'Produkte von {name}',
  'supplier_page.filter_in_shop': 'Seine Produkte im Shop filtern',
  'supplier_page.not_found': 'Unter dieser Adresse gibt es keinen Lieferanten.',
  'supplier_page.load_failed': 'Der Lieferant konnte nicht geladen werden. Bitte erneut versuchen.',
};
