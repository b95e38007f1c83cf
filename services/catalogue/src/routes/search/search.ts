import { SearchResponseSchema, VariantListResponseSchema, type Locale } from '@shop/contracts';
import { requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Catalogue } from '../../domain/catalogue';
import { pathTermSchema, rangeQuery } from '../query';

/** GET /search/all, /search/new and /search/variants: as-you-type and full search pages. */
export const searchRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue }> = async (app, { catalogue }) => {
  const { index, store } = catalogue;

  const run = async (term: string, locale: Locale, skip: number, take: number) => {
    const hits = await index.search({ term, locale, skip, take });
    const counts = await index.variantCounts();
    return {
      count: hits.count,
      variants: hits.variantIds.flatMap((id) => {
        const v = store.variant(id);
        return v ? [store.renderVariant(v, locale)] : [];
      }),
      categories: hits.categoryIds.flatMap((id) => {
        const c = store.categoryById(id);
        return c ? [store.category(c, locale, counts.get(id) ?? 0)] : [];
      }),
    };
  };

  app.get(
    '/search/all/:term',
    {
      schema: {
        params: z.object({ term: pathTermSchema }),
        querystring: z.object({ range: rangeQuery(20) }),
        response: { 200: SearchResponseSchema },
      },
    },
    async (request) => run(request.params.term, requestLocale(request), ...request.query.range),
  );

  app.get(
    '/search/new/:term',
    {
      schema: {
        params: z.object({ term: pathTermSchema }),
        querystring: z.object({ range: rangeQuery(5) }),
        response: { 200: SearchResponseSchema },
      },
    },
    async (request) => run(request.params.term, requestLocale(request), ...request.query.range),
  );

  app.get(
    '/search/variants/:search',
    {
      schema: {
        params: z.object({ search: pathTermSchema }),
        querystring: z.object({ range: rangeQuery(10) }),
        response: { 200: VariantListResponseSchema },
      },
    },
    async (request) => {
      const { variants, count } = await run(request.params.search, requestLocale(request), ...request.query.range);
      return { variants, count };
    },
  );
};
