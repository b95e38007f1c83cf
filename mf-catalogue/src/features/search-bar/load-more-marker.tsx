import { useT } from '@shop/state';
import { useRef, type RefObject } from 'react';
import { useLoadMore } from './use-load-more';

interface LoadMoreMarkerProps {
  root: RefObject<HTMLElement | null>;
  loading: boolean;
  pages: number;
  onLoadMore: () => void;
}

/**
 * The end of the loaded rows: scrolling it into view asks for the next page. It is a button as
 * well, so a keyboard (or a browser without IntersectionObserver) gets there too.
 */
export function LoadMoreMarker({ root, loading, pages, onLoadMore }: LoadMoreMarkerProps) {
  const t = useT();
  const marker = useRef<HTMLButtonElement>(null);
  useLoadMore(marker, root, !loading, onLoadMore, pages);
  return (
    <button
      ref={marker}
      type="button"
      className="search-load-more"
      onClick={onLoadMore}
      disabled={loading}
      aria-busy={loading}
      data-testid="search-load-more"
    >
      {loading ? t('search.loading_more') : t('search.load_more')}
    </button>
  );
}
