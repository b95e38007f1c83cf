import { readVariantPrices, ShownVariants, type Catalogue } from '@shop/catalogue-service';
import type { VariantCatalogue } from '@shop/orders-service';

/**
 * Prices, the variants as shown (each rendered once), and which prices changed since when, from the
 * catalogue's records in this process.
 */
export function inProcessVariants(catalogue: Catalogue | undefined): VariantCatalogue {
  if (!catalogue) throw new Error('the embedded catalogue must be loaded before the orders service that reads it');
  const shown = new ShownVariants(catalogue);
  return {
    getVariants: async (ids, locale) => readVariantPrices(catalogue, ids, locale),
    showVariants: async (ids, locale) => shown.show(ids, locale),
    priceChanges: catalogue.store.priceChanges,
  };
}
