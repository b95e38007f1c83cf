import type { Locale, Variant } from '@shop/contracts';
import type { Catalogue } from './catalogue';

/**
 * Variants by id as GET /productVariant/{id} shows them (without the detail), for a service in the
 * same process: the orders service's price lookups without a request per line.
 */
export function readVariants(catalogue: Catalogue, ids: number[], locale: Locale): Map<number, Variant> {
  const found = new Map<number, Variant>();
  for (const id of new Set(ids)) {
    const record = catalogue.store.variant(id);
    if (record) found.set(id, catalogue.store.renderVariant(record, locale));
  }
  return found;
}
