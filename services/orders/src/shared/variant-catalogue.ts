import type { Locale, Variant, VariantDetail, VariantPrice } from '@shop/contracts';

/** A variant as the catalogue shows it, with the parts it is made of when it is a kit. */
export type ShownVariant = Variant & Pick<VariantDetail, 'parts'>;

/**
 * What the orders service asks of the catalogue. Prices are read at every change of a cart,
 * never taken from the client; the variants as shown are read for every answer about a cart.
 */
export interface VariantCatalogue {
  /** Current price, minimum, availability and title of the variants that exist, by id; unknown ids are missing. */
  getVariants(ids: number[], locale: Locale): Promise<Map<number, VariantPrice>>;
  /**
   * The variants as the catalogue shows them (GET /productVariant/{id}): picture, supplier,
   * delivery estimate, and a kit's parts; unknown ids are missing.
   */
  showVariants(ids: number[], locale: Locale): Promise<Map<number, ShownVariant>>;
  /**
   * Which variants' prices, minimums, availability or visibility changed since a catalogue-wide
   * epoch: only a catalogue in this process can say so at no cost. Without it every change of a
   * cart reads every line's price again.
   */
  priceChanges?: PriceChanges;
}

export interface PriceChanges {
  /** Now: what prices read from now on are remembered with. */
  epoch(): number;
  /** The variants changed since `epoch` (an id may come twice); null when any may have. */
  since(epoch: number): readonly number[] | null;
}
