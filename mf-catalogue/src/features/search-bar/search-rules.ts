/** SPEC 4, 5 and 9: the rules of the header search, in one place. */
export const searchMinChars = 3;
export const searchDebounceMs = 300;

export type SearchTab = 'products' | 'categories';
export const searchTabs: readonly SearchTab[] = ['products', 'categories'];

/** A term is searched once it has at least 3 characters (spaces around it do not count). */
export const isSearchable = (text: string): boolean => text.trim().length >= searchMinChars;

/** The tab a new result opens on: Categories only when there are no variants but there are categories. */
export function tabFor(result: { variants: readonly unknown[]; categories: readonly unknown[] }): SearchTab {
  return result.variants.length === 0 && result.categories.length > 0 ? 'categories' : 'products';
}

/** The full results page of a term: /new_search?search=<term>. */
export const searchPageHref = (term: string): string =>
  `/new_search?${new URLSearchParams({ search: term.trim() }).toString()}`;
