import type { Category } from '@shop/contracts';
import { useCountT, useT } from '@shop/state';
import { Link } from 'react-router-dom';
import { CategoryIcon } from '../home-categories/category-icon';

/** The categories matching the term, as links to /categories/{slug}. */
export function SearchCategories({
  categories,
  onClick,
}: {
  categories: Category[];
  onClick: (category: Category, position: number) => void;
}) {
  const t = useT();
  const tc = useCountT();
  const headingId = 'search-page-categories';
  return (
    <section className="search-page__categories" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-page__subtitle">
        {t('search.page_categories')}
      </h2>
      <ul className="search-category-list" data-testid="search-page-categories">
        {categories.map((category, index) => (
          <li key={category.categoryid}>
            <Link
              className="search-category"
              to={`/categories/${category.slug}`}
              onClick={() => onClick(category, index + 1)}
              data-testid="search-page-category"
            >
              <CategoryIcon title={category.title} url={category.iconPicture?.url ?? null} />
              <span className="search-category__text">
                <span className="search-category__title">{category.title}</span>
                {category.variantCount > 0 ? (
                  <span className="search-category__count">{tc('home.variant_count', category.variantCount)}</span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
