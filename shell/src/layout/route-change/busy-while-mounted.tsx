import { useUiStore } from '@shop/state';
import { useEffect, type ReactNode } from 'react';

/**
 * Holds the busy flag while it is on screen. Placed as a Suspense fallback it marks a page or
 * widget loading: set when loading starts, cleared when the content arrives or an error boundary
 * replaces it (SPEC 4: "route change sets loading, then resets on complete or error").
 */
export function BusyWhileMounted({ children }: { children: ReactNode }) {
  const setBusy = useUiStore((state) => state.setBusy);
  useEffect(() => {
    setBusy(true);
    return () => setBusy(false);
  }, [setBusy]);
  return <>{children}</>;
}
