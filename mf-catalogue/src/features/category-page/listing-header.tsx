import { useCountT } from '@shop/state';
import { Skeleton } from '@shop/ui';
import { CategoryIcon } from '../home-categories/category-icon';
import type { ListingFrame } from './use-listing-frame';

/** The listing's heading: the category's icon and title (skeletons until known) and how many variants it lists. */
export function ListingHeader({ frame, count }: { frame: ListingFrame; count: number | undefined }) {
  const tc = useCountT();
  return (
    <header className="category-page__head">
      {frame.showIcon ? (
        frame.ready ? (
          <CategoryIcon title={frame.title} url={frame.iconUrl} />
        ) : (
          <Skeleton width={40} height={40} />
        )
      ) : null}
      <div className="category-page__heading">
        {frame.ready ? (
          <h1 className="category-page__title" data-testid="category-title">
            {frame.title}
          </h1>
        ) : (
          <Skeleton width="16rem" height="2rem" />
        )}
        <span className="category-page__count" data-testid="variant-count">
          {count === undefined ? '\u00a0' : tc('catalogue.listing_count', count)}
        </span>
      </div>
    </header>
  );
}
