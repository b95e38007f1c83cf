import type { FilterValue, Variant } from '@shop/contracts';
import { track } from '@shop/state';
import { useEffect, useEffectEvent } from 'react';
import { scopeName, type ListingScope } from '../../api/listing';
import type { ListingState, ListingView } from './url-state';

/** The buyer's choices on a listing; each is reported to analytics, and those that change the list change it. */
export interface ListingHandlers {
  choose: (key: string, value: FilterValue) => void;
  /** A filter's chip was removed. */
  remove: (key: string) => void;
  /** A filter was unticked or emptied in the panel. */
  clear: (key: string) => void;
  clearAll: () => void;
  changeView: (view: ListingView) => void;
  /** The filter panel was opened or closed (phones and tablets); it keeps its own open state. */
  filtersToggled: (open: boolean) => void;
  variantClicked: (variant: Variant, position: number) => void;
}

/**
 * The listing's analytics: one Variant List Viewed per list the buyer sees, and the handlers of
 * their choices. `shownCount` is the count of the list on screen, undefined while the rows shown
 * are still the previous list's (placeholder data does not count as seen).
 */
export function useListingAnalytics(
  scope: ListingScope,
  [state, update]: [ListingState, (patch: Partial<ListingState>) => void],
  shownCount: number | undefined,
): ListingHandlers {
  const category = scopeName(scope);
  const { page, sort, view, f } = state;

  const listViewed = useEffectEvent(() => {
    if (shownCount === undefined) return;
    void track('Variant List Viewed', { category, page, sort, filters: JSON.stringify(f), count: shownCount });
  });
  // Keyed on the list's identity only, so a re-render of the same list (or a refetch) sends nothing.
  const shownList = shownCount === undefined ? null : `${category}|${page}|${sort}|${JSON.stringify(f)}`;
  useEffect(() => {
    if (shownList) listViewed();
  }, [shownList]);

  const without = (key: string) => {
    const { [key]: _dropped, ...rest } = f;
    update({ f: rest });
  };
  return {
    choose: (key, value) => {
      void track('Filter Chosen', {
        category,
        filter: key,
        value: typeof value === 'object' ? JSON.stringify(value) : value,
      });
      update({ f: { ...f, [key]: value } });
    },
    remove: (key) => {
      void track('Filter Removed', { category, filter: key });
      without(key);
    },
    clear: (key) => {
      void track('Filter Cleared', { category, filter: key });
      without(key);
    },
    clearAll: () => {
      void track('All Filters Cleared', { category, count: Object.keys(f).length });
      update({ f: {} });
    },
    changeView: (next) => {
      if (next === view) return;
      void track('Product Listing Style Changed', { category, style: next });
      update({ view: next });
    },
    filtersToggled: (open) => void track(open ? 'Filter Expanded' : 'Filter Collapsed', { category }),
    variantClicked: (variant, position) =>
      void track('Variant Clicked', { category, variant_id: variant.id, code: variant.code, position }),
  };
}
