import type { Locale, Variant } from '@shop/contracts';
import type { Catalogue } from '../../domain/catalogue';

/** How deep into the curated order the fallback looks for products to show (variants, not products). */
const fallbackDepth = 600;

/**
 * What a fresh shop shows before buyers have clicked anything: one available variant per product,
 * the families taken in turn (so a row is not twelve sizes of one gate), each family's products
 * in the curated order. `round` picks which product of each family comes first, so the top and
 * popular lists do not open with the same products.
 */
async function curatedMix(catalogue: Catalogue, locale: Locale, round: number): Promise<number[]> {
  const { variantIds } = await catalogue.index.list({
    filters: { availability: 'available' },
    sort: { field: 'sorting', direction: 'asc' },
    skip: 0,
    take: fallbackDepth,
    locale,
  });
  const byFamily = new Map<number, number[]>();
  const seenProducts = new Set<number>();
  for (const id of variantIds) {
    const variant = catalogue.store.variant(id);
    const product = variant && catalogue.store.product(variant.productId);
    if (!variant || !product || seenProducts.has(product.id)) continue;
    seenProducts.add(product.id);
    const family = catalogue.store.lineage(product.categoryid)[0]?.categoryid ?? 0;
    byFamily.set(family, [...(byFamily.get(family) ?? []), id]);
  }
  const families = [...byFamily.keys()].sort(
    (a, b) =>
      (catalogue.store.categoryById(a)?.sorting ?? 0) - (catalogue.store.categoryById(b)?.sorting ?? 0) || a - b,
  );
  // Each family's list starts at its `round`-th product; the ones skipped come at its end.
  const lists = families.map((family) => {
    const ids = byFamily.get(family)!;
    const start = Math.min(round, ids.length);
    return [...ids.slice(start), ...ids.slice(0, start)];
  });
  const mixed: number[] = [];
  const longest = Math.max(0, ...lists.map((ids) => ids.length));
  for (let turn = 0; turn < longest; turn++) for (const ids of lists) if (turn < ids.length) mixed.push(ids[turn]!);
  return mixed;
}

/**
 * Variants ranked by buyer signals, topped up with a curated mix of what can be delivered, so
 * the lists are full on a fresh shop and shift as buyers click. `round` varies the mix per list.
 */
export async function rankedVariants(
  catalogue: Catalogue,
  signalled: number[],
  skip: number,
  take: number,
  locale: Locale,
  round = 0,
): Promise<Variant[]> {
  const wanted = skip + take;
  const ids = signalled.filter((id) => {
    const v = catalogue.store.variant(id);
    return v !== undefined && !v.hidden;
  });
  if (ids.length < wanted) {
    const seen = new Set(ids);
    for (const id of await curatedMix(catalogue, locale, round)) {
      if (ids.length >= wanted) break;
      if (!seen.has(id)) ids.push(id);
    }
  }
  return catalogue.shownInLists(ids.slice(skip, wanted), locale);
}
