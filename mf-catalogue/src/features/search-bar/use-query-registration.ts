import { useEffect } from 'react';
import { create } from 'zustand';
import { useRegisterQuery } from '../../api/search';

interface Registration {
  term: string;
  queryId: string | null;
}

/**
 * The last registered query. The header search and the results page share it, so Enter in the
 * header hands its query id to the page instead of registering the same search twice.
 */
const useRegistration = create<Registration>()(() => ({ term: '', queryId: null }));

export const resetQueryRegistration = () => useRegistration.setState({ term: '', queryId: null });

/** Registers each searched term once (POST /search/register_query) and gives its query_id for the clicks. */
export function useQueryRegistration(term: string): string | null {
  const { mutate } = useRegisterQuery();
  const registered = useRegistration();
  useEffect(() => {
    if (!term || useRegistration.getState().term === term) return;
    useRegistration.setState({ term, queryId: null });
    mutate(term, {
      onSuccess: ({ query_id }) => {
        if (useRegistration.getState().term === term) useRegistration.setState({ queryId: query_id });
      },
      onError: (error) => console.warn('[search] query not registered', error),
    });
  }, [term, mutate]);
  return registered.term === term ? registered.queryId : null;
}
