import type { supplierPageEn } from './en';

export const supplierPageFi: Record<keyof typeof supplierPageEn, string> = {
  'supplier_page.since': 'Toimittaja vuodesta {year}',
  'supplier_page.lead_time_one': 'Tavallinen toimitusaika {count} työpäivä',
  'supplier_page.lead_time_other': 'Tavallinen toimitusaika {count} työpäivää',
  'supplier_page.products': 'Toimittajan {name} tuotteet',
  'supplier_page.filter_in_shop': 'Suodata toimittajan tuotteita kaupassa',
  'supplier_page.not_found': 'Tällä osoitteella ei löydy toimittajaa.',
  'supplier_page.load_failed': 'Toimittajaa ei voitu ladata. Yritä uudelleen.',
};
