import { randomUUID } from 'node:crypto';
import { RegisterClickBodySchema, RegisterQueryBodySchema, RegisterQueryResponseSchema } from '@shop/contracts';
import { requestLocale, type EventBus } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Search signals: each query and each click goes on the bus, where ranking consumers pick it up. */
export const registerSearchRoutes: FastifyPluginAsyncZod<{ bus: EventBus }> = async (app, { bus }) => {
  app.post(
    '/search/register_query',
    { schema: { body: RegisterQueryBodySchema, response: { 200: RegisterQueryResponseSchema } } },
    async (request) => {
      const query_id = randomUUID();
      await bus.publish('search.query', { query_id, query: request.body.query, locale: requestLocale(request) });
      return { query_id };
    },
  );

  app.post(
    '/search/register_click',
    { schema: { body: RegisterClickBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await bus.publish('search.click', request.body);
      return reply.status(204).send(null);
    },
  );
};
