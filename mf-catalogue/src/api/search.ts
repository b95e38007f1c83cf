import {
  RegisterClickBodySchema,
  RegisterQueryBodySchema,
  RegisterQueryResponseSchema,
  SearchResponseSchema,
  type Locale,
  type SearchResponse,
} from '@shop/contracts';
import { apiFetch } from '@shop/state';
import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

/** SPEC 9: the header search asks for 5 results at a time, skip = (page - 1) * 5. */
export const dropdownPageSize = 5;
/** SPEC 9: the full search page lists 10 a page, like the category listing. */
export const searchPageSize = 10;

/** Query keys of the search calls; the locale is part of them (titles are translated). */
export const searchKeys = {
  all: ['search'] as const,
  dropdown: (locale: Locale, term: string) => [...searchKeys.all, 'dropdown', locale, term] as const,
  page: (locale: Locale, term: string, skip: number, take: number) =>
    [...searchKeys.all, 'page', locale, term, skip, take] as const,
};

/** The term as the path carries it: spaces become underscores (SPEC 7), the rest is escaped. */
export const termInPath = (term: string) => encodeURIComponent(term.trim().replace(/\s+/g, '_'));

/** GET /search/new/{term}?range=[skip,take] */
export function searchPath(term: string, skip: number, take: number): string {
  const params = new URLSearchParams({ range: JSON.stringify([skip, take]) });
  return `/search/new/${termInPath(term)}?${params.toString()}`;
}

const fetchSearch = (term: string, skip: number, take: number, signal?: AbortSignal) =>
  apiFetch(searchPath(term, skip, take), { schema: SearchResponseSchema, signal });

/**
 * Later pages merged into one list: a variant that moved between pages while the buyer scrolled
 * is shown once (by variant id, first place kept); categories likewise by category id. The count
 * is the latest page's.
 */
export function mergeSearchPages(pages: readonly SearchResponse[]): SearchResponse {
  const variants = new Map<number, SearchResponse['variants'][number]>();
  const categories = new Map<number, SearchResponse['categories'][number]>();
  for (const page of pages) {
    for (const variant of page.variants) if (!variants.has(variant.id)) variants.set(variant.id, variant);
    for (const category of page.categories)
      if (!categories.has(category.categoryid)) categories.set(category.categoryid, category);
  }
  return { variants: [...variants.values()], categories: [...categories.values()], count: pages.at(-1)?.count ?? 0 };
}

/**
 * The header search: pages of 5, the next one asked for when the buyer scrolls to the end.
 * Search answers are not kept (SPEC 9: some search queries are not cached): every search asks again.
 */
export function useDropdownSearch(locale: Locale, term: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: searchKeys.dropdown(locale, term),
    queryFn: ({ pageParam, signal }) => fetchSearch(term, (pageParam - 1) * dropdownPageSize, dropdownPageSize, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) => {
      const loaded = pages.reduce((sum, page) => sum + page.variants.length, 0);
      return last.variants.length > 0 && loaded < last.count ? lastPage + 1 : undefined;
    },
    select: (data) => mergeSearchPages(data.pages),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * GET /search/new for the full results page: one page of 10; the previous page stays on screen while the next loads.
 */
export const searchPageQuery = (locale: Locale, term: string, skip: number, take = searchPageSize) =>
  queryOptions({
    queryKey: searchKeys.page(locale, term, skip, take),
    queryFn: ({ signal }) => fetchSearch(term, skip, take, signal),
    placeholderData: keepPreviousData,
  });

export const useSearchPage = (locale: Locale, term: string, page: number, enabled: boolean) =>
  useQuery({ ...searchPageQuery(locale, term, (page - 1) * searchPageSize), enabled });

/** POST /search/register_query {query}: the id later clicks refer to. */
export const registerQuery = (query: string) =>
  apiFetch('/search/register_query', {
    method: 'POST',
    json: RegisterQueryBodySchema.parse({ query }),
    schema: RegisterQueryResponseSchema,
  });

export type RegisterClickBody = z.infer<typeof RegisterClickBodySchema>;

/**
 * POST /search/register_click {query_id, result_pos, variant_id,
 * add_to_cart}; keepalive: the click usually leaves the page.
 */
export const registerClick = (body: RegisterClickBody) =>
  apiFetch('/search/register_click', { method: 'POST', json: RegisterClickBodySchema.parse(body), keepalive: true });

export const useRegisterQuery = () => useMutation({ mutationFn: registerQuery });

export const useRegisterClick = () =>
  useMutation({
    mutationFn: registerClick,
    // A lost ranking signal must not bother the buyer.
    onError: (error) => console.warn('[search] click not registered', error),
  });
