import type { Localized } from '@shop/infra';

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
