import { apiCalls, callPath, type CallBody, type Locale, type SearchResponse } from '@shop/contracts';
import { callApi, type CallInit } from '@shop/state';
import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { queryIdOf, rememberQueryId } from './search-query-ids';

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

const search = apiCalls.search.search;

/**
 * GET /search/new/{term}?range=[skip,take]: the term with spaces as underscores (SPEC 7); with the
 * query_id of the search it continues, so the server does not register the same search again.
 */
const searchInit = (term: string, skip: number, take: number, continues?: string) =>
  ({
    params: { term: term.trim().replace(/\s+/g, '_') },
    query: { range: [skip, take], query_id: continues },
  }) satisfies CallInit<typeof search>;

/** The address of one search call, as the tests' gateway sees it. */
export const searchPath = (term: string, skip: number, take: number, continues?: string): string => {
  const { params, query } = searchInit(term, skip, take, continues);
  return callPath(search, params, query);
};

/** One search call; the answer's query id is what the clicks on its results name. */
async function fetchSearch(term: string, skip: number, take: number, signal?: AbortSignal, continues?: string) {
  const answer = await callApi(search, { ...searchInit(term, skip, take, continues), signal });
  if (answer.query_id) rememberQueryId(term, answer.query_id);
  return answer;
}

/**
 * Later pages merged into one list: a variant that moved between pages while the buyer scrolled
 * is shown once (by variant id, first place kept); categories likewise by category id. The count
 * is the latest page's, the query id the first page's (later pages continue its query).
 */
export function mergeSearchPages(pages: readonly SearchResponse[]): SearchResponse {
  const variants = new Map<number, SearchResponse['variants'][number]>();
  const categories = new Map<number, SearchResponse['categories'][number]>();
  for (const page of pages) {
    for (const variant of page.variants) if (!variants.has(variant.id)) variants.set(variant.id, variant);
    for (const category of page.categories)
      if (!categories.has(category.categoryid)) categories.set(category.categoryid, category);
  }
  return {
    variants: [...variants.values()],
    categories: [...categories.values()],
    count: pages.at(-1)?.count ?? 0,
    query_id: pages[0]?.query_id,
  };
}

/** A page of the header search, and the query its first page was registered under. */
interface DropdownPage {
  page: number;
  continues?: string;
}

/**
 * The header search: pages of 5, the next one asked for when the buyer scrolls to the end.
 * Search answers are not kept (SPEC 9: some search queries are not cached): every search asks again,
 * and its first page is a new query.
 */
export function useDropdownSearch(locale: Locale, term: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: searchKeys.dropdown(locale, term),
    queryFn: ({ pageParam, signal }) =>
      fetchSearch(term, (pageParam.page - 1) * dropdownPageSize, dropdownPageSize, signal, pageParam.continues),
    initialPageParam: { page: 1 } as DropdownPage,
    getNextPageParam: (last, pages, lastPage): DropdownPage | undefined => {
      const loaded = pages.reduce((sum, page) => sum + page.variants.length, 0);
      return last.variants.length > 0 && loaded < last.count
        ? { page: lastPage.page + 1, continues: pages[0]?.query_id }
        : undefined;
    },
    select: (data) => mergeSearchPages(data.pages),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * GET /search/new for the full results page: one page of 10; the previous page stays on screen while the next loads.
 * Each page continues the last query of the same term (the header's, or the page's first).
 */
export const searchPageQuery = (locale: Locale, term: string, skip: number, take = searchPageSize) =>
  queryOptions({
    queryKey: searchKeys.page(locale, term, skip, take),
    queryFn: ({ signal }) => fetchSearch(term, skip, take, signal, queryIdOf(term)),
    placeholderData: keepPreviousData,
  });

export const useSearchPage = (locale: Locale, term: string, page: number, enabled: boolean) =>
  useQuery({ ...searchPageQuery(locale, term, (page - 1) * searchPageSize), enabled });

export type RegisterClickBody = CallBody<typeof apiCalls.search.registerClick>;

/**
 * POST /search/register_click {query_id, result_pos, variant_id,
 * add_to_cart}; keepalive: the click usually leaves the page.
 */
export const registerClick = (body: RegisterClickBody) =>
  callApi(apiCalls.search.registerClick, { body, keepalive: true });

export const useRegisterClick = () =>
  useMutation({
    mutationFn: registerClick,
    // A lost ranking signal must not bother the buyer.
    onError: (error) => console.warn('[search] click not registered', error),
  });
