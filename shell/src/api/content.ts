import { apiCalls, sharedQueryKeys, type Locale } from '@shop/contracts';
import { callApi, embeddedCallData } from '@shop/state';
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

export const staticContentQuery = (locale: Locale) =>
  queryOptions({
    queryKey: contentKeys.static(locale),
    queryFn: ({ signal }) => callApi(apiCalls.catalogue.staticContent, { signal }),
    ...embeddedCallData(apiCalls.catalogue.staticContent),
  });

export const faqQuery = (locale: Locale) =>
  queryOptions({
    queryKey: contentKeys.faq(locale),
    queryFn: ({ signal }) => callApi(apiCalls.catalogue.faq, { signal }),
  });

export const blogListQuery = (locale: Locale, page: number) => {
  const query = { range: [(page - 1) * blogPageSize, blogPageSize] as [number, number] };
  return queryOptions({
    queryKey: contentKeys.blogs(locale, page),
    queryFn: ({ signal }) => callApi(apiCalls.catalogue.blogs, { query, signal }),
    ...embeddedCallData(apiCalls.catalogue.blogs, { query }),
  });
};

export const blogPostQuery = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: contentKeys.blog(locale, slug),
    queryFn: ({ signal }) => callApi(apiCalls.catalogue.blogPost, { params: { slug }, signal }),
  });

export const rootCategoriesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: contentKeys.rootCategories(locale),
    queryFn: ({ signal }) => callApi(apiCalls.catalogue.rootCategories, { signal }),
    ...embeddedCallData(apiCalls.catalogue.rootCategories),
  });
