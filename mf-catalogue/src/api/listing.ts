import { apiCalls, callPath, type Filters, type Locale } from '@shop/contracts';
import { callApi, embeddedCallData } from '@shop/state';
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

interface ListingQueryParts {
  f?: Filters;
  range?: [number, number];
  sort?: string;
}

/** The listing calls' query: empty parts are left out, so the service applies its defaults. */
const listingQuery = ({ f, range, sort }: ListingQueryParts) => ({
  f: f && Object.keys(f).length > 0 ? f : undefined,
  range,
  sort: sort && sort !== 'default' ? sort : undefined,
});

/** The query string the listing calls send (`?f=…&range=…`), to name a call's address. */
export function listingSearch(parts: ListingQueryParts): string {
  const all = apiCalls.catalogue.variantsAll;
  return callPath(all, {}, listingQuery(parts)).slice(all.path.length);
}

/** GET /productVariant/by-category/{slug} or /productVariant/all: one page of the scope's variants. */
export const listingVariantsQuery = (
  locale: Locale,
  scope: ListingScope,
  f: Filters,
  sort: string,
  skip: number,
  take: number,
) => {
  const query = listingQuery({ f, range: [skip, take], sort });
  const params = scope.kind === 'all' ? null : { slug: scope.slug };
  return queryOptions({
    queryKey: listingKeys.variants(locale, scopeName(scope), f, sort, skip, take),
    queryFn: ({ signal }) =>
      params
        ? callApi(apiCalls.catalogue.variantsByCategory, { params, query, signal })
        : callApi(apiCalls.catalogue.variantsAll, { query, signal }),
    ...(params
      ? embeddedCallData(apiCalls.catalogue.variantsByCategory, { params, query })
      : embeddedCallData(apiCalls.catalogue.variantsAll, { query })),
    // The previous page stays on screen while the next one loads, so paging does not flash skeletons.
    placeholderData: keepPreviousData,
  });
};

/** GET /productVariant/values/{category} or /values-all: facet values with counts under the current filters. */
export const listingFacetsQuery = (locale: Locale, scope: ListingScope, f: Filters) => {
  const query = listingQuery({ f });
  const params = scope.kind === 'all' ? null : { categoryId: scope.slug };
  return queryOptions({
    queryKey: listingKeys.facets(locale, scopeName(scope), f),
    queryFn: ({ signal }) =>
      params
        ? callApi(apiCalls.catalogue.facetsOfCategory, { params, query, signal })
        : callApi(apiCalls.catalogue.facetsAll, { query, signal }),
    ...(params
      ? embeddedCallData(apiCalls.catalogue.facetsOfCategory, { params, query })
      : embeddedCallData(apiCalls.catalogue.facetsAll, { query })),
    placeholderData: keepPreviousData,
  });
};

/** The ranked lists of the front page: GET /productVariant/top and /popular. */
export type RankedList = 'top' | 'popular';

/** GET /productVariant/{top|popular}?range=[0,take]: the front page's rows, best first. */
export const rankedVariantsQuery = (locale: Locale, list: RankedList, take: number) => {
  const call = list === 'top' ? apiCalls.catalogue.topVariants : apiCalls.catalogue.popularVariants;
  const query = { range: [0, take] as [number, number] };
  return queryOptions({
    queryKey: [...listingKeys.all, 'ranked', list, locale, take] as const,
    queryFn: ({ signal }) => callApi(call, { query, signal }),
    // Home's first render has them (the gateway's page-calls.ts): the rows come rendered, not as skeletons.
    ...embeddedCallData(call, { query }),
  });
};
