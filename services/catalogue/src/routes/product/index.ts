import { ParentSetsResponseSchema, ProductListResponseSchema, ProductSetsResponseSchema } from '@shop/contracts';
import { HttpError, requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Catalogue } from '../../domain/catalogue';
import { filtersQuery, rangeQuery } from '../query';

/** GET /product/...: products of a category, a product's sets, and the sets a product or variant is part of. */
export const productRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue }> = async (app, { catalogue }) => {
  const { index, store } = catalogue;

  app.get(
    '/product/by-category/:slug',
    {
      schema: {
        params: z.object({ slug: z.string().min(1) }),
        querystring: z.object({ f: filtersQuery, range: rangeQuery(10) }),
        response: { 200: ProductListResponseSchema },
      },
    },
    async (request) => {
      const category = store.categoryBySlug(request.params.slug);
      if (!category) throw HttpError.notFound('catalogue.category_not_found');
      const { f, range } = request.query;
      const locale = requestLocale(request);
      const result = await index.listProducts({ categoryId: category.categoryid }, f, range[0], range[1]);
      return {
        count: result.count,
        products: result.products.flatMap((hit) => {
          const product = store.product(hit.productId);
          return product ? [store.renderProduct(product, locale, hit.minPrice, hit.variantCount)] : [];
        }),
      };
    },
  );

  app.get(
    '/product/sets/:slug',
    { schema: { params: z.object({ slug: z.string().min(1) }), response: { 200: ProductSetsResponseSchema } } },
    async (request) => {
      const { slug } = request.params;
      // The product page's address, as /productVariant/by-product/{slug} takes it: a slug or an id.
      const product = store.productBySlug(slug) ?? (/^\d+$/.test(slug) ? store.product(Number(slug)) : undefined);
      if (!product) throw HttpError.notFound('catalogue.product_not_found');
      return store.renderSetsOfProduct(product.id, requestLocale(request));
    },
  );

  app.get(
    '/product/parent-sets/:arg',
    { schema: { params: z.object({ arg: z.string().min(1) }), response: { 200: ParentSetsResponseSchema } } },
    async (request) => {
      const { arg } = request.params;
      // A number is a variant id (the variant page asks); anything else a product slug.
      const variantIds = /^\d+$/.test(arg)
        ? store.variant(Number(arg))
          ? [Number(arg)]
          : null
        : (() => {
            const product = store.productBySlug(arg);
            return product ? store.variantIdsOfProduct(product.id) : null;
          })();
      if (!variantIds) throw HttpError.notFound('catalogue.product_not_found');
      const locale = requestLocale(request);
      const sets = store.setProductsContaining(variantIds);
      const { products } = await index.listProducts(
        { productIds: sets.map((s) => s.id) },
        {},
        0,
        Math.max(1, sets.length),
      );
      const hits = new Map(products.map((p) => [p.productId, p]));
      return sets.flatMap((set) => {
        const hit = hits.get(set.id);
        return hit ? [store.renderProduct(set, locale, hit.minPrice, hit.variantCount)] : [];
      });
    },
  );
};
