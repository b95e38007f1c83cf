import { track, useLocale } from '@shop/state';
import { useEffect, useEffectEvent } from 'react';
import { useDropdownSearch } from '../../api/search';
import { useSearchBarStore } from './search-bar-store';
import { isSearchable, searchDebounceMs, tabFor } from './search-rules';
import { useDebouncedValue } from './use-debounced-value';

/**
 * What the header search shows for the current input: the term searched (after 300 ms without
 * typing, 3+ characters), its merged pages, the query id, and the opening tab of each new result.
 */
export function useHeaderSearch() {
  const locale = useLocale();
  const query = useSearchBarStore((state) => state.query);
  const setTab = useSearchBarStore((state) => state.setTab);
  const trimmed = query.trim();
  const debounced = useDebouncedValue(trimmed, searchDebounceMs);
  // Below 3 characters nothing is searched and nothing old is shown: the input decides at once.
  const term = isSearchable(trimmed) && isSearchable(debounced) ? debounced : '';
  const results = useDropdownSearch(locale, term, term !== '');

  // Once per searched term, when its first page has arrived: the tab rule and the analytics event.
  const arrived = term && results.data ? term : '';
  const onArrived = useEffectEvent((searched: string) => {
    if (!results.data) return;
    setTab(tabFor(results.data));
    void track('Catalogue Searched', { query: searched, count: results.data.count, source: 'search_bar' });
  });
  // Keyed on the term only: later pages of the same term change neither.
  useEffect(() => {
    if (arrived) onArrived(arrived);
  }, [arrived]);

  return {
    /** The input without surrounding spaces. */
    trimmed,
    /** The term whose results are asked for ('' while nothing is to be searched). */
    term,
    tooShort: trimmed !== '' && !isSearchable(trimmed),
    /** Waiting for the pause in typing or for the first page. */
    waiting: isSearchable(trimmed) && !results.data && !results.isError,
    results,
    /** The id this search was registered under, for the clicks on its results. */
    queryId: (term && results.data?.query_id) || null,
  };
}

export type HeaderSearch = ReturnType<typeof useHeaderSearch>;
