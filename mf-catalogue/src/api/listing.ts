import { FacetsResponseSchema, VariantListResponseSchema, type Filters, type Locale } from '@shop/contracts';
import { apiFetch } from '@shop/state';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Query keys of the variant listing calls; locale is part of them (titles and labels are translated). */
export const listingKeys = {
  all: ['listing'] as const,
  byCategory: (locale: Locale, slug: string, f: Filters, sort: string, skip: number, take: number) =>
    [...listingKeys.all, 'by-category', locale, slug, f, sort, skip, take] as const,
  facets: (locale: Locale, category: string, f: Filters) => [...listingKeys.all, 'facets', locale, category, f] as const,
};

/** The query string of the listing calls: empty parts are left out so the service applies its defaults. */
export function listingSearch({ f, range, sort }: { f?: Filters; range?: [number, number]; sort?: string }): string {
  const params = new URLSearchParams();
  if (f && Object.keys(f).length > 0) params.set('f', JSON.stringify(f));
  if (range) params.set('range', JSON.stringify(range));
  if (sort && sort !== 'default') params.set('sort', sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /productVariant/by-category/{slug}: one page of the category's variants. */
export const categoryVariantsQuery = (locale: Locale, slug: string, f: Filters, sort: string, skip: number, take: number) =>
  queryOptions({
    queryKey: listingKeys.byCategory(locale, slug, f, sort, skip, take),
    queryFn: ({ signal }) =>
      apiFetch(`/productVariant/by-category/${encodeURIComponent(slug)}${listingSearch({ f, range: [skip, take], sort })}`, {
        schema: VariantListResponseSchema,
        signal,
      }),
    // The previous page stays on screen while the next one loads, so paging does not flash skeletons.
    placeholderData: keepPreviousData,
  });

/** GET /productVariant/values/{category}: facet values with counts under the current filters (slug or id). */
export const facetsQuery = (locale: Locale, category: string, f: Filters) =>
  queryOptions({
    queryKey: listingKeys.facets(locale, category, f),
    queryFn: ({ signal }) =>
      apiFetch(`/productVariant/values/${encodeURIComponent(category)}${listingSearch({ f })}`, { schema: FacetsResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
