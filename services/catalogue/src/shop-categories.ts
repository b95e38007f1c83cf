import { buildCategoryTree } from '@shop/catalogue-schema';
import type { CatalogueCategory } from './domain';

/** The shop's category tree in the catalogue's own shape; icons are served under the image base. */
export function shopCategories(imageBase: string): CatalogueCategory[] {
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
