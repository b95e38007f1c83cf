import type { supplierPageEn } from './en';

export const supplierPageEt: Record<keyof typeof supplierPageEn, string> = {
  'supplier_page.since': 'Tarnija aastast {year}',
  'supplier_page.lead_time_one': 'Tavaline tarneaeg {count} tööpäev',
  'supplier_page.lead_time_other': 'Tavaline tarneaeg {count} tööpäeva',
  'supplier_page.products': 'Tarnija {name} tooted',
  'supplier_page.filter_in_shop': 'Filtreeri tarnija tooteid poes',
  'supplier_page.not_found': 'Sellel aadressil tarnijat ei ole.',
  'supplier_page.load_failed': 'Tarnijat ei õnnestunud laadida. Proovi uuesti.',
};
