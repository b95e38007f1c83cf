import type { Locale, Variant } from '@shop/contracts';
import type { Catalogue } from '../../domain/catalogue';

/**
 * Variants ranked by buyer signals, topped up with the curated order of what can be delivered,
 * so the lists are full on a fresh shop and shift as buyers click.
 */
export async function rankedVariants(catalogue: Catalogue, signalled: number[], skip: number, take: number, locale: Locale): Promise<Variant[]> {
  const wanted = skip + take;
  const ids = signalled.filter((id) => {
    const v = catalogue.store.variant(id);
    return v !== undefined && !v.hidden;
  });
  if (ids.length < wanted) {
    const fallback = await catalogue.index.list({
      filters: { availability: 'available' },
      sort: { field: 'sorting', direction: 'asc' },
      skip: 0,
      take: Math.min(wanted + ids.length, 200),
      locale,
    });
    const seen = new Set(ids);
    for (const id of fallback.variantIds) if (!seen.has(id) && ids.length < wanted) ids.push(id);
  }
  return ids.slice(skip, wanted).flatMap((id) => {
    const v = catalogue.store.variant(id);
    return v ? [catalogue.store.renderVariant(v, locale)] : [];
  });
}
