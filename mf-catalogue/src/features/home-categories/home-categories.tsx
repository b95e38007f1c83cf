import { useLocale, useT } from '@shop/state';
import { ErrorMessage } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { rootCategoriesQuery } from '../../api/categories';
import { CategoryTile } from './category-tile';
import { HomeCategoriesSkeleton } from './home-categories-skeleton';
import './home-categories.css';

/** The root categories grid of the front page (HomeCategories of mf_catalogue/app). */
export function HomeCategories() {
  const t = useT();
  const locale = useLocale();
  const { data, isPending, isError, refetch } = useQuery(rootCategoriesQuery(locale));

  return (
    <div data-testid="root-categories" data-remote="catalogue" data-build={process.env.SHOP_BUILD_LABEL}>
      {isPending ? (
        <HomeCategoriesSkeleton />
      ) : isError ? (
        <ErrorMessage
          message={t('home.categories_error')}
          retryLabel={t('remote.retry')}
          onRetry={() => void refetch()}
        />
      ) : data.length === 0 ? (
        <p className="home-categories__empty">{t('home.no_categories')}</p>
      ) : (
        <ul className="home-categories">
          {data.map((category) => (
            <CategoryTile key={category.categoryid} category={category} from="home" />
          ))}
        </ul>
      )}
    </div>
  );
}

export default HomeCategories;
