import { buildCategoryTree } from '@shop/catalogue-schema';
import { generateCatalogue, generateSupplierRegister, type CatalogueSeed } from '@shop/infra';
import type { CatalogueCategory, CatalogueData } from './domain';
import type { StoredCatalogue } from './ports/catalogue-source';

/** The seeded catalogue in the catalogue's own shape; icons are served under the image base. */
export function seedCategories(imageBase: string): CatalogueCategory[] {
  return buildCategoryTree().map((row) => ({
    categoryid: row.categoryid,
    parentid: row.parentid,
    slug: row.slug,
    title: row.title,
    iconUrl: `${imageBase}/categories/${row.slug}.png`,
    sorting: row.sorting,
    variantCount: 0,
  }));
}

const generated = new Map<number, CatalogueSeed>();

/**
 * The generated catalogue of `size` variants. Generation is deterministic, so one copy per size
 * is shared by every service instance of the process (tests build many).
 */
export function seedCatalogue(imageBase: string, size = 10_500): CatalogueData {
  let seed = generated.get(size);
  if (!seed) generated.set(size, (seed = generateCatalogue({ variants: size })));
  return {
    categories: seedCategories(imageBase),
    suppliers: seed.suppliers,
    products: seed.products,
    variants: seed.variants,
  };
}

/** The demo's records: what a shop with nothing stored starts from and stores once. */
export function demoCatalogue(): StoredCatalogue {
  const { categories: _, ...records } = seedCatalogue('');
  return records;
}

/**
 * A production shop's records before its first import: the supplier register (feeds name their
 * supplier from it), no products, no variants.
 */
export function emptyCatalogue(): StoredCatalogue {
  return { suppliers: generateSupplierRegister(), products: [], variants: [] };
}
