import type { Availability, DeliveryEstimate, Locale, VolumeTier } from '@shop/contracts';
import type { Localized } from './families';

/*
 * The catalogue's records as it stores and indexes them (every language at once), whether they
 * came from a supplier's feed, a whole-catalogue import or the demo generator.
 */

export type AttributeValue = string | number;

export interface CatalogueSupplier {
  id: number;
  slug: string;
  name: string;
  country: 'FI' | 'DE' | 'EE' | 'SE';
  city: string;
  founded: number;
  /** Families (root category slugs) the supplier delivers. */
  families: string[];
  info: Localized;
  /** Where purchase orders go (docs/orders.md, "Fulfilment"). */
  email: string;
  /** The language the shop writes to the supplier in: its country's. */
  language: Locale;
  /** Working days the supplier usually needs from a confirmed purchase order to dispatch. */
  leadTimeDays: number;
}

export interface CatalogueProduct {
  id: number;
  slug: string;
  /** The subcategory the product is listed in. */
  categoryid: number;
  supplierId: number;
  title: Localized;
  description: Localized;
  /** Curated position (the shop's default order). */
  sorting: number;
  /** Sold as a set: its variants are made of other variants. */
  isSet: boolean;
}

export interface CatalogueVariant {
  id: number;
  productId: number;
  code: string;
  title: Localized;
  sale_price: number;
  min_order: number;
  /** The supplier's own volume tiers (absent or empty: the shop-wide ones apply). */
  volume_tiers?: VolumeTier[];
  supplierId: number;
  availability: Availability;
  delivery_estimate: DeliveryEstimate;
  attributes: Record<string, AttributeValue>;
  /** Paths under the image base, main picture first. */
  pictures: string[];
  sorting: number;
  hidden: boolean;
  /** For a variant of a set: the variants it is made of, with how many of each. */
  parts: { variantId: number; quantity: number }[];
}
