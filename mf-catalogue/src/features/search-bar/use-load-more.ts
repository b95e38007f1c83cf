import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onVisible` when the load-more marker scrolls into view inside `root` (IntersectionObserver).
 * A new observer per page: it reports at once if the marker is still in view after a page arrived,
 * so a tall screen fills itself.
 */
export function useLoadMore(
  marker: RefObject<Element | null>,
  root: RefObject<Element | null>,
  enabled: boolean,
  onVisible: () => void,
  pages: number,
): void {
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const node = marker.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { root: root.current, rootMargin: '0px 0px 48px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, pages, marker, root]);
}
