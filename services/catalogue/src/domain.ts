import type { CatalogueProduct, CatalogueSupplier, CatalogueVariant, Localized } from '@shop/catalogue-schema';

/** A category as the catalogue keeps it: every language at once, rendered per request. */
export interface CatalogueCategory {
  categoryid: number;
  parentid: number | null;
  slug: string;
  title: Localized;
  iconUrl: string | null;
  sorting: number;
  variantCount: number;
}

export type { CatalogueProduct, CatalogueSupplier, CatalogueVariant };

/** Everything the search engine indexes; the variants' attributes are what buyers filter by. */
export interface CatalogueData {
  categories: CatalogueCategory[];
  suppliers: CatalogueSupplier[];
  products: CatalogueProduct[];
  variants: CatalogueVariant[];
  /**
   * A fingerprint of the stored records these were read from (CatalogueSource.readFingerprinted),
   * when the source gives one: the embedded engine reuses its saved index only for the same one.
   */
  fingerprint?: string;
}
