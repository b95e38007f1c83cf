import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The term (?search=) and the page (?page=, left out when 1) of /new_search. */
export function useSearchPageState(): { term: string; page: number; setPage: (page: number) => void } {
  const [params, setParams] = useSearchParams();
  const term = (params.get('search') ?? '').trim();
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return { term, page, setPage };
}
