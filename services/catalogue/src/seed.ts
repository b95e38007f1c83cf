import { buildCategoryTree } from '@shop/infra';
import type { CatalogueCategory } from './domain';

/** The seeded catalogue in the catalogue's own shape; icons are served under the image base. */
export function seedCategories(imageBase: string): CatalogueCategory[] {
  return buildCategoryTree().map((row) => ({
    categoryid: row.categoryid,
    parentid: row.parentid,
    slug: row.slug,
    title: row.title,
    iconUrl: `${imageBase}/categories/${row.slug}.svg`,
    sorting: row.sorting,
    variantCount: 0,
  }));
}
