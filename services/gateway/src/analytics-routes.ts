import { AnalyticsEventBodySchema, analyticsEventsPath } from '@shop/contracts';
import type { EventBus } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * POST /analytics/events: the browser's consent-aware `track` lands here; the event goes on the bus
 * as `analytics.event` (EUR values) for the analytics and tag-service consumers. The browser only
 * calls it with analytics consent; the gateway keeps no copy.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ bus: EventBus }> = async (app, { bus }) => {
  app.post(
    analyticsEventsPath,
    { schema: { body: AnalyticsEventBodySchema, response: { 202: z.object({ accepted: z.literal(true) }) } } },
    async (request, reply) => {
      const { name, properties, value } = request.body;
      await bus.publish('analytics.event', value === undefined ? { name, properties } : { name, properties, value, currency: 'EUR' });
      return reply.status(202).send({ accepted: true as const });
    },
  );
};
