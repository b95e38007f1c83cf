/**
 * Texts of contract prices (docs/companies.md, "Contract prices"): the refusals of a price list
 * import, row by row. English is the reference: the other languages must have the same keys.
 */
export const contractPricesEn = {
  'contract_prices.error.refused': 'The price list was not imported; nothing changed. Correct these rows: {fields}',
  'contract_prices.error.header': 'The first row must be the header code;price;valid_from;valid_to;min_quantity.',
  'contract_prices.error.empty': 'The file has no price rows.',
  'contract_prices.error.too_many_rows': 'The file has more than 20,000 price rows.',
  'contract_prices.error.columns':
    'The row does not have exactly five columns (a decimal comma in a comma-separated file needs quotes).',
  'contract_prices.error.price_format':
    'The price must be a number under 10,000,000 with at most two decimals, such as 12,50 or 12.50.',
  'contract_prices.error.price_positive': 'The price must be above zero.',
  'contract_prices.error.date_format': 'The date must be a real day written YYYY-MM-DD, or empty.',
  'contract_prices.error.ends_before_start': 'valid_to is before valid_from.',
  'contract_prices.error.min_quantity': 'The minimum quantity must be a whole number from 1 to 100,000, or empty (1).',
  'contract_prices.error.overlaps':
    'An earlier row has the same code and minimum quantity on some of the same days: only one price may apply.',
} as const;
