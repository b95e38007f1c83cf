import {
  FacetsResponseSchema,
  VariantListResponseSchema,
  VariantSchema,
  type Filters,
  type Locale,
} from '@shop/contracts';
import { apiFetch } from '@shop/state';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** What a listing lists: one category (with its subcategories) or the whole catalogue (/shop). */
export type ListingScope = { kind: 'category'; slug: string } | { kind: 'all' };

/** How a scope is named in query keys and analytics: the category's slug, or `*` for the whole catalogue. */
export const scopeName = (scope: ListingScope) => (scope.kind === 'all' ? '*' : scope.slug);

/** Query keys of the variant listing calls; locale is part of them (titles and labels are translated). */
export const listingKeys = {
  all: ['listing'] as const,
  variants: (locale: Locale, scope: string, f: Filters, sort: string, skip: number, take: number) =>
    [...listingKeys.all, 'variants', locale, scope, f, sort, skip, take] as const,
  facets: (locale: Locale, scope: string, f: Filters) => [...listingKeys.all, 'facets', locale, scope, f] as const,
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

/** GET /productVariant/by-category/{slug} or /productVariant/all: one page of the scope's variants. */
export const listingVariantsQuery = (
  locale: Locale,
  scope: ListingScope,
  f: Filters,
  sort: string,
  skip: number,
  take: number,
) =>
  queryOptions({
    queryKey: listingKeys.variants(locale, scopeName(scope), f, sort, skip, take),
    queryFn: ({ signal }) => {
      const path =
        scope.kind === 'all' ? '/productVariant/all' : `/productVariant/by-category/${encodeURIComponent(scope.slug)}`;
      return apiFetch(`${path}${listingSearch({ f, range: [skip, take], sort })}`, {
        schema: VariantListResponseSchema,
        signal,
      });
    },
    // The previous page stays on screen while the next one loads, so paging does not flash skeletons.
    placeholderData: keepPreviousData,
  });

/** GET /productVariant/values/{category} or /values-all: facet values with counts under the current filters. */
export const listingFacetsQuery = (locale: Locale, scope: ListingScope, f: Filters) =>
  queryOptions({
    queryKey: listingKeys.facets(locale, scopeName(scope), f),
    queryFn: ({ signal }) => {
      const path =
        scope.kind === 'all'
          ? '/productVariant/values-all'
          : `/productVariant/values/${encodeURIComponent(scope.slug)}`;
      return apiFetch(`${path}${listingSearch({ f })}`, { schema: FacetsResponseSchema, signal });
    },
    placeholderData: keepPreviousData,
  });

/** The ranked lists of the front page: GET /productVariant/top and /popular. */
export type RankedList = 'top' | 'popular';

/** GET /productVariant/{top|popular}?range=[0,take]: the front page's rows, best first. */
export const rankedVariantsQuery = (locale: Locale, list: RankedList, take: number) =>
  queryOptions({
    queryKey: [...listingKeys.all, 'ranked', list, locale, take] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/productVariant/${list}${listingSearch({ range: [0, take] })}`, {
        schema: VariantSchema.array(),
        signal,
      }),
  });
