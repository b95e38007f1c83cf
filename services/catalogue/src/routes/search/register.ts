import { RegisterClickBodySchema, RegisterQueryBodySchema, RegisterQueryResponseSchema } from '@shop/contracts';
import {
  HttpError,
  MemoryRateLimiter,
  RateGuard,
  requestLocale,
  type BackgroundPublisher,
  type RateLimiter,
  type RateRule,
} from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { QueryRegistry } from './query-registry';

/** One address flooding clicks could buy itself a place in the top and popular rows (as with queries). */
export const clickRule: RateRule = { windowMs: 60_000, per: { ip: 120 } };

/**
 * Search signals: a query registered on its own (the search answers register theirs themselves) and
 * each click on a result go on the bus in the background (no answer waits for the broker), where
 * ranking consumers pick them up.
 */
export const registerSearchRoutes: FastifyPluginAsyncZod<{
  signals: BackgroundPublisher;
  queries: QueryRegistry;
  clicks?: RateRule;
  /** Counts the clicks (default in memory); the one QueryRegistry counts in. */
  limiter?: RateLimiter;
}> = async (app, { signals, queries, clicks = clickRule, limiter = new MemoryRateLimiter() }) => {
  // Fails open, as the queries (query-registry.ts): a click uncounted for a while costs the rankings
  // a little accuracy, a refusal nothing but a lost signal.
  const rate = new RateGuard<'click'>(
    limiter,
    { click: clicks },
    {
      whenStoreFails: 'admit',
      onStoreFailure: (error) =>
        app.log.warn({ err: error }, 'catalogue: the rate limit store did not answer; the click went uncounted'),
    },
  );
  app.post(
    '/search/register_query',
    { schema: { body: RegisterQueryBodySchema, response: { 200: RegisterQueryResponseSchema } } },
    async (request, reply) => {
      const registration = await queries.register(request.body.query, requestLocale(request), request.ip);
      if ('query_id' in registration) return registration;
      reply.header('retry-after', String(registration.refused.retryAfterSeconds));
      throw new HttpError(429, 'RATE_LIMITED', 'error.rate_limited');
    },
  );

  app.post(
    '/search/register_click',
    { schema: { body: RegisterClickBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await rate.check('click', { ip: request.ip }, reply);
      signals.publish('search.click', request.body);
      return reply.status(204).send(null);
    },
  );
};
