import { demoCatalogue } from '@shop/infra';
import type { CatalogueData } from '../src/domain';
import { shopCategories } from '../src/shop-categories';

/**
 * The generated demo catalogue of `size` variants with the shop's categories, as the embedded shop
 * serves it: what the tests of search, relevance and the routes check answers against.
 */
export function seedCatalogue(imageBase: string, size = 10_500): CatalogueData {
  return { categories: shopCategories(imageBase), ...demoCatalogue(size) };
}
