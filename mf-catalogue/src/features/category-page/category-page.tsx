import { isApiError, useT } from '@shop/state';
import { ErrorMessage } from '@shop/ui';
import { useParams } from 'react-router-dom';
import { scopeName, type ListingScope } from '../../api/listing';
import { FilterChips } from './filters-panel';
import { ListingFilters } from './listing-filters';
import { ListingHeader } from './listing-header';
import { ListingResults } from './listing-results';
import { ListingToolbar } from './listing-toolbar';
import { Pager } from './pager';
import { SubcategoryRow } from './subcategory-row';
import { useListingAnalytics } from './use-listing-analytics';
import { useListingFrame } from './use-listing-frame';
import { useListingHead } from './use-listing-head';
import { useListedVariants, useListingFacets } from './use-listing-queries';
import { useListingState } from './use-listing-state';
import { pageSize } from './url-state';
import './category-page.css';

/**
 * A listing of variants with filters, sort, view and paging, all kept in the address: one
 * category (/categories/{slug}) or the whole catalogue (/shop), the same components for both.
 */
function Listing({ scope }: { scope: ListingScope }) {
  const t = useT();
  const [state, update] = useListingState();
  const list = useListedVariants(scope, state);
  const facets = useListingFacets(scope, state.f);
  const frame = useListingFrame(scope, list.data?.variants);
  const count = list.data?.count;
  const shown = list.data !== undefined && !list.isPlaceholderData;
  useListingHead(scope, frame, Object.keys(state.f).length === 0 ? count : undefined);
  const on = useListingAnalytics(scope, [state, update], shown ? count : undefined);

  if (scope.kind === 'category' && list.isError && isApiError(list.error) && list.error.status === 404) {
    return <ErrorMessage message={t('catalogue.category_not_found')} testId="category-not-found" />;
  }
  const pages = count === undefined ? 0 : Math.max(1, Math.ceil(count / pageSize));
  return (
    <div
      className="ui-container category-page"
      data-testid={scope.kind === 'all' ? 'shop-page' : 'category-page'}
      data-remote="catalogue"
    >
      <ListingHeader frame={frame} count={count} />
      <SubcategoryRow
        categories={frame.subcategories}
        pending={frame.subcategoriesPending}
        label={frame.subcategoriesLabel}
      />
      <div className="category-page__layout">
        <ListingFilters facets={facets} filters={state.f} on={on} />
        <section className="category-page__main" aria-label={frame.title || undefined}>
          <ListingToolbar
            sort={state.sort}
            view={state.view}
            onSort={(sort) => update({ sort })}
            onView={on.changeView}
          />
          <FilterChips facets={facets.data?.facets} filters={state.f} onRemove={on.remove} onClear={on.clearAll} />
          <ListingResults list={list} state={state} shown={shown} onVariantClick={on.variantClicked} />
          <Pager page={state.page} pages={pages} onPage={(page) => update({ page })} />
        </section>
      </div>
    </div>
  );
}

/** `CategoryPage` of mf_catalogue/app: /categories/:slug lists a category, /shop the whole catalogue. */
export function CategoryPage() {
  const { slug } = useParams();
  // Keyed by scope: another category starts with its own closed filter panel and fresh range fields.
  const scope: ListingScope = slug ? { kind: 'category', slug } : { kind: 'all' };
  return <Listing key={scopeName(scope)} scope={scope} />;
}

export default CategoryPage;
