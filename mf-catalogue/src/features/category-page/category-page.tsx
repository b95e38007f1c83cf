import type { FilterValue, Variant } from '@shop/contracts';
import { isApiError, track, useBreadcrumbs, useLocale, useT } from '@shop/state';
import { Button, ErrorMessage, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { rootCategoriesQuery } from '../../api/categories';
import { categoryVariantsQuery, facetsQuery } from '../../api/listing';
import { CategoryIcon } from '../home-categories/category-icon';
import { CategoryTile } from '../home-categories/category-tile';
import { FilterChips, FiltersPanel } from './filters-panel';
import { Pager } from './pager';
import { useListingState } from './use-listing-state';
import { pageSize, sortOptions, views, type ListingView, type SortOption } from './url-state';
import { VariantList, VariantListSkeleton } from './variant-list';
import '../home-categories/home-categories.css';
import './category-page.css';

const sortKeys: Record<SortOption, `catalogue.sort_${SortOption}`> = {
  default: 'catalogue.sort_default',
  title_asc: 'catalogue.sort_title_asc',
  title_desc: 'catalogue.sort_title_desc',
  id_asc: 'catalogue.sort_id_asc',
  id_desc: 'catalogue.sort_id_desc',
  sale_price_asc: 'catalogue.sort_sale_price_asc',
  sale_price_desc: 'catalogue.sort_sale_price_desc',
};
const viewKeys: Record<ListingView, 'catalogue.view_group' | 'catalogue.view_table'> = { group: 'catalogue.view_group', table: 'catalogue.view_table' };

/** The variants of one category with filters, sort, view and paging, all kept in the address. */
function CategoryListing({ slug }: { slug: string }) {
  const t = useT();
  const locale = useLocale();
  const [state, update] = useListingState();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { page, sort, view, f } = state;

  const roots = useQuery(rootCategoriesQuery(locale));
  const list = useQuery(categoryVariantsQuery(locale, slug, f, sort, (page - 1) * pageSize, pageSize));
  const facets = useQuery(facetsQuery(locale, slug, f));

  const category = roots.data?.find((c) => c.slug === slug);
  // A subcategory is not among the roots; its variants still name it.
  const listedAs = list.data?.variants.flatMap((v) => v.product_categories).find((c) => c.slug === slug);
  const title = category?.title ?? listedAs?.title ?? '';
  const count = list.data?.count;
  const pages = count === undefined ? 0 : Math.max(1, Math.ceil(count / pageSize));

  useBreadcrumbs(
    title
      ? [
          { label: t('catalogue.listing_shop_title'), href: '/shop' },
          { label: title, href: `/categories/${slug}` },
        ]
      : [{ label: t('catalogue.listing_shop_title'), href: '/shop' }],
  );

  // One event per list the buyer actually sees: placeholder data of the previous list does not count.
  const shown = list.data && !list.isPlaceholderData ? `${slug}|${page}|${sort}|${JSON.stringify(f)}` : null;
  useEffect(() => {
    if (!shown || !list.data) return;
    void track('Variant List Viewed', { category: slug, page, sort, filters: JSON.stringify(f), count: list.data.count });
    // Keyed on the list's identity only, so a re-render of the same list sends nothing.
  }, [shown]);

  const choose = (key: string, value: FilterValue) => {
    void track('Filter Chosen', { category: slug, filter: key, value: typeof value === 'object' ? JSON.stringify(value) : value });
    update({ f: { ...f, [key]: value } });
  };
  const remove = (key: string) => {
    void track('Filter Removed', { category: slug, filter: key });
    const { [key]: _removed, ...rest } = f;
    update({ f: rest });
  };
  const clearAll = () => {
    void track('All Filters Cleared', { category: slug, count: Object.keys(f).length });
    update({ f: {} });
  };
  const changeView = (next: ListingView) => {
    if (next === view) return;
    void track('Product Listing Style Changed', { category: slug, style: next });
    update({ view: next });
  };
  const toggleFilters = () => {
    void track(filtersOpen ? 'Filter Collapsed' : 'Filter Expanded', { category: slug });
    setFiltersOpen(!filtersOpen);
  };
  const variantClicked = (variant: Variant, position: number) =>
    void track('Variant Clicked', { category: slug, variant_id: variant.id, code: variant.code, position });

  if (list.isError && isApiError(list.error) && list.error.status === 404) {
    return <ErrorMessage message={t('catalogue.category_not_found')} testId="category-not-found" />;
  }

  const chosenCount = Object.keys(f).length;
  return (
    <div className="ui-container category-page" data-testid="category-page" data-remote="catalogue">
      <header className="category-page__head">
        {title ? <CategoryIcon title={title} url={category?.iconPicture?.url ?? null} /> : <Skeleton width={40} height={40} />}
        <div className="category-page__heading">
          {title ? <h1 className="category-page__title" data-testid="category-title">{title}</h1> : <Skeleton width="16rem" height="2rem" />}
          <span className="category-page__count" data-testid="variant-count">
            {count === undefined ? '\u00a0' : t('catalogue.listing_count', { count })}
          </span>
        </div>
      </header>

      <div className="category-page__layout">
        <aside className={['listing-filters', filtersOpen ? 'listing-filters--open' : ''].filter(Boolean).join(' ')} aria-label={t('catalogue.listing_filters')}>
          <Button variant="secondary" block className="listing-filters__toggle" aria-expanded={filtersOpen} onClick={toggleFilters} data-testid="filters-toggle">
            {t('catalogue.listing_filters_toggle', { count: chosenCount })}
          </Button>
          <h2 className="listing-filters__title">{t('catalogue.listing_filters')}</h2>
          <div className="listing-filters__body">
            {facets.isError ? (
              <ErrorMessage message={t('catalogue.facets_error')} retryLabel={t('remote.retry')} onRetry={() => void facets.refetch()} />
            ) : (
              <FiltersPanel facets={facets.data?.facets} filters={f} loading={facets.isPending} onChoose={choose} onRemove={remove} />
            )}
          </div>
        </aside>

        <section className="category-page__main">
          <div className="listing-toolbar">
            <label className="listing-toolbar__sort">
              <span className="listing-toolbar__label">{t('catalogue.listing_sort')}</span>
              <select className="ui-field__input" value={sort} onChange={(e) => update({ sort: e.target.value as SortOption })} data-testid="sort-select">
                {sortOptions.map((option) => (
                  <option key={option} value={option}>
                    {t(sortKeys[option])}
                  </option>
                ))}
              </select>
            </label>
            <div className="listing-toolbar__views" role="group" aria-label={t('catalogue.listing_view')}>
              {views.map((option) => (
                <Button key={option} variant={option === view ? 'primary' : 'secondary'} aria-pressed={option === view} onClick={() => changeView(option)} data-testid={`view-${option}`}>
                  {t(viewKeys[option])}
                </Button>
              ))}
            </div>
          </div>

          <FilterChips facets={facets.data?.facets} filters={f} onRemove={remove} onClear={clearAll} />

          <div
            className={['category-page__list', list.isPlaceholderData ? 'category-page__list--stale' : ''].filter(Boolean).join(' ')}
            aria-busy={list.isFetching}
            data-testid="variant-list"
            // What the shown rows answer: a reader (or a test) can tell the new list from the one still on screen.
            data-sort={shown ? sort : undefined}
            data-filters={shown ? JSON.stringify(f) : undefined}
          >
            {list.isPending ? (
              <VariantListSkeleton view={view} />
            ) : list.isError ? (
              <ErrorMessage message={t('catalogue.listing_error')} retryLabel={t('remote.retry')} onRetry={() => void list.refetch()} />
            ) : list.data.variants.length === 0 ? (
              <p className="category-page__empty" data-testid="listing-empty">
                {t('catalogue.listing_empty')}
              </p>
            ) : (
              <VariantList variants={list.data.variants} view={view} onVariantClick={variantClicked} firstPosition={(page - 1) * pageSize + 1} />
            )}
          </div>

          <Pager page={page} pages={pages} onPage={(next) => update({ page: next })} />
        </section>
      </div>
    </div>
  );
}

/**
 * /shop: the catalogue service has no call that lists every variant (only per category, per
 * product and by search term), so the shop page offers the root categories to start from.
 */
function ShopOverview() {
  const t = useT();
  const locale = useLocale();
  const roots = useQuery(rootCategoriesQuery(locale));
  useBreadcrumbs([{ label: t('catalogue.listing_shop_title'), href: '/shop' }]);
  return (
    <div className="ui-container category-page" data-testid="shop-page" data-remote="catalogue">
      <header className="category-page__head">
        <div className="category-page__heading">
          <h1 className="category-page__title">{t('catalogue.listing_shop_title')}</h1>
          <span className="category-page__count">{t('catalogue.listing_shop_intro')}</span>
        </div>
      </header>
      {roots.isPending ? (
        <ul className="home-categories" aria-busy="true">
          {Array.from({ length: 12 }, (_, index) => (
            <li key={index} className="home-categories__item">
              <Skeleton className="category-tile__skeleton" height="var(--category-tile-height)" />
            </li>
          ))}
        </ul>
      ) : roots.isError ? (
        <ErrorMessage message={t('home.categories_error')} retryLabel={t('remote.retry')} onRetry={() => void roots.refetch()} />
      ) : (
        <ul className="home-categories" data-testid="root-categories">
          {roots.data.map((c) => (
            <CategoryTile key={c.categoryid} category={c} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Exposed as mf_catalogue/CategoryPage: /categories/:slug lists a category, /shop starts from the roots. */
export function CategoryPage() {
  const { slug } = useParams();
  // Keyed by slug: another category starts with its own closed filter panel and fresh range fields.
  return slug ? <CategoryListing key={slug} slug={slug} /> : <ShopOverview />;
}

export default CategoryPage;
