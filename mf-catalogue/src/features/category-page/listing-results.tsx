import type { Variant } from '@shop/contracts';
import { useT } from '@shop/state';
import { ErrorMessage } from '@shop/ui';
import type { ListedVariants } from './use-listing-queries';
import { pageSize, type ListingState } from './url-state';
import { VariantList, VariantListSkeleton } from './variant-list';

interface ListingResultsProps {
  list: ListedVariants;
  state: ListingState;
  /** False while the rows on screen are still the previous list's. */
  shown: boolean;
  onVariantClick: (variant: Variant, position: number) => void;
}

/** The listed variants: skeletons, an error with a retry, an empty note, or the rows of the page. */
export function ListingResults({ list, state: { page, sort, view, f }, shown, onVariantClick }: ListingResultsProps) {
  const t = useT();
  return (
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
          onVariantClick={onVariantClick}
          firstPosition={(page - 1) * pageSize + 1}
        />
      )}
    </div>
  );
}
