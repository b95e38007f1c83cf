import type { CatalogueProduct, CatalogueSupplier, CatalogueVariant } from '@shop/catalogue-schema';
import { generateCatalogue } from './generate';

/** The records of the demo shop: what the catalogue stores of a generated catalogue. */
export interface DemoCatalogue {
  suppliers: CatalogueSupplier[];
  products: CatalogueProduct[];
  variants: CatalogueVariant[];
}

const generated = new Map<number, DemoCatalogue>();

/**
 * The demo catalogue of `variants` variants (the shop's 10,500 by default), which the embedded shop
 * starts from with nothing stored. Generation is deterministic, so one copy per size is shared by
 * every catalogue built in the process (tests build many); callers do not change it.
 */
export function demoCatalogue(variants = 10_500): DemoCatalogue {
  let records = generated.get(variants);
  if (!records) {
    const { suppliers, products, variants: generatedVariants } = generateCatalogue({ variants });
    generated.set(variants, (records = { suppliers, products, variants: generatedVariants }));
  }
  return records;
}
