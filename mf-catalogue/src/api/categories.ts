import { RootCategoriesResponseSchema, type Locale } from '@shop/contracts';
import { apiFetch } from '@shop/state';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of the category calls; the locale is part of them (titles are translated). */
export const categoryKeys = {
  all: ['categories'] as const,
  root: (locale: Locale) => [...categoryKeys.all, 'root', locale] as const,
};

/** GET /category/rootCategories, validated against the contract. */
export const rootCategoriesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: categoryKeys.root(locale),
    queryFn: ({ signal }) => apiFetch('/category/rootCategories', { schema: RootCategoriesResponseSchema, signal }),
  });
