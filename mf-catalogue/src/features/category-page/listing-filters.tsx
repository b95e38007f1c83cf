import type { Filters } from '@shop/contracts';
import { useT } from '@shop/state';
import { Button, ErrorMessage } from '@shop/ui';
import { useState } from 'react';
import { FiltersPanel } from './filters-panel';
import type { ListingHandlers } from './use-listing-analytics';
import type { ListingFacets } from './use-listing-queries';

interface ListingFiltersProps {
  facets: ListingFacets;
  filters: Filters;
  on: Pick<ListingHandlers, 'choose' | 'clear' | 'filtersToggled'>;
}

/** The filter panel beside the list; on phones and tablets it opens and closes under its toggle. */
export function ListingFilters({ facets, filters, on }: ListingFiltersProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const toggle = () => {
    on.filtersToggled(!open);
    setOpen(!open);
  };
  return (
    <aside
      className={['listing-filters', open ? 'listing-filters--open' : ''].filter(Boolean).join(' ')}
      aria-label={t('catalogue.listing_filters')}
    >
      <Button
        variant="secondary"
        block
        className="listing-filters__toggle"
        aria-expanded={open}
        onClick={toggle}
        data-testid="filters-toggle"
      >
        {t('catalogue.listing_filters_toggle', { count: Object.keys(filters).length })}
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
            filters={filters}
            loading={facets.isPending}
            onChoose={on.choose}
            onClear={on.clear}
          />
        )}
      </div>
    </aside>
  );
}
