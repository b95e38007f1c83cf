import {
  CountByProductResponseSchema,
  FacetsResponseSchema,
  VariantDetailSchema,
  VariantListResponseSchema,
  VariantSchema,
  type Locale,
  type VariantDetail,
} from '@shop/contracts';
import { compileJsonStringify, HttpError, positiveIdParam, requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Catalogue } from '../../domain/catalogue';
import type { Scope } from '../../ports/catalogue-index';
import { labelFacets } from '../../domain/facet-labels';
import { KeptRenderings } from '../../domain/kept-renderings';
import type { ClickRankings } from '../../ports/click-rankings';
import { filtersQuery, idsQuery, rangeQuery, refuseHidden, showHiddenQuery, sortQuery } from '../query';
import { rankedVariants } from './ranked';
import { resolveRoute } from './resolve';

/** Both spellings of a path the shop's client calls with a trailing slash. */
const withSlash = (path: string) => [path, `${path}/`];

/** Ranked ids to ask for: the page, and room for hidden variants that rankedVariants leaves out. */
const rankingDepth = (skip: number, take: number) => 2 * (skip + take) + 50;

/** GET /productVariant/...: single variants, listings with filters, facet counts. */
export const productVariantRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue; rankings: ClickRankings }> = async (
  app,
  { catalogue, rankings },
) => {
  const { index, store } = catalogue;
  const listed = z.object({ range: rangeQuery(12) });
  await app.register(resolveRoute, { store });

  app.get(
    '/productVariant/top',
    { schema: { querystring: listed, response: { 200: z.array(VariantSchema) } } },
    async (request) => {
      const [skip, take] = request.query.range;
      const signalled = await rankings.top(rankingDepth(skip, take));
      return rankedVariants(catalogue, signalled, skip, take, requestLocale(request));
    },
  );

  app.get(
    '/productVariant/popular',
    { schema: { querystring: listed, response: { 200: z.array(VariantSchema) } } },
    async (request) => {
      const [skip, take] = request.query.range;
      // The second product of each family first: a fresh shop's popular row differs from its top row.
      const signalled = await rankings.popular(rankingDepth(skip, take));
      return rankedVariants(catalogue, signalled, skip, take, requestLocale(request), 1);
    },
  );

  for (const url of withSlash('/productVariant/values-by-products')) {
    app.get(
      url,
      {
        schema: { querystring: z.object({ ids: idsQuery, f: filtersQuery }), response: { 200: FacetsResponseSchema } },
      },
      async (request) => {
        const result = await index.facets({ productIds: request.query.ids }, request.query.f);
        return { count: result.count, facets: labelFacets(result.facets, requestLocale(request), store) };
      },
    );
  }

  for (const url of withSlash('/productVariant/count-by-product')) {
    app.get(
      url,
      {
        schema: {
          querystring: z.object({ ids: idsQuery, f: filtersQuery }),
          response: { 200: CountByProductResponseSchema },
        },
      },
      async (request) => {
        const { ids, f } = request.query;
        const { products } = await index.listProducts({ productIds: ids }, f, 0, ids.length);
        const counts = new Map(products.map((p) => [p.productId, p.variantCount]));
        return {
          count: products.reduce((n, p) => n + p.variantCount, 0),
          products: ids.map((id) => ({ id, count: counts.get(id) ?? 0 })),
        };
      },
    );
  }

  // The whole catalogue (/shop): every visible variant, with the same facets a category has.
  for (const url of withSlash('/productVariant/values-all')) {
    app.get(
      url,
      { schema: { querystring: z.object({ f: filtersQuery }), response: { 200: FacetsResponseSchema } } },
      async (request) => {
        const result = await index.facets({}, request.query.f);
        return { count: result.count, facets: labelFacets(result.facets, requestLocale(request), store) };
      },
    );
  }

  app.get(
    '/productVariant/values/:categoryId',
    {
      schema: {
        params: z.object({ categoryId: z.string().min(1) }),
        querystring: z.object({ f: filtersQuery }),
        response: { 200: FacetsResponseSchema },
      },
    },
    async (request) => {
      const { categoryId } = request.params;
      const category = /^\d+$/.test(categoryId)
        ? store.categoryById(Number(categoryId))
        : store.categoryBySlug(categoryId);
      if (!category) throw HttpError.notFound('catalogue.category_not_found');
      const result = await index.facets({ categoryId: category.categoryid }, request.query.f);
      return { count: result.count, facets: labelFacets(result.facets, requestLocale(request), store) };
    },
  );

  const listing = z.object({ f: filtersQuery, range: rangeQuery(10), sort: sortQuery, showHidden: showHiddenQuery });
  /** One page of variants in a scope (a product, a category, all), rendered in the buyer's language. */
  const listPage = async (
    scope: Scope,
    { f, range, sort, showHidden = false }: Omit<z.output<typeof listing>, 'showHidden'> & { showHidden?: boolean },
    locale: Locale,
  ) => {
    const result = await index.list({
      ...scope,
      showHidden: refuseHidden(showHidden),
      filters: f,
      sort,
      skip: range[0],
      take: range[1],
      locale,
    });
    return { count: result.count, variants: catalogue.shownInLists(result.variantIds, locale) };
  };

  app.get(
    '/productVariant/by-product/:slug',
    {
      schema: {
        params: z.object({ slug: z.string().min(1) }),
        querystring: listing.omit({ showHidden: true }),
        response: { 200: VariantListResponseSchema },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const product = store.productBySlug(slug) ?? (/^\d+$/.test(slug) ? store.product(Number(slug)) : undefined);
      if (!product) throw HttpError.notFound('catalogue.product_not_found');
      return listPage({ productIds: [product.id] }, request.query, requestLocale(request));
    },
  );

  for (const url of withSlash('/productVariant/all')) {
    app.get(
      url,
      { schema: { querystring: listing, response: { 200: VariantListResponseSchema } } },
      async (request) => {
        return listPage({}, request.query, requestLocale(request));
      },
    );
  }

  app.get(
    '/productVariant/by-category/:slug',
    {
      schema: {
        params: z.object({ slug: z.string().min(1) }),
        querystring: listing,
        response: { 200: VariantListResponseSchema },
      },
    },
    async (request) => {
      const category = store.categoryBySlug(request.params.slug);
      if (!category) throw HttpError.notFound('catalogue.category_not_found');
      return listPage({ categoryId: category.categoryid }, request.query, requestLocale(request));
    },
  );

  // A product read's JSON, written as the route's serializer writes it, once per variant, language
  // and change of its records: the same variant is read far more often than it changes.
  const writeDetail = compileJsonStringify(VariantDetailSchema)!;
  const details = new KeptRenderings(store, (variant, locale) =>
    writeDetail(store.renderVariantDetail(variant, locale)),
  );
  app.get(
    '/productVariant/:id',
    {
      schema: {
        params: z.object({
          id: z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').positive('validation.invalid'),
        }),
        response: { 200: VariantDetailSchema },
      },
      validatorCompiler: positiveIdParam('id'),
      config: { answersJsonText: true },
    },
    // Not async: the answer is at hand, and a promise per read costs the request-id context's hooks.
    (request, reply) => {
      const json = details.get(request.params.id, requestLocale(request));
      if (json === undefined) throw HttpError.notFound('catalogue.variant_not_found');
      // Already JSON: Fastify sends a string with a JSON content type as it is, which the schema's type cannot say.
      reply.type('application/json; charset=utf-8').send(json as unknown as VariantDetail);
    },
  );
};
