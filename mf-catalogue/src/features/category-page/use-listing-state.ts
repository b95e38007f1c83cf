import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { decodeListingState, encodeListingState, type ListingState } from './url-state';

/**
 * The listing's state lives in the address only: every change is a new history entry, so back
 * and forward walk through earlier lists, and reload or a shared link shows the same list.
 */
export function useListingState(): [ListingState, (patch: Partial<ListingState>) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Decoded once per address, so the filters object keeps its identity for query keys and effects.
  const state = useMemo(() => decodeListingState(new URLSearchParams(key)), [key]);
  const update = useCallback(
    (patch: Partial<ListingState>) => {
      // A different filter or sort gives a different list: its first page is where to start.
      const page = 'page' in patch ? (patch.page ?? 1) : 'f' in patch || 'sort' in patch ? 1 : state.page;
      setParams((current) => encodeListingState({ ...state, ...patch, page }, current));
    },
    [setParams, state],
  );
  return [state, update];
}
