import { apiCalls, sharedQueryKeys, type Locale } from '@shop/contracts';
import { callApi, embeddedCallData } from '@shop/state';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of the category calls; the locale is part of them (titles are translated). */
export const categoryKeys = {
  all: ['categories'] as const,
  root: sharedQueryKeys.rootCategories,
  detail: (locale: Locale, slug: string) => [...categoryKeys.all, 'detail', locale, slug] as const,
};

/** GET /category/rootCategories, validated against the contract. */
export const rootCategoriesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: categoryKeys.root(locale),
    queryFn: ({ signal }) => callApi(apiCalls.catalogue.rootCategories, { signal }),
    ...embeddedCallData(apiCalls.catalogue.rootCategories),
  });

/** GET /category/by-slug/{slug}: the category with its ancestors (breadcrumbs) and subcategories (with counts). */
export const categoryDetailQuery = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: categoryKeys.detail(locale, slug),
    queryFn: ({ signal }) => callApi(apiCalls.catalogue.categoryBySlug, { params: { slug }, signal }),
    ...embeddedCallData(apiCalls.catalogue.categoryBySlug, { params: { slug } }),
  });
