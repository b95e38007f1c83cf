import type { Category, Locale } from '@shop/contracts';
import type { CatalogueCategory } from '../domain';
import { toCategory, type CatalogueIndex } from '../ports/catalogue-index';

/** The embedded engine: the whole catalogue held in process, rebuilt from the seed at start. */
export class MemoryCatalogueIndex implements CatalogueIndex {
  readonly kind = 'embedded';
  private roots: CatalogueCategory[] = [];

  async replaceCategories(categories: CatalogueCategory[]): Promise<void> {
    this.roots = categories.filter((c) => c.parentid === null).sort((a, b) => a.sorting - b.sorting);
  }

  async rootCategories(locale: Locale): Promise<Category[]> {
    return this.roots.map((c) => toCategory(c, locale));
  }

  async close(): Promise<void> {}
}
