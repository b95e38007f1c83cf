import { createHash } from 'node:crypto';
import { AnalyticsConfigSchema, AnalyticsEventBodySchema, analyticsConfigPath, analyticsEventsPath, cookies } from '@shop/contracts';
import type { EventBus } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TagManagerSettings } from './tag-manager-settings';

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The analytics service needs one id per visitor; the cart cookie is hashed so it never leaves the shop. */
const anonymousIdOf = (request: FastifyRequest): string | undefined => {
  const cart = cookieValue(request, cookies.cartId);
  return cart ? createHash('sha256').update(`analytics:${cart}`).digest('hex').slice(0, 32) : undefined;
};

/**
 * POST /analytics/events: the browser's consent-aware `track` lands here; the event goes on the
 * bus as `analytics.event` (EUR values) for the analytics forwarder. The browser only calls it
 * with analytics consent; the gateway keeps no copy.
 * GET /analytics/config: the tag scripts for this host (none unless it is a production host).
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ bus: EventBus; tagManager: TagManagerSettings }> = async (
  app,
  { bus, tagManager },
) => {
  app.post(
    analyticsEventsPath,
    { schema: { body: AnalyticsEventBodySchema, response: { 202: z.object({ accepted: z.literal(true) }) } } },
    async (request, reply) => {
      const { name, properties, value } = request.body;
      const anonymousId = anonymousIdOf(request);
      await bus.publish('analytics.event', {
        name,
        properties,
        ...(anonymousId ? { anonymousId } : {}),
        ...(value === undefined ? {} : { value, currency: 'EUR' as const }),
      });
      return reply.status(202).send({ accepted: true as const });
    },
  );

  app.get(analyticsConfigPath, { schema: { response: { 200: AnalyticsConfigSchema } } }, async (request, reply) => {
    // The answer depends on the host asked, so shared caches must not mix hosts.
    void reply.header('cache-control', 'no-cache').header('vary', 'host');
    return { tagManager: tagManager.forHost(request.hostname) };
  });
};
