/**
 * Texts of a supplier's own page (mf-catalogue, /supplier/{slug}). English is the reference: the
 * other languages must have the same keys.
 */
export const supplierPageEn = {
  'supplier_page.since': 'Supplier since {year}',
  'supplier_page.lead_time_one': 'Usual lead time {count} working day',
  'supplier_page.lead_time_other': 'Usual lead time {count} working days',
  'supplier_page.products': 'Products of {name}',
  'supplier_page.filter_in_shop': 'Filter its products in the shop',
  'supplier_page.not_found': 'There is no supplier at this address.',
  'supplier_page.load_failed': 'The supplier could not be loaded. Try again.',
} as const;
