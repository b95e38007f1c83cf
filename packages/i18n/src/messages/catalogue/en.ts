/** Texts of the catalogue domain (English is the reference: the other languages must have the same keys). */
export const catalogueEn = {
  'catalogue.filter_invalid': 'Filters must be a JSON object of attribute and value, or attribute and {min, max}',
  'catalogue.range_invalid': 'The range must be two whole numbers [skip, take], neither negative',
  'catalogue.take_too_large': 'At most 100 items can be asked for at once',
  'catalogue.sort_invalid': 'Sort by default, title, id or sale_price, optionally with _asc or _desc',
  'catalogue.ids_invalid': 'Give between 1 and 100 product ids, separated by commas',
  'catalogue.term_too_short': 'Search needs at least 3 characters',
  'catalogue.variant_not_found': 'This product variant does not exist',
  'catalogue.category_not_found': 'This category does not exist',
  'catalogue.product_not_found': 'This product does not exist',
  'catalogue.company_not_found': 'No company found with this VAT id',
} as const;
