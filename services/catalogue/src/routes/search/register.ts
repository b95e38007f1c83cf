import { randomUUID } from 'node:crypto';
import { RegisterClickBodySchema, RegisterQueryBodySchema, RegisterQueryResponseSchema } from '@shop/contracts';
import { MemoryRateLimiter, RateGuard, requestLocale, type EventBus, type RateRule } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SignalAction = 'query' | 'click';

/**
 * The home page's top and popular rows are ranked from these clicks, so one address flooding them
 * could buy itself a ranking. A buyer typing and clicking through results stays far below.
 */
export const searchSignalRules: Record<SignalAction, RateRule> = {
  query: { windowMs: 60_000, per: { ip: 120 } },
  click: { windowMs: 60_000, per: { ip: 120 } },
};

/** Search signals: each query and each click goes on the bus, where ranking consumers pick it up. */
export const registerSearchRoutes: FastifyPluginAsyncZod<{
  bus: EventBus;
  rules?: Record<SignalAction, RateRule>;
}> = async (app, { bus, rules = searchSignalRules }) => {
  const rate = new RateGuard<SignalAction>(new MemoryRateLimiter(), rules);
  app.post(
    '/search/register_query',
    { schema: { body: RegisterQueryBodySchema, response: { 200: RegisterQueryResponseSchema } } },
    async (request, reply) => {
      rate.check('query', { ip: request.ip }, reply);
      const query_id = randomUUID();
      await bus.publish('search.query', { query_id, query: request.body.query, locale: requestLocale(request) });
      return { query_id };
    },
  );

  app.post(
    '/search/register_click',
    { schema: { body: RegisterClickBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      rate.check('click', { ip: request.ip }, reply);
      await bus.publish('search.click', request.body);
      return reply.status(204).send(null);
    },
  );
};
