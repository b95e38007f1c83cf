import type { Category } from '@shop/contracts';
import { useT } from '@shop/state';
import { Skeleton } from '@shop/ui';
import { CategoryTile } from '../home-categories/category-tile';
import '../home-categories/home-categories.css';

/**
 * The subcategories of a category (or the root categories on /shop) as one row of tiles with
 * their product counts: it scrolls sideways on phones and tablets and wraps on wide screens.
 */
export function SubcategoryRow({
  categories,
  pending,
  label,
}: {
  categories: Category[];
  pending: boolean;
  label?: string;
}) {
  const t = useT();
  // Most categories have subcategories: their row's room is kept while the category is asked for.
  if (pending) return <Skeleton className="subcategory-row__skeleton" height="var(--subcategory-row-height)" />;
  if (categories.length === 0) return null;
  return (
    <nav className="subcategory-row" aria-label={label ?? t('catalogue.subcategories')}>
      <ul className="subcategory-row__list" data-testid="subcategories">
        {categories.map((category) => (
          <CategoryTile key={category.categoryid} category={category} from="subcategories" />
        ))}
      </ul>
    </nav>
  );
}
