import { Skeleton } from '@shop/ui';

const placeholderCount = 12;

/** Same grid and tile height as the real tiles, so nothing moves when they arrive. */
export function HomeCategoriesSkeleton() {
  return (
    <ul className="home-categories" aria-busy="true" data-testid="root-categories-loading">
      {Array.from({ length: placeholderCount }, (_, index) => (
        <li key={index} className="home-categories__item">
          <Skeleton className="category-tile__skeleton" height="var(--category-tile-height)" />
        </li>
      ))}
    </ul>
  );
}
