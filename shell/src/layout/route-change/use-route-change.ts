import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';

/**
 * What the shell does on every route change (SPEC 4):
 * - back and forward navigation is turned into a replace of the same address, so the page runs
 *   its route-change work as for any other navigation and the history does not grow;
 * - a new page (another path, pushed) starts at the top; a new query on the same page (filter,
 *   sort, paging of a list) keeps the buyer where they are.
 */
export function useRouteChange(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const first = previousPath.current === null;
    const pathChanged = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    if (first) return;
    if (navigationType === 'POP') {
      navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: location.state },
      );
      return;
    }
    if (navigationType === 'PUSH' && pathChanged && !location.hash) window.scrollTo({ top: 0 });
  }, [location, navigationType, navigate]);
}
