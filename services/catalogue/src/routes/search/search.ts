import { SearchResponseSchema, VariantSearchResponseSchema, type Locale } from '@shop/contracts';
import { requestLocale } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Catalogue } from '../../domain/catalogue';
import { pathTermSchema, rangeQuery } from '../query';
import type { QueryRegistry } from './query-registry';

/** A later page of a search already registered names its query, so the search counts once. */
const queryIdQuery = z.string().uuid({ error: 'validation.invalid' }).optional();

/**
 * GET /search/all, /search/new and /search/variants: as-you-type and full search pages. Each answer
 * carries the query id its clicks refer to (POST /search/register_click): a new one registered on the
 * bus, or the one the request continues. Over the address's query budget the results still come,
 * without an id: the buyer searches on, the flood never reaches the rankings.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue; queries: QueryRegistry }> = async (
  app,
  { catalogue, queries },
) => {
  const { index, store } = catalogue;

  const queryIdFor = async (term: string, locale: Locale, continued: string | undefined, ip: string) => {
    if (continued) return continued;
    const registration = await queries.register(term, locale, ip);
    return 'query_id' in registration ? registration.query_id : undefined;
  };

  const run = async (
    request: FastifyRequest,
    term: string,
    [skip, take]: [number, number],
    continued: string | undefined,
  ) => {
    const locale = requestLocale(request);
    // Counting the query asks the shared rate-limit store (RATE_LIMIT_MONGODB_URI): beside the search,
    // not before it, so the answer waits for the slower of the two instead of both. It never rejects
    // (a store that fails leaves the query uncounted).
    const queryId = queryIdFor(term, locale, continued, request.ip);
    const hits = await index.search({ term, locale, skip, take });
    const counts = await index.variantCounts();
    return {
      count: hits.count,
      variants: catalogue.shownInLists(hits.variantIds, locale),
      categories: hits.categoryIds.flatMap((id) => {
        const c = store.categoryById(id);
        return c ? [store.category(c, locale, counts.get(id) ?? 0)] : [];
      }),
      query_id: await queryId,
    };
  };

  app.get(
    '/search/all/:term',
    {
      schema: {
        params: z.object({ term: pathTermSchema }),
        querystring: z.object({ range: rangeQuery(20), query_id: queryIdQuery }),
        response: { 200: SearchResponseSchema },
      },
    },
    async (request) => run(request, request.params.term, request.query.range, request.query.query_id),
  );

  app.get(
    '/search/new/:term',
    {
      schema: {
        params: z.object({ term: pathTermSchema }),
        querystring: z.object({ range: rangeQuery(5), query_id: queryIdQuery }),
        response: { 200: SearchResponseSchema },
      },
    },
    async (request) => run(request, request.params.term, request.query.range, request.query.query_id),
  );

  app.get(
    '/search/variants/:search',
    {
      schema: {
        params: z.object({ search: pathTermSchema }),
        querystring: z.object({ range: rangeQuery(10), query_id: queryIdQuery }),
        response: { 200: VariantSearchResponseSchema },
      },
    },
    async (request) => {
      const { variants, count, query_id } = await run(
        request,
        request.params.search,
        request.query.range,
        request.query.query_id,
      );
      return { variants, count, query_id };
    },
  );
};
