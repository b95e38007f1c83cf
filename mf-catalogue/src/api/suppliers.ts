import { apiCalls, type Locale } from '@shop/contracts';
import { callApi } from '@shop/state';
import { queryOptions } from '@tanstack/react-query';

/** GET /suppliers/by-slug/{slug}: the supplier a supplier's own page is about, in the reader's language. */
export const supplierProfileQuery = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ['suppliers', 'by-slug', slug, locale] as const,
    queryFn: ({ signal }) => callApi(apiCalls.suppliers.bySlug, { params: { slug }, signal }),
  });
