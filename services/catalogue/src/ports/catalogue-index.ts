import type { Category, Locale } from '@shop/contracts';
import type { CatalogueCategory } from '../domain';

/**
 * The catalogue's search port: what the routes ask of the search engine. The embedded engine
 * and Elasticsearch implement it and pass the same contract suite (test/catalogue-index.contract.ts).
 */
export interface CatalogueIndex {
  readonly kind: string;
  replaceCategories(categories: CatalogueCategory[]): Promise<void>;
  /** Root categories in the curated order, titles in the given language. */
  rootCategories(locale: Locale): Promise<Category[]>;
  close(): Promise<void>;
}

export function toCategory(c: CatalogueCategory, locale: Locale): Category {
  return {
    categoryid: c.categoryid,
    parentid: c.parentid,
    slug: c.slug,
    title: c.title[locale],
    iconPicture: c.iconUrl ? { url: c.iconUrl } : null,
    variantCount: c.variantCount,
    category_pictures: c.iconUrl ? [{ url: c.iconUrl, is_icon: true }] : [],
  };
}
