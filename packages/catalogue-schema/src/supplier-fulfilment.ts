import { supplierLanguageOf } from '@shop/contracts';
import type { CatalogueSupplier } from './records';

/**
 * The catalogue's rule for what fulfilment needs of a supplier whose stored record lacks it (a
 * catalogue stored before suppliers had these fields), derived from its slug and country alone so
 * the same supplier always gets the same record: its country's language, a lead time of 2 to 10
 * working days, and an address under .example (RFC 2606), which no mail server delivers to, so a
 * purchase order never reaches a guessed company; an operator gives the real one in the back office.
 */
export function supplierFulfilmentFields(
  slug: string,
  country: CatalogueSupplier['country'],
): Pick<CatalogueSupplier, 'email' | 'language' | 'leadTimeDays'> {
  // FNV-1a: a stable spread of lead times over the slugs, the same on every platform.
  let spread = 0x811c9dc5;
  for (const char of slug) spread = Math.imul(spread ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return { email: `orders@${slug}.example`, language: supplierLanguageOf[country], leadTimeDays: 2 + (spread % 9) };
}
