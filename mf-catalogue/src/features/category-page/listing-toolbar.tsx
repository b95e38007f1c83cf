import { useT } from '@shop/state';
import { Button } from '@shop/ui';
import { sortOptions, views, type ListingView, type SortOption } from './url-state';

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

interface ListingToolbarProps {
  sort: SortOption;
  view: ListingView;
  onSort: (sort: SortOption) => void;
  onView: (view: ListingView) => void;
}

/** Sort order and view (grouped cards or a table) above the list. */
export function ListingToolbar({ sort, view, onSort, onView }: ListingToolbarProps) {
  const t = useT();
  return (
    <div className="listing-toolbar">
      <label className="listing-toolbar__sort">
        <span className="listing-toolbar__label">{t('catalogue.listing_sort')}</span>
        <select
          className="ui-field__input"
          value={sort}
          onChange={(e) => onSort(e.target.value as SortOption)}
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
            onClick={() => onView(option)}
            data-testid={`view-${option}`}
          >
            {t(viewKeys[option])}
          </Button>
        ))}
      </div>
    </div>
  );
}
