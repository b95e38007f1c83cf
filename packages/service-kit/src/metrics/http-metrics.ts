import type { FastifyInstance } from 'fastify';
import type { MetricsRegistry } from './registry';

/** Prometheus' usual latency buckets (5 ms to 10 s): the shop's calls answer well inside them. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * A request's route is Fastify's pattern (`/orders/by-id/:id`), never its URL: one series per call,
 * not one per order. A request no route matched (a page of the shell, a 404) is `unmatched`.
 */
const unmatched = 'unmatched';

/**
 * http_requests_total{method,route,status_code} and http_request_duration_seconds{method,route}.
 * The histogram leaves the status out: eleven buckets per route and status would multiply the
 * series for little; the error rate comes from the counter, the latency per call from the histogram.
 */
export function registerHttpMetrics(app: FastifyInstance, registry: MetricsRegistry): void {
  const requests = registry.counter('http_requests_total', 'HTTP requests answered, by method, route and status.');
  const duration = registry.histogram(
    'http_request_duration_seconds',
    'Time from a request arriving to its answer being sent, by method and route.',
    { labelNames: ['method', 'route'], buckets: durationBuckets },
  );
  // A callback hook: every request passes it, and a promise per request costs the request-id context's hooks.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? unmatched;
    requests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
}
