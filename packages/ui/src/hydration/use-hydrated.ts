import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False in a server render and while React hydrates that markup, true from the commit after it and in
 * every render of the browser's own: React hands hydration the server's snapshot, then re-renders with the
 * browser's once the part is hydrated and its event handlers are attached.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
