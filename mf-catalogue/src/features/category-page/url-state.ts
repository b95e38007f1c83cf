import { FiltersSchema, type Filters, type FilterValue } from '@shop/contracts';

/** The sort choices the listing offers; `id` is the service's name for sorting by code. */
export const sortOptions = [
  'default',
  'title_asc',
  'title_desc',
  'id_asc',
  'id_desc',
  'sale_price_asc',
  'sale_price_desc',
] as const;
export type SortOption = (typeof sortOptions)[number];

export const views = ['group', 'table'] as const;
export type ListingView = (typeof views)[number];

export const pageSize = 10;

export interface ListingState {
  page: number;
  sort: SortOption;
  view: ListingView;
  f: Filters;
}

export const defaultListingState: ListingState = { page: 1, sort: 'default', view: 'group', f: {} };

/**
 * Keeps only filters the address can carry: the contract's single values and ranges. Arrays
 * (several values of one key) are left out of the address, as issue 4 asks, and so is anything
 * a hand-edited link gets wrong, so a broken link still shows the unfiltered list.
 */
export function cleanFilters(input: unknown): Filters {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  const kept: Record<string, FilterValue> = {};
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (Array.isArray(value)) continue;
    const parsed = FiltersSchema.safeParse({ [key]: value });
    if (parsed.success) kept[key] = parsed.data[key]!;
  }
  return kept;
}

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Reads page, sort, view and f from the address; anything unknown falls back to its default. */
export function decodeListingState(params: URLSearchParams): ListingState {
  const pageNumber = Number(params.get('page'));
  const sort = params.get('sort');
  const view = params.get('view');
  return {
    page: Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1,
    sort: (sortOptions as readonly string[]).includes(sort ?? '') ? (sort as SortOption) : 'default',
    view: (views as readonly string[]).includes(view ?? '') ? (view as ListingView) : 'group',
    f: cleanFilters(parseJson(params.get('f'))),
  };
}

/**
 * Writes the state into the address, defaults left out (page 1, default sort, group view, no
 * filters) so the plain category address stays the canonical one. Other parameters are kept.
 */
export function encodeListingState(
  state: ListingState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string | null) => (value === null ? params.delete(key) : params.set(key, value));
  set('page', state.page > 1 ? String(state.page) : null);
  set('sort', state.sort !== 'default' ? state.sort : null);
  set('view', state.view !== 'group' ? state.view : null);
  const f = cleanFilters(state.f);
  set('f', Object.keys(f).length > 0 ? JSON.stringify(f) : null);
  return params;
}
