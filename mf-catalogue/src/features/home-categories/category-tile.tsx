import type { Category } from '@shop/contracts';
import { track, useCountT } from '@shop/state';
import { Link } from 'react-router-dom';
import { CategoryIcon } from './category-icon';

/** `from` says where the tile was (front page, subcategory row) when its click is reported. */
export function CategoryTile({ category, from }: { category: Category; from: string }) {
  const tc = useCountT();
  return (
    <li className="home-categories__item">
      <Link
        to={`/categories/${category.slug}`}
        className="category-tile"
        data-testid="root-category"
        onClick={() => void track('Category Clicked', { category: category.slug, from })}
      >
        <CategoryIcon title={category.title} url={category.iconPicture?.url ?? null} />
        <span className="category-tile__text">
          <span className="category-tile__title">{category.title}</span>
          {category.variantCount > 0 && (
            <span className="category-tile__count">{tc('home.variant_count', category.variantCount)}</span>
          )}
        </span>
      </Link>
    </li>
  );
}
