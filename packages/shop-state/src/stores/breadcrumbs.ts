import { useEffect } from 'react';
import { useUiStore, type Breadcrumb } from './ui-store';

/**
 * A page (shell or remote) declares its trail below the front page; the shell's breadcrumbs bar
 * shows it. The trail is cleared when the page goes, so a stale trail never shows on the next one.
 */
export function useBreadcrumbs(trail: Breadcrumb[]): void {
  const setBreadcrumbs = useUiStore((state) => state.setBreadcrumbs);
  const key = JSON.stringify(trail);
  useEffect(() => {
    setBreadcrumbs(JSON.parse(key) as Breadcrumb[]);
    return () => setBreadcrumbs([]);
  }, [key, setBreadcrumbs]);
}
