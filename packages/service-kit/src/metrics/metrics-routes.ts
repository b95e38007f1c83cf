import type { FastifyPluginAsync } from 'fastify';
import { defaultMetrics, type MetricsRegistry } from './registry';

/**
 * GET /metrics/<service> in Prometheus text format. Per service like /health/<service>, so the
 * gateway can pass each service's figures through without their names colliding. The registry
 * scraped describes the process: its requests, events, outboxes, and the process's own figures.
 */
export const metricsRoutes: FastifyPluginAsync<{ service: string; registry?: MetricsRegistry }> = async (
  app,
  { service, registry },
) => {
  const source = registry ?? defaultMetrics;
  source.includeProcessMetrics();
  app.get(`/metrics/${service}`, async (_request, reply) => {
    reply.header('content-type', source.contentType);
    reply.header('cache-control', 'no-store');
    return source.render();
  });
};
