import type * as prometheus from 'prom-client';

/** Prometheus' usual latency buckets (5 ms to 10 s): the shop's calls answer well inside them. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One call's figures: answers per status, and the latency histogram (per bucket, not yet cumulative). */
interface Series {
  method: string;
  route: string;
  byStatus: Map<number, number>;
  inBucket: number[];
  count: number;
  sum: number;
}

/** A metric as prom-client's registry reads it when scraped (what its own metrics' `get` returns). */
interface ScrapedMetric {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  get: () => {
    name: string;
    help: string;
    type: string;
    aggregator: 'sum';
    values: { labels: Record<string, string>; value: number; metricName?: string }[];
  };
}

/**
 * http_requests_total{method,route,status_code} and http_request_duration_seconds{method,route},
 * counted in plain numbers and turned into series only when /metrics is scraped. Every request
 * records here: prom-client's `inc` and `observe` checked the label names and hashed the label set
 * on each call (its bound `labels()` children do the same), about 3 % of a product read's CPU.
 * The histogram leaves the status out: eleven buckets per route and status would multiply the
 * series for little; the error rate comes from the counter, the latency per call from the histogram.
 */
export class HttpRequestSeries {
  /** By route, then method: both strings are the same objects request after request, so their hashes are kept. */
  private readonly byRoute = new Map<string, Map<string, Series>>();

  record(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.byRoute.get(route);
    if (byMethod === undefined) this.byRoute.set(route, (byMethod = new Map()));
    let series = byMethod.get(method);
    if (series === undefined) {
      series = { method, route, byStatus: new Map(), inBucket: durationBuckets.map(() => 0), count: 0, sum: 0 };
      byMethod.set(method, series);
    }
    series.byStatus.set(status, (series.byStatus.get(status) ?? 0) + 1);
    const bucket = durationBuckets.findIndex((bound) => seconds <= bound);
    if (bucket !== -1) series.inBucket[bucket]! += 1;
    series.count += 1;
    series.sum += seconds;
  }

  /** Adds both metrics to a prom-client registry, read from these counts at each scrape. */
  registerIn(registry: prometheus.Registry): void {
    registry.registerMetric(
      scraped('http_requests_total', 'HTTP requests answered, by method, route and status.', 'counter', () =>
        this.all().flatMap(({ method, route, byStatus }) =>
          [...byStatus].map(([status, value]) => ({ labels: { method, route, status_code: String(status) }, value })),
        ),
      ) as unknown as prometheus.Metric,
    );
    const duration = 'http_request_duration_seconds';
    registry.registerMetric(
      scraped(
        duration,
        'Time from a request arriving to its answer being sent, by method and route.',
        'histogram',
        () =>
          this.all().flatMap(({ method, route, inBucket, count, sum }) => {
            let below = 0;
            const bucketLine = (le: string, value: number) => ({
              metricName: `${duration}_bucket`,
              labels: { le, method, route },
              value,
            });
            return [
              ...durationBuckets.map((bound, i) => bucketLine(String(bound), (below += inBucket[i]!))),
              bucketLine('+Inf', count),
              { metricName: `${duration}_sum`, labels: { method, route }, value: sum },
              { metricName: `${duration}_count`, labels: { method, route }, value: count },
            ];
          }),
      ) as unknown as prometheus.Metric,
    );
  }

  private all(): Series[] {
    return [...this.byRoute.values()].flatMap((byMethod) => [...byMethod.values()]);
  }
}

function scraped(
  name: string,
  help: string,
  type: ScrapedMetric['type'],
  values: () => ReturnType<ScrapedMetric['get']>['values'],
): ScrapedMetric {
  return {
    name,
    help,
    type,
    aggregator: 'sum',
    get: () => ({ name, help, type, aggregator: 'sum', values: values() }),
  };
}
