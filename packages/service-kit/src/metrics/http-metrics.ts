import type { FastifyInstance } from 'fastify';
import type { MetricsRegistry } from './registry';

/**
 * A request's route is Fastify's pattern (`/orders/by-id/:id`), never its URL: one series per call,
 * not one per order. A request no route matched (a page of the shell, a 404) is `unmatched`.
 */
const unmatched = 'unmatched';

/** Counts each answer in http_requests_total and http_request_duration_seconds (HttpRequestSeries). */
export function registerHttpMetrics(app: FastifyInstance, registry: MetricsRegistry): void {
  const requests = registry.httpRequests();
  // A callback hook: every request passes it, and a promise per request costs the request-id context's hooks.
  app.addHook('onResponse', (request, reply, done) => {
    requests.record(request.method, request.routeOptions.url ?? unmatched, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
