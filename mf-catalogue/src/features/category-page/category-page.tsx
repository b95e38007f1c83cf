import type { Category, CategoryRef, FilterValue, Variant } from '@shop/contracts';
import { isApiError, track, type Breadcrumb, useBreadcrumbs, useDocumentHead, useLocale, useT } from '@shop/state';
import { Button, ErrorMessage, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { categoryDetailQuery, rootCategoriesQuery } from '../../api/categories';
import { listingFacetsQuery, listingVariantsQuery, scopeName, type ListingScope } from '../../api/listing';
import { CategoryIcon } from '../home-categories/category-icon';
import { FilterChips, FiltersPanel } from './filters-panel';
import { Pager } from './pager';
import { SubcategoryRow } from './subcategory-row';
import { useListingState } from './use-listing-state';
import { pageSize, sortOptions, views, type ListingView, type SortOption } from './url-state';
import { VariantList, VariantListSkeleton } from './variant-list';
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
const viewKeys: Record<ListingView, 'catalogue.view_group' | 'catalogue.view_table'> = {
  group: 'catalogue.view_group',
  table: 'catalogue.view_table',
};

/** What frames a listing: its heading, icon, breadcrumb trail and the row of subcategories. */
interface ListingFrame {
  title: string;
  iconUrl: string | null;
  /** False while the title is still unknown (a skeleton stands in). */
  ready: boolean;
  showIcon: boolean;
  trail: Breadcrumb[];
  subcategories: Category[];
  subcategoriesLabel?: string;
}

/**
 * The frame of a listing. A category's comes from the category call (title, ancestors,
 * subcategories); until it answers, or if it fails, the root categories of the menu (usually
 * cached already) or the listed variants name the category, so the heading does not wait for it.
 * /shop's frame is the whole catalogue with the root categories as its subcategory row.
 */
function useListingFrame(scope: ListingScope, listed: Variant[] | undefined): ListingFrame {
  const t = useT();
  const locale = useLocale();
  const slug = scope.kind === 'category' ? scope.slug : '';
  const detail = useQuery({ ...categoryDetailQuery(locale, slug), enabled: scope.kind === 'category' });
  const roots = useQuery(rootCategoriesQuery(locale));
  const shop = { label: t('catalogue.listing_shop_title'), href: '/shop' };

  if (scope.kind === 'all') {
    return {
      title: t('catalogue.listing_all_title'),
      iconUrl: null,
      ready: true,
      showIcon: false,
      trail: [shop],
      subcategories: roots.data ?? [],
      subcategoriesLabel: t('home.categories'),
    };
  }
  const root = roots.data?.find((c) => c.slug === slug);
  const listedChain = listed?.find((v) => v.product_categories.some((c) => c.slug === slug))?.product_categories;
  const listedAt = listedChain?.findIndex((c) => c.slug === slug) ?? -1;
  const title = detail.data?.title ?? root?.title ?? listedChain?.[listedAt]?.title ?? '';
  // The variants name the category's ancestors too (root first), so the trail is whole even without the category call.
  const ancestors: CategoryRef[] =
    detail.data?.ancestors ?? (listedChain && listedAt > 0 ? listedChain.slice(0, listedAt) : []);
  return {
    title,
    iconUrl: detail.data?.iconPicture?.url ?? root?.iconPicture?.url ?? null,
    ready: title !== '',
    showIcon: true,
    trail: title
      ? [
          shop,
          ...ancestors.map((a) => ({ label: a.title, href: `/categories/${a.slug}` })),
          { label: title, href: `/categories/${slug}` },
        ]
      : [shop],
    subcategories: detail.data?.children ?? [],
  };
}

/**
 * A listing of variants with filters, sort, view and paging, all kept in the address: one
 * category (/categories/{slug}) or the whole catalogue (/shop), the same components for both.
 */
function Listing({ scope }: { scope: ListingScope }) {
  const t = useT();
  const locale = useLocale();
  const [state, update] = useListingState();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { page, sort, view, f } = state;
  const name = scopeName(scope);

  const list = useQuery(listingVariantsQuery(locale, scope, f, sort, (page - 1) * pageSize, pageSize));
  const facets = useQuery(listingFacetsQuery(locale, scope, f));
  const frame = useListingFrame(scope, list.data?.variants);
  const count = list.data?.count;
  const pages = count === undefined ? 0 : Math.max(1, Math.ceil(count / pageSize));
  const unfiltered = Object.keys(f).length === 0 ? count : undefined;
  useDocumentHead(
    scope.kind === 'all'
      ? t('head.shop.title')
      : frame.ready
        ? t('head.category.title', { title: frame.title })
        : undefined,
    scope.kind === 'all'
      ? t('head.shop.description')
      : frame.ready && unfiltered !== undefined
        ? t('head.category.description', { title: frame.title, count: unfiltered })
        : undefined,
  );

  useBreadcrumbs(frame.trail);

  // One event per list the buyer actually sees: placeholder data of the previous list does not count.
  const shown = list.data && !list.isPlaceholderData ? `${name}|${page}|${sort}|${JSON.stringify(f)}` : null;
  useEffect(() => {
    if (!shown || !list.data) return;
    void track('Variant List Viewed', {
      category: name,
      page,
      sort,
      filters: JSON.stringify(f),
      count: list.data.count,
    });
    // Keyed on the list's identity only, so a re-render of the same list sends nothing.
  }, [shown]);

  const choose = (key: string, value: FilterValue) => {
    void track('Filter Chosen', {
      category: name,
      filter: key,
      value: typeof value === 'object' ? JSON.stringify(value) : value,
    });
    update({ f: { ...f, [key]: value } });
  };
  const without = (key: string) => {
    const { [key]: _dropped, ...rest } = f;
    update({ f: rest });
  };
  const remove = (key: string) => {
    void track('Filter Removed', { category: name, filter: key });
    without(key);
  };
  const clear = (key: string) => {
    void track('Filter Cleared', { category: name, filter: key });
    without(key);
  };
  const clearAll = () => {
    void track('All Filters Cleared', { category: name, count: Object.keys(f).length });
    update({ f: {} });
  };
  const changeView = (next: ListingView) => {
    if (next === view) return;
    void track('Product Listing Style Changed', { category: name, style: next });
    update({ view: next });
  };
  const toggleFilters = () => {
    void track(filtersOpen ? 'Filter Collapsed' : 'Filter Expanded', { category: name });
    setFiltersOpen(!filtersOpen);
  };
  const variantClicked = (variant: Variant, position: number) =>
    void track('Variant Clicked', { category: name, variant_id: variant.id, code: variant.code, position });

  if (scope.kind === 'category' && list.isError && isApiError(list.error) && list.error.status === 404) {
    return <ErrorMessage message={t('catalogue.category_not_found')} testId="category-not-found" />;
  }

  const chosenCount = Object.keys(f).length;
  return (
    <div
      className="ui-container category-page"
      data-testid={scope.kind === 'all' ? 'shop-page' : 'category-page'}
      data-remote="catalogue"
    >
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
            {count === undefined ? '\u00a0' : t('catalogue.listing_count', { count: count.toLocaleString(locale) })}
          </span>
        </div>
      </header>

      <SubcategoryRow categories={frame.subcategories} label={frame.subcategoriesLabel} />

      <div className="category-page__layout">
        <aside
          className={['listing-filters', filtersOpen ? 'listing-filters--open' : ''].filter(Boolean).join(' ')}
          aria-label={t('catalogue.listing_filters')}
        >
          <Button
            variant="secondary"
            block
            className="listing-filters__toggle"
            aria-expanded={filtersOpen}
            onClick={toggleFilters}
            data-testid="filters-toggle"
          >
            {t('catalogue.listing_filters_toggle', { count: chosenCount })}
          </Button>
          <h2 className="listing-filters__title">{t('catalogue.listing_filters')}</h2>
          <div className="listing-filters__body">
            {facets.isError ? (
              <ErrorMessage
                message={t('catalogue.facets_error')}
                retryLabel={t('remote.retry')}
                onRetry={() => void facets.refetch()}
              />
            ) : (
              <FiltersPanel
                facets={facets.data?.facets}
                filters={f}
                loading={facets.isPending}
                onChoose={choose}
                onClear={clear}
              />
            )}
          </div>
        </aside>

        <section className="category-page__main" aria-label={frame.title || undefined}>
          <div className="listing-toolbar">
            <label className="listing-toolbar__sort">
              <span className="listing-toolbar__label">{t('catalogue.listing_sort')}</span>
              <select
                className="ui-field__input"
                value={sort}
                onChange={(e) => update({ sort: e.target.value as SortOption })}
                data-testid="sort-select"
              >
                {sortOptions.map((option) => (
                  <option key={option} value={option}>
                    {t(sortKeys[option])}
                  </option>
                ))}
              </select>
            </label>
            <div className="listing-toolbar__views" role="group" aria-label={t('catalogue.listing_view')}>
              {views.map((option) => (
                <Button
                  key={option}
                  variant={option === view ? 'primary' : 'secondary'}
                  aria-pressed={option === view}
                  onClick={() => changeView(option)}
                  data-testid={`view-${option}`}
                >
                  {t(viewKeys[option])}
                </Button>
              ))}
            </div>
          </div>

          <FilterChips facets={facets.data?.facets} filters={f} onRemove={remove} onClear={clearAll} />

          <div
            className={['category-page__list', list.isPlaceholderData ? 'category-page__list--stale' : '']
              .filter(Boolean)
              .join(' ')}
            aria-busy={list.isFetching}
            data-testid="variant-list"
            // What the shown rows answer: a reader (or a test) can tell the new list from the one still on screen.
            data-sort={shown ? sort : undefined}
            data-filters={shown ? JSON.stringify(f) : undefined}
            data-page={shown ? page : undefined}
          >
            {list.isPending ? (
              <VariantListSkeleton view={view} />
            ) : list.isError ? (
              <ErrorMessage
                message={t('catalogue.listing_error')}
                retryLabel={t('remote.retry')}
                onRetry={() => void list.refetch()}
              />
            ) : list.data.variants.length === 0 ? (
              <p className="category-page__empty" data-testid="listing-empty">
                {t('catalogue.listing_empty')}
              </p>
            ) : (
              <VariantList
                variants={list.data.variants}
                view={view}
                onVariantClick={variantClicked}
                firstPosition={(page - 1) * pageSize + 1}
              />
            )}
          </div>

          <Pager page={page} pages={pages} onPage={(next) => update({ page: next })} />
        </section>
      </div>
    </div>
  );
}

/** Exposed as mf_catalogue/CategoryPage: /categories/:slug lists a category, /shop the whole catalogue. */
export function CategoryPage() {
  const { slug } = useParams();
  // Keyed by scope: another category starts with its own closed filter panel and fresh range fields.
  const scope: ListingScope = slug ? { kind: 'category', slug } : { kind: 'all' };
  return <Listing key={scopeName(scope)} scope={scope} />;
}

export default CategoryPage;
