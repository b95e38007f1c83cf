import type { Category, Variant } from '@shop/contracts';
import { track, useBreadcrumbs, useCountT, useDocumentHead, useLocale, useT } from '@shop/state';
import { ErrorMessage } from '@shop/ui';
import { useEffect, useEffectEvent, useRef } from 'react';
import { searchPageSize, useSearchPage } from '../../api/search';
import { Pager } from '../category-page/pager';
import { VariantList, VariantListSkeleton } from '../category-page/variant-list';
import { isSearchable, searchMinChars, searchPageHref } from '../search-bar/search-rules';
import { useSearchClicks } from '../search-bar/use-search-clicks';
import { SearchCategories } from './search-categories';
import { SearchEmpty } from './search-empty';
import { useSearchPageState } from './use-search-page-state';
import '../home-categories/home-categories.css';
import '../category-page/category-page.css';
import './search-page.css';

/**
 * /new_search?search=...: every result of a term, 10 a page, with the matching categories (SearchPage of
 * mf_catalogue/app).
 */
export function SearchPage() {
  const t = useT();
  const tc = useCountT();
  const locale = useLocale();
  const { term, page, setPage } = useSearchPageState();
  const searchable = isSearchable(term);
  const results = useSearchPage(locale, term, page, searchable);
  // The id of the answer on screen: a click while the next page loads belongs to the one shown.
  const clicks = useSearchClicks(term, results.data?.query_id ?? null, 'search_page');
  const top = useRef<HTMLDivElement>(null);

  useDocumentHead(
    searchable ? `${t('search.page_title', { query: term })} | ${t('shop.name')}` : t('head.search.title'),
    searchable ? t('search.page_description', { query: term }) : t('head.search.description'),
  );
  useBreadcrumbs([
    {
      label: searchable ? t('search.breadcrumb', { query: term }) : t('search.breadcrumb_plain'),
      href: searchable ? searchPageHref(term) : '/new_search',
    },
  ]);

  // Once per term, when its results have arrived (not the previous term's kept on screen).
  const arrived = searchable && results.data && !results.isPlaceholderData ? term : '';
  const onArrived = useEffectEvent((searched: string) => {
    if (results.data)
      void track('Catalogue Searched', { query: searched, count: results.data.count, source: 'search_page' });
  });
  useEffect(() => {
    if (arrived) onArrived(arrived);
  }, [arrived]);

  const data = results.data;
  const count = data?.count;
  const pages = count === undefined ? 0 : Math.max(1, Math.ceil(count / searchPageSize));
  const empty =
    !!data &&
    !results.isPlaceholderData &&
    data.count === 0 &&
    data.variants.length === 0 &&
    data.categories.length === 0;

  const goToPage = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView?.({ block: 'start' });
  };
  const variantClicked = (variant: Variant, position: number) => clicks.variant(variant, position);
  const categoryClicked = (category: Category, position: number) => clicks.category(category, position);

  return (
    <div ref={top} className="ui-container category-page search-page" data-testid="search-page" data-remote="catalogue">
      <header className="search-page__head">
        <div className="category-page__heading">
          <h1 className="category-page__title" data-testid="search-title">
            {searchable ? t('search.page_heading', { query: term }) : t('search.breadcrumb_plain')}
          </h1>
          {searchable ? (
            <span className="category-page__count" data-testid="search-count">
              {count === undefined ? '\u00a0' : t('search.page_count', { count })}
            </span>
          ) : null}
        </div>
      </header>

      {!searchable ? (
        <p className="search-page__prompt" data-testid="search-prompt">
          {tc('search.page_prompt', searchMinChars)}
        </p>
      ) : results.isError ? (
        <ErrorMessage
          message={t('search.error')}
          retryLabel={t('remote.retry')}
          onRetry={() => void results.refetch()}
        />
      ) : empty ? (
        <SearchEmpty term={term} />
      ) : (
        <>
          {data && data.categories.length > 0 ? (
            <SearchCategories categories={data.categories} onClick={categoryClicked} />
          ) : null}
          <section className="search-page__results" aria-labelledby="search-page-products">
            <h2 id="search-page-products" className="search-page__subtitle">
              {t('search.products')}
            </h2>
            <div
              className={['category-page__list', results.isPlaceholderData ? 'category-page__list--stale' : '']
                .filter(Boolean)
                .join(' ')}
              aria-busy={results.isFetching}
              data-testid="search-results"
              data-term={data && !results.isPlaceholderData ? term : undefined}
            >
              {!data ? (
                <VariantListSkeleton view="group" />
              ) : data.variants.length === 0 ? (
                <p className="category-page__empty">{t('search.no_products')}</p>
              ) : (
                <VariantList
                  variants={data.variants}
                  view="group"
                  onVariantClick={variantClicked}
                  firstPosition={(page - 1) * searchPageSize + 1}
                />
              )}
            </div>
            <Pager page={page} pages={pages} onPage={goToPage} />
          </section>
        </>
      )}
    </div>
  );
}

export default SearchPage;
