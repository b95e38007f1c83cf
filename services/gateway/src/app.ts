import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createEventBusFromEnv,
  createServer,
  healthRoutes,
  metricsRoutes,
  openRateLimiter,
  PublicOrigins,
  useZod,
} from '@shop/service-kit';
import { analyticsRoutes } from './analytics/analytics-routes';
import { analyticsSinkFromEnv, forwardAnalyticsEvents } from './analytics/forward-analytics-events';
import { tagManagerSettingsFromEnv } from './analytics/tag-manager-settings';
import { markLegacyCalls, stripApiPrefix, type IsRemotePagePath } from './call-paths';
import { catalogueLookup } from './catalogue-lookup';
import { registerCompression } from './compression';
import { guardCrossSiteChanges } from './cross-site-guard';
import type { GatewayConfig } from './config';
import { devMailboxRoutes } from './dev-mailbox';
import { registerEmbeddedServices } from './embedded-services';
import { registerFrontend } from './frontend';
import { registerApiDocs } from './openapi/api-docs-routes';
import { publicApiInfo } from './openapi/public-api-document';
import { guardInternalEndpoints } from './internal-endpoints';
import { registerRedirects } from './redirects';
import { registerSecurityHeaders, securityHeadersOptionsFromConfig } from './security-headers';
import { registerSeoRoutes } from './seo-routes';
import { registerServiceProxies } from './service-proxies';

/**
 * The one origin the browser talks to: the shell, the remotes and their manifest, and every call
 * of the shop under /api routed to its service (in process or over HTTP) at the service's own path.
 */
export async function buildGateway(config: GatewayConfig, { logger = true } = {}): Promise<FastifyInstance> {
  let sendPage: ((request: FastifyRequest, reply: FastifyReply) => Promise<boolean>) | null = null;
  const app = await createServer({
    logger,
    onNotFound: (request, reply) => sendPage?.(request, reply) ?? false,
    rewriteUrl: stripApiPrefix,
    logLevel: config.env.LOG_LEVEL,
    trustProxy: config.env.TRUST_PROXY,
    describe: publicApiInfo,
  });
  useZod(app);
  // First, so every answer registered after it (pages, files, calls, proxies, errors) gets them.
  const tagManager = tagManagerSettingsFromEnv(config.env);
  const headers = securityHeadersOptionsFromConfig(config, tagManager);
  registerSecurityHeaders(app, headers);
  // Before the routes: @fastify/compress wraps each route registered after it.
  await registerCompression(app);
  // The remotes' pages are known once the frontend has read their declarations (below).
  let isRemotePagePath: IsRemotePagePath = () => false;
  markLegacyCalls(app, (path) => isRemotePagePath(path));
  const modes = Object.fromEntries(Object.entries(config.services).map(([name, target]) => [name, target.mode]));
  // Before every route that serves /metrics/* or /health/*/ready, embedded or proxied.
  guardInternalEndpoints(app);
  // Before every route and proxy: another site's page changes nothing in a buyer's name.
  const origins = PublicOrigins.fromEnv(config.env);
  guardCrossSiteChanges(app, origins);
  // One bus for the gateway's own events and the embedded services: in-process consumers see both.
  // The embedded bus keeps its dead letters in the data folder: an operator replays them after a restart too.
  const bus = await createEventBusFromEnv(config.env, 'gateway', app.log, config.dataDir);
  app.addHook('onClose', async () => bus.close());
  // The gateway's own work needs no store, and a broker outage must not take every gateway out: the
  // bus is reported, never a 503 (the embedded services' readiness is their stores').
  await app.register(healthRoutes, { service: 'gateway', adapters: modes, details: { bus: () => bus.ready() } });
  await app.register(metricsRoutes, { service: 'gateway' });
  const lookup = catalogueLookup(app);
  // Old addresses first: a 301 must win over the page and not-found handling below.
  registerRedirects(app, lookup);
  const frontend = await registerFrontend(app, config, lookup, headers);
  sendPage = frontend.sendPage;
  isRemotePagePath = frontend.isRemotePagePath;
  registerSeoRoutes(app, lookup, config.publicOrigin, frontend.declaredPages);
  // Every gateway replica counts in the same store (shop_edge); the embedded shop in memory.
  const rateLimiter = await openRateLimiter({
    uri: config.rateLimitMongodbUri,
    collection: 'gateway_rate_limits',
    onSweepError: (error) => app.log.warn({ err: error }, 'gateway: deleting expired rate limit slots failed'),
  });
  app.addHook('onClose', async () => rateLimiter.close());
  await app.register(analyticsRoutes, { bus, tagManager, rateLimiter });
  await forwardAnalyticsEvents(bus, analyticsSinkFromEnv(config.env, config.dataDir));
  await registerEmbeddedServices(app, config, bus);
  await registerServiceProxies(app, config);
  if (config.apiDocs) await registerApiDocs(app, config);
  // Only where mail goes to the local outbox, and never in production.
  if (!config.env.SMTP_URL && config.env.NODE_ENV !== 'production') {
    await app.register(devMailboxRoutes, { outboxDir: join(config.dataDir, 'outbox') });
  }
  return app;
}
