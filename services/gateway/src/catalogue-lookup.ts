import {
  apiPath,
  BlogListResponseSchema,
  BlogPostSchema,
  localeHeader,
  QuickOrderResolveResponseSchema,
  RootCategoriesResponseSchema,
  SupplierProfileSchema,
  VariantDetailSchema,
  VariantListResponseSchema,
  type Locale,
} from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** What a page head or the sitemap needs to know about the catalogue. */
export interface CatalogueLookup {
  category(slug: string, locale: Locale): Promise<{ title: string; count: number } | null>;
  product(slug: string, locale: Locale): Promise<{ title: string; supplier: string } | null>;
  variant(id: string, locale: Locale): Promise<{ title: string; supplier: string } | null>;
  /** The one variant whose code this is (any case), or null when none or several have it. */
  variantIdWithCode(code: string): Promise<number | null>;
  supplier(slug: string, locale: Locale): Promise<{ name: string; city: string } | null>;
  blogPost(slug: string, locale: Locale): Promise<{ title: string; description: string } | null>;
  rootCategorySlugs(): Promise<string[]>;
  blogSlugs(): Promise<string[]>;
}

const firstOf = encodeURIComponent('[0,1]');

/** The catalogue answered 5xx or not at all: the page is not missing, the catalogue is (a 503). */
export class CatalogueUnavailableError extends HttpError {
  constructor(readonly url: string) {
    super(503, 'UNAVAILABLE', 'error.service_unavailable');
    this.name = 'CatalogueUnavailableError';
  }
}

/**
 * Asks the catalogue through the gateway's own routing (app.inject, under /api): the same code reaches the
 * embedded plugin or, in production, the proxied service. A missing item (4xx) gives null; a catalogue
 * that fails or cannot be reached throws CatalogueUnavailableError, so a page of an item that exists is
 * never called missing (404, dropped by search engines) because of an outage.
 */
export function catalogueLookup(app: FastifyInstance): CatalogueLookup {
  async function get<S extends z.ZodType>(
    url: string,
    locale: Locale,
    schema: S,
    body?: object,
  ): Promise<z.infer<S> | null> {
    let res;
    try {
      res = await app.inject({
        method: body ? 'POST' : 'GET',
        url: apiPath(url),
        headers: { accept: 'application/json', [localeHeader]: locale },
        ...(body ? { payload: body } : {}),
      });
    } catch (error) {
      app.log.warn({ err: error, url }, 'catalogue lookup failed');
      throw new CatalogueUnavailableError(url);
    }
    if (res.statusCode >= 500) throw new CatalogueUnavailableError(url);
    if (res.statusCode !== 200) return null;
    const parsed = schema.safeParse(res.json());
    return parsed.success ? parsed.data : null;
  }

  return {
    async category(slug, locale) {
      const list = await get(
        `/productVariant/by-category/${encodeURIComponent(slug)}?range=${firstOf}`,
        locale,
        VariantListResponseSchema,
      );
      if (!list) return null;
      const fromVariant = list.variants[0]?.product_categories.find((c) => c.slug === slug)?.title;
      const fromRoots = fromVariant
        ? undefined
        : (await get('/category/rootCategories', locale, RootCategoriesResponseSchema))?.find((c) => c.slug === slug)
            ?.title;
      const title = fromVariant ?? fromRoots;
      return title ? { title, count: list.count } : null;
    },
    async product(slug, locale) {
      const list = await get(
        `/productVariant/by-product/${encodeURIComponent(slug)}?range=${firstOf}`,
        locale,
        VariantListResponseSchema,
      );
      const first = list?.variants[0];
      return first ? { title: first.products.title, supplier: first.supplier.name } : null;
    },
    async variant(id, locale) {
      if (!/^\d+$/.test(id)) return null;
      const variant = await get(`/productVariant/${id}`, locale, VariantDetailSchema);
      return variant ? { title: variant.title, supplier: variant.supplier.name } : null;
    },
    async variantIdWithCode(code) {
      // The quick order's lookup: a code names one variant, or none when two suppliers share it.
      const lines = [{ code: code.slice(0, 64), quantity: 1 }];
      const resolved = await get('/productVariant/resolve', 'de', QuickOrderResolveResponseSchema, { lines });
      return resolved?.lines[0]?.variant?.id ?? null;
    },
    async supplier(slug, locale) {
      const supplier = await get(`/suppliers/by-slug/${encodeURIComponent(slug)}`, locale, SupplierProfileSchema);
      return supplier ? { name: supplier.name, city: supplier.city } : null;
    },
    async blogPost(slug, locale) {
      const post = await get(`/blogs/${encodeURIComponent(slug)}`, locale, BlogPostSchema);
      return post ? { title: post.title, description: post.description } : null;
    },
    async rootCategorySlugs() {
      return ((await get('/category/rootCategories', 'de', RootCategoriesResponseSchema)) ?? []).map((c) => c.slug);
    },
    async blogSlugs() {
      return (
        (await get(`/blogs/all?range=${encodeURIComponent('[0,100]')}`, 'de', BlogListResponseSchema))?.posts ?? []
      ).map((p) => p.slug);
    },
  };
}
