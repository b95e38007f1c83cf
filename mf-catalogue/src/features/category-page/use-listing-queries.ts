import type { Filters } from '@shop/contracts';
import { useLocale } from '@shop/state';
import { useQuery } from '@tanstack/react-query';
import { categoryDetailQuery, rootCategoriesQuery } from '../../api/categories';
import { listingFacetsQuery, listingVariantsQuery, type ListingScope } from '../../api/listing';
import { pageSize, type ListingState } from './url-state';

/*
 * The category page's server state. Keys and query options live with the calls in src/api
 * (the home page and the menu share them); these hooks bind them to the page's scope and state.
 */

/** The page of variants the address asks for; the previous page stays on screen while it loads. */
export function useListedVariants(scope: ListingScope, { f, sort, page }: ListingState) {
  const locale = useLocale();
  return useQuery(listingVariantsQuery(locale, scope, f, sort, (page - 1) * pageSize, pageSize));
}

/** The facet values with their counts under the chosen filters. */
export function useListingFacets(scope: ListingScope, f: Filters) {
  const locale = useLocale();
  return useQuery(listingFacetsQuery(locale, scope, f));
}

/** The category itself (title, ancestors, subcategories); never asked for on /shop. */
export function useCategoryDetail(scope: ListingScope) {
  const locale = useLocale();
  const slug = scope.kind === 'category' ? scope.slug : '';
  return useQuery({ ...categoryDetailQuery(locale, slug), enabled: scope.kind === 'category' });
}

/** The root categories of the menu, usually cached already. */
export function useRootCategories() {
  const locale = useLocale();
  return useQuery(rootCategoriesQuery(locale));
}

export type ListedVariants = ReturnType<typeof useListedVariants>;
export type ListingFacets = ReturnType<typeof useListingFacets>;
