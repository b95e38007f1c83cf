import type { Locale, VariantPrice } from '@shop/contracts';

/**
 * What the orders service asks of the catalogue: current price, minimum, availability and title
 * of variants. Prices are read at every change of a cart, never taken from the client.
 */
export interface VariantCatalogue {
  /** The variants that exist, by id; unknown ids are missing from the map. */
  getVariants(ids: number[], locale: Locale): Promise<Map<number, VariantPrice>>;
}
