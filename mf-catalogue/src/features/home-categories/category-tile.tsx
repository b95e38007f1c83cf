import type { Category } from '@shop/contracts';
import { useT } from '@shop/state';
import { Link } from 'react-router-dom';
import { CategoryIcon } from './category-icon';

export function CategoryTile({ category }: { category: Category }) {
  const t = useT();
  return (
    <li className="home-categories__item">
      <Link to={`/categories/${category.slug}`} className="category-tile" data-testid="root-category">
        <CategoryIcon title={category.title} url={category.iconPicture?.url ?? null} />
        <span className="category-tile__text">
          <span className="category-tile__title">{category.title}</span>
          {category.variantCount > 0 && (
            <span className="category-tile__count">{t('home.variant_count', { count: category.variantCount })}</span>
          )}
        </span>
      </Link>
    </li>
  );
}
