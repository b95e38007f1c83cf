import type { Category, Variant } from '@shop/contracts';
import { track } from '@shop/state';
import { useMemo } from 'react';
import { useRegisterClick } from '../../api/search';

export type SearchSource = 'search_bar' | 'search_page';

/**
 * A click on a search result: the analytics event through the shell's consent-aware `track`,
 * and for a variant the ranking signal (POST /search/register_click) under the id its search answer
 * carried (none when the server counted no more searches from this address).
 * Positions count from 1 across pages.
 */
export function useSearchClicks(term: string, queryId: string | null, source: SearchSource) {
  const { mutate } = useRegisterClick();
  return useMemo(
    () => ({
      variant: (variant: Variant, position: number, addToCart = false) => {
        void track('Variant Clicked', { query: term, variant_id: variant.id, code: variant.code, position, source });
        if (queryId)
          mutate({ query_id: queryId, result_pos: position, variant_id: variant.id, add_to_cart: addToCart });
      },
      category: (category: Category, position: number) => {
        void track('Category Clicked', {
          query: term,
          category: category.slug,
          title: category.title,
          position,
          source,
        });
      },
    }),
    [term, queryId, source, mutate],
  );
}
