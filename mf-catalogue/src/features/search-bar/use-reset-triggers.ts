import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** SPEC 4: the search resets on route change. */
export function useResetOnRouteChange(reset: () => void): void {
  const { pathname, search } = useLocation();
  const resetRef = useRef(reset);
  useEffect(() => {
    resetRef.current = reset;
  });
  useEffect(() => {
    resetRef.current();
  }, [pathname, search]);
}

/** Closing by a press outside the search (pointer or touch). */
export function useOutsideClick(root: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  const callback = useRef(onOutside);
  useEffect(() => {
    callback.current = onOutside;
  });
  useEffect(() => {
    if (!active) return;
    const listener = (event: Event) => {
      const node = root.current;
      if (node && event.target instanceof Node && !node.contains(event.target)) callback.current();
    };
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [active, root]);
}
