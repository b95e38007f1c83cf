import type { Category, Variant } from '@shop/contracts';
import { useCountT, useT } from '@shop/state';
import { ErrorMessage, Skeleton } from '@shop/ui';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { LoadMoreMarker } from './load-more-marker';
import { CategoryOptions, VariantOptions } from './search-options';
import { searchMinChars, searchPageHref, type SearchTab } from './search-rules';
import { panelId, SearchTabs, tabId } from './search-tabs';
import type { HeaderSearch } from './use-header-search';

interface SearchDropdownProps {
  baseId: string;
  search: HeaderSearch;
  tab: SearchTab;
  activeIndex: number;
  onTab: (tab: SearchTab) => void;
  onVariant: (variant: Variant, index: number) => void;
  onCategory: (category: Category, index: number) => void;
  onShowAll: () => void;
}

/** Rows of the same height as the real ones, so the dropdown does not jump when results arrive. */
function RowsSkeleton() {
  const t = useT();
  return (
    <div className="search-dropdown__loading" aria-busy="true" data-testid="search-loading">
      <span className="ui-visually-hidden" role="status">
        {t('search.searching')}
      </span>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="search-dropdown__skeleton-row">
          <Skeleton width={48} height={48} />
          <span className="search-dropdown__skeleton-text">
            <Skeleton height={14} width="80%" />
            <Skeleton height={12} width="40%" />
          </span>
        </div>
      ))}
    </div>
  );
}

/** Hint, loading rows, no results, or the tabs with their rows and the way to all results. */
export function SearchDropdown({
  baseId,
  search,
  tab,
  activeIndex,
  onTab,
  onVariant,
  onCategory,
  onShowAll,
}: SearchDropdownProps) {
  const t = useT();
  const tc = useCountT();
  const scroll = useRef<HTMLDivElement>(null);
  const { results, term } = search;
  const data = results.data;

  let body;
  if (search.tooShort) {
    body = (
      <p className="search-dropdown__message" data-testid="search-hint">
        {tc('search.min_chars', searchMinChars)}
      </p>
    );
  } else if (results.isError) {
    body = (
      <div className="search-dropdown__message">
        <ErrorMessage
          message={t('search.error')}
          retryLabel={t('remote.retry')}
          onRetry={() => void results.refetch()}
        />
      </div>
    );
  } else if (search.waiting || !data) {
    body = <RowsSkeleton />;
  } else if (data.variants.length === 0 && data.categories.length === 0) {
    body = (
      <div className="search-dropdown__message" data-testid="search-no-results">
        <p className="search-dropdown__empty-title">{t('search.no_results', { query: term })}</p>
        <p className="search-dropdown__empty-hint">{t('search.no_results_hint')}</p>
      </div>
    );
  } else {
    const items = tab === 'products' ? data.variants : data.categories;
    body = (
      <>
        <SearchTabs
          baseId={baseId}
          tab={tab}
          counts={{ products: data.count, categories: data.categories.length }}
          onTab={onTab}
        />
        <div
          ref={scroll}
          className="search-dropdown__scroll"
          role="tabpanel"
          id={panelId(baseId)}
          aria-labelledby={tabId(baseId, tab)}
        >
          {items.length === 0 ? (
            <p className="search-dropdown__message">
              {t(tab === 'products' ? 'search.no_products' : 'search.no_categories')}
            </p>
          ) : tab === 'products' ? (
            <VariantOptions baseId={baseId} items={data.variants} activeIndex={activeIndex} onChoose={onVariant} />
          ) : (
            <CategoryOptions baseId={baseId} items={data.categories} activeIndex={activeIndex} onChoose={onCategory} />
          )}
          {tab === 'products' && results.hasNextPage ? (
            <LoadMoreMarker
              root={scroll}
              loading={results.isFetchingNextPage}
              pages={data.variants.length}
              onLoadMore={() => void results.fetchNextPage()}
            />
          ) : null}
        </div>
        <Link
          className="search-dropdown__all"
          to={searchPageHref(term)}
          onClick={onShowAll}
          data-testid="search-show-all"
        >
          {t('search.show_all', { count: data.count })}
          <span aria-hidden="true"> →</span>
        </Link>
      </>
    );
  }

  return (
    <div className="search-dropdown" data-testid="search-dropdown" data-term={data ? term : undefined}>
      {body}
    </div>
  );
}
