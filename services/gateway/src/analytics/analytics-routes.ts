import { createHash } from 'node:crypto';
import {
  AnalyticsAcceptedSchema,
  AnalyticsConfigSchema,
  AnalyticsEventBodySchema,
  analyticsConfigPath,
  analyticsEventsPath,
  cookies,
} from '@shop/contracts';
import { BackgroundPublisher, RateGuard, readCookie, type EventBus, type RateLimiter } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TagManagerSettings } from './tag-manager-settings';

/** The analytics service needs one id per visitor; the cart cookie is hashed so it never leaves the shop. */
const anonymousIdOf = (request: FastifyRequest): string | undefined => {
  const cart = readCookie(request.headers.cookie, cookies.cartId);
  return cart ? createHash('sha256').update(`analytics:${cart}`).digest('hex').slice(0, 32) : undefined;
};

/**
 * POST /analytics/events: the browser's consent-aware `track` lands here; the event goes on the
 * bus as `analytics.event` (EUR values) for the analytics forwarder, in the background: the answer
 * never waits for the broker. The browser only calls it
 * with analytics consent; the gateway keeps no copy.
 * GET /analytics/config: the tag scripts for this host (none unless it is a production host).
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{
  bus: EventBus;
  tagManager: TagManagerSettings;
  rateLimiter: RateLimiter;
}> = async (app, { bus, tagManager, rateLimiter }) => {
  // Generous: one buyer's browsing sends an event per click, filter and scroll; this only stops
  // a script from filling the analytics service (and the bus) from one address.
  // Fails open: while the shared store does not answer, events go on uncounted (the bus and the
  // analytics service bound them further); no buyer's page waits for a refusal.
  const guard = new RateGuard(
    rateLimiter,
    { event: { windowMs: 60_000, per: { ip: 300 } } },
    {
      whenStoreFails: 'admit',
      onStoreFailure: (error) =>
        app.log.warn({ err: error }, 'gateway: the rate limit store did not answer; the event went uncounted'),
    },
  );
  // Flushed (for a bounded time) before the gateway closes the bus: hooks run last-in first-out.
  const events = new BackgroundPublisher(bus, { logger: app.log });
  app.addHook('onClose', async () => events.close());

  app.post(
    analyticsEventsPath,
    { schema: { body: AnalyticsEventBodySchema, response: { 202: AnalyticsAcceptedSchema } } },
    async (request, reply) => {
      await guard.check('event', { ip: request.ip }, reply);
      const { name, properties, value } = request.body;
      const anonymousId = anonymousIdOf(request);
      events.publish('analytics.event', {
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
