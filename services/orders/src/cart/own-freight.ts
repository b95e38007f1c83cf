import type { CartItem } from '@shop/contracts';
import type { ShownVariant } from '../shared/variant-catalogue';

/**
 * Whether the buyer's own carrier may collect this cart's goods (docs/orders.md, "Own freight").
 * Goods ship straight from the maker's warehouse, where the buyer's carrier collects them. A kit
 * (a variant the catalogue makes of other variants, its `parts`: a fence kit's panels, posts and
 * clamps) is put together from several makers' goods and leaves with the shop's freight only, so a
 * cart with a kit cannot go by own freight.
 *
 * Undecided (null) when a line's variant could not be read as shown: the caller keeps what it knew.
 * A variant the catalogue no longer has decides nothing; completion refuses that line anyway.
 */
export function ownFreightAllowed(
  items: readonly Pick<CartItem, 'variant_id'>[],
  shown: Map<number, ShownVariant> | null,
): boolean | null {
  if (shown === null) return null;
  return !items.some((item) => (shown.get(item.variant_id)?.parts.length ?? 0) > 0);
}
