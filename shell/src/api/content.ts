import {
  BlogListResponseSchema,
  BlogPostSchema,
  FaqResponseSchema,
  RootCategoriesResponseSchema,
  sharedQueryKeys,
  StaticContentResponseSchema,
  type Locale,
} from '@shop/contracts';
import { apiFetch } from '@shop/state';
import { queryOptions } from '@tanstack/react-query';

/** Blog list page size: ten posts per page (SPEC 9 default listing size). */
export const blogPageSize = 10;

/** Query keys of the shell's content calls; the locale is part of each (texts are translated). */
export const contentKeys = {
  static: (locale: Locale) => ['content', 'static', locale] as const,
  faq: (locale: Locale) => ['content', 'faq', locale] as const,
  blogs: (locale: Locale, page: number) => ['content', 'blogs', locale, page] as const,
  blog: (locale: Locale, slug: string) => ['content', 'blog', locale, slug] as const,
  rootCategories: sharedQueryKeys.rootCategories,
};

const range = (skip: number, take: number) => encodeURIComponent(JSON.stringify([skip, take]));

export const staticContentQuery = (locale: Locale) =>
  queryOptions({
    queryKey: contentKeys.static(locale),
    queryFn: ({ signal }) => apiFetch('/static', { schema: StaticContentResponseSchema, signal }),
  });

export const faqQuery = (locale: Locale) =>
  queryOptions({
    queryKey: contentKeys.faq(locale),
    queryFn: ({ signal }) => apiFetch('/faq', { schema: FaqResponseSchema, signal }),
  });

export const blogListQuery = (locale: Locale, page: number) =>
  queryOptions({
    queryKey: contentKeys.blogs(locale, page),
    queryFn: ({ signal }) =>
      apiFetch(`/blogs/all?range=${range((page - 1) * blogPageSize, blogPageSize)}`, {
        schema: BlogListResponseSchema,
        signal,
      }),
  });

export const blogPostQuery = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: contentKeys.blog(locale, slug),
    queryFn: ({ signal }) => apiFetch(`/blogs/${encodeURIComponent(slug)}`, { schema: BlogPostSchema, signal }),
  });

export const rootCategoriesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: contentKeys.rootCategories(locale),
    queryFn: ({ signal }) => apiFetch('/category/rootCategories', { schema: RootCategoriesResponseSchema, signal }),
  });
