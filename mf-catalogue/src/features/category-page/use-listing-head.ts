import { useBreadcrumbs, useCountT, useDocumentHead, useT } from '@shop/state';
import type { ListingScope } from '../../api/listing';
import type { ListingFrame } from './use-listing-frame';

/**
 * What the shell shows about the listing outside the page: the document's title and description
 * and the breadcrumb trail. A category's description names its unfiltered count, so it waits for it.
 */
export function useListingHead(scope: ListingScope, frame: ListingFrame, unfilteredCount: number | undefined) {
  const t = useT();
  const tc = useCountT();
  const all = scope.kind === 'all';
  useDocumentHead(
    all ? t('head.shop.title') : frame.ready ? t('head.category.title', { title: frame.title }) : undefined,
    all
      ? t('head.shop.description')
      : frame.ready && unfilteredCount !== undefined
        ? tc('head.category.description', unfilteredCount, { title: frame.title })
        : undefined,
  );
  useBreadcrumbs(frame.trail);
}
