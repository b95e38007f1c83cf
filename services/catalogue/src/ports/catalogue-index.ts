import type { Availability, Category, Filters, Locale, Sort } from '@shop/contracts';
import type { CatalogueCategory, CatalogueData } from '../domain';

/** Which variants a listing starts from, before filters; neither a category nor products: the whole catalogue. */
export interface Scope {
  /** A category, with its subcategories. */
  categoryId?: number;
  productIds?: number[];
  /** Include variants hidden from the shop (back office and direct links). */
  showHidden?: boolean;
}

export interface ListQuery extends Scope {
  filters: Filters;
  sort: Sort;
  skip: number;
  take: number;
  locale: Locale;
}

export interface FacetCount {
  key: string;
  values: { value: string | number; count: number }[];
  range: { min: number; max: number } | null;
}

export interface FacetCounts {
  /** Variants that pass every filter. */
  count: number;
  /** Per attribute, counts under every filter except the attribute's own. */
  facets: FacetCount[];
}

export interface ProductHit {
  productId: number;
  minPrice: number;
  variantCount: number;
}

export interface SearchQuery {
  term: string;
  locale: Locale;
  skip: number;
  take: number;
}

export interface SearchHits {
  /** Best first; the same query always gives the same order, so pages can be merged. */
  variantIds: number[];
  count: number;
  /** Categories whose title matches, in the curated order. */
  categoryIds: number[];
}

export interface VariantChange {
  sale_price?: number;
  availability?: Availability;
  hidden?: boolean;
}

/**
 * The catalogue's search port: what the routes ask of the search engine. The embedded engine
 * and Elasticsearch implement it and pass the same contract suite (test/catalogue-index.contract.ts).
 */
export interface CatalogueIndex {
  readonly kind: string;
  /** Replaces the whole catalogue with these categories and no variants. */
  replaceCategories(categories: CatalogueCategory[]): Promise<void>;
  /**
   * Replaces the whole catalogue. Searches, from this and every other replica, keep answering from
   * the previous catalogue until the new one is complete, then switch to it at once.
   */
  replaceCatalogue(data: CatalogueData): Promise<void>;
  /**
   * Serves the catalogue the engine already holds, writing nothing (a replica starting beside
   * others): false when there is none yet and `replaceCatalogue` must build it.
   */
  attach(): Promise<boolean>;
  /** Root categories in the curated order, titles in the given language, with visible variant counts. */
  rootCategories(locale: Locale): Promise<Category[]>;
  /** Direct subcategories of a category in the curated order, titles in the language, with visible variant counts. */
  childCategories(parentId: number, locale: Locale): Promise<Category[]>;
  /** Visible variants under each category (subcategories included), by category id. */
  variantCounts(): Promise<Map<number, number>>;
  list(query: ListQuery): Promise<{ variantIds: number[]; count: number }>;
  facets(scope: Scope, filters: Filters): Promise<FacetCounts>;
  /** Products with at least one variant passing the filters, in the curated product order. */
  listProducts(
    scope: Scope,
    filters: Filters,
    skip: number,
    take: number,
  ): Promise<{ products: ProductHit[]; count: number }>;
  search(query: SearchQuery): Promise<SearchHits>;
  /** A price, availability or visibility change, searchable at once. */
  updateVariant(id: number, change: VariantChange): Promise<void>;
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
