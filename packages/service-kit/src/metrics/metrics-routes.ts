import type { FastifyPluginAsync } from 'fastify';
import { defaultMetrics, type MetricsRegistry } from './registry';

/**
 * GET /metrics/<service> in Prometheus text format. Per service like /health/<service>, so the
 * gateway can pass each service's figures through without their names colliding.
 */
export const metricsRoutes: FastifyPluginAsync<{ service: string; registry?: MetricsRegistry }> = async (
  app,
  { service, registry },
) => {
  const source = registry ?? defaultMetrics;
  app.get(`/metrics/${service}`, async (_request, reply) => {
    reply.header('content-type', 'text/plain; version=0.0.4; charset=utf-8');
    reply.header('cache-control', 'no-store');
    return source.render();
  });
};
