import * as prometheus from 'prom-client';
import { HttpRequestSeries } from './http-request-series';
import { registerProcessMetrics } from './process-metrics';

/**
 * The shop's metrics on prom-client: counters and gauges named by the code that counts (the buses,
 * the outbox relays) without declaring their label names up front, the HTTP layer's requests,
 * and the process's own figures. One registry per process (`defaultMetrics`); tests give each bus or
 * app its own, so nothing is registered twice.
 */
export type Labels = Record<string, string>;

type Kind = 'counter' | 'gauge' | 'http';

/**
 * prom-client fixes a metric's label names when it is made; these counters and gauges learn them
 * from their first use, so `counter(name, help).inc(labels)` stays the whole API.
 */
function labelNamesOf(labels: Labels): string[] {
  return Object.keys(labels).sort();
}

export class Counter {
  private metric: prometheus.Counter | null = null;

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly registry: prometheus.Registry,
  ) {}

  inc(labels: Labels = {}, by = 1): void {
    if (by < 0) throw new Error(`counter ${this.name} cannot go down`);
    this.metric ??= new prometheus.Counter({
      name: this.name,
      help: this.help,
      labelNames: labelNamesOf(labels),
      registers: [this.registry],
    });
    this.metric.inc(labels, by);
  }

  /** The count for one label set (0 before the first). */
  async value(labels: Labels = {}): Promise<number> {
    if (!this.metric) return 0;
    const wanted = JSON.stringify(Object.entries(labels).sort());
    const { values } = await this.metric.get();
    return values.find((v) => JSON.stringify(Object.entries(v.labels).sort()) === wanted)?.value ?? 0;
  }
}

/** A gauge read when /metrics is scraped (a backlog is counted where it lives, not mirrored). */
export class Gauge {
  private metric: prometheus.Gauge | null = null;
  private readonly sources = new Map<string, [Labels, () => Promise<number> | number]>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly registry: prometheus.Registry,
  ) {}

  /** Registers (or replaces) the reading for one label set; returns a function that removes it. */
  track(labels: Labels, read: () => Promise<number> | number): () => void {
    const sources = this.sources;
    this.metric ??= new prometheus.Gauge({
      name: this.name,
      help: this.help,
      labelNames: labelNamesOf(labels),
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const [tracked, readValue] of sources.values()) {
          try {
            this.set(tracked, await readValue());
          } catch {
            // A source that cannot be read (its database is closing) is left out rather than failing the scrape.
          }
        }
      },
    });
    const key = JSON.stringify(Object.entries(labels).sort());
    const entry: [Labels, () => Promise<number> | number] = [{ ...labels }, read];
    sources.set(key, entry);
    return () => {
      if (sources.get(key) === entry) sources.delete(key);
    };
  }
}

export class MetricsRegistry {
  readonly prometheus = new prometheus.Registry();
  private readonly metrics = new Map<string, { kind: Kind; metric: unknown }>();
  private processMetrics = false;

  counter(name: string, help: string): Counter {
    return this.register(name, 'counter', () => new Counter(name, help, this.prometheus));
  }

  gauge(name: string, help: string): Gauge {
    return this.register(name, 'gauge', () => new Gauge(name, help, this.prometheus));
  }

  /** The HTTP layer's request counts and latencies (one set per registry, whichever servers record into it). */
  httpRequests(): HttpRequestSeries {
    return this.register('http_requests_total', 'http', () => {
      const series = new HttpRequestSeries();
      series.registerIn(this.prometheus);
      return series;
    });
  }

  /**
   * prom-client's process and Node figures (CPU, memory, heap, event-loop lag, GC, handles) and
   * the event loop's utilisation, once per registry: they describe the process, and each
   * collection starts a monitor of its own.
   */
  includeProcessMetrics(): void {
    if (this.processMetrics) return;
    this.processMetrics = true;
    registerProcessMetrics(this.prometheus);
  }

  /** The Prometheus text exposition format (version 0.0.4). */
  render(): Promise<string> {
    return this.prometheus.metrics();
  }

  get contentType(): string {
    return this.prometheus.contentType;
  }

  private register<M>(name: string, kind: Kind, create: () => M): M {
    const existing = this.metrics.get(name);
    if (existing) {
      if (existing.kind !== kind) throw new Error(`metric ${name} is already a ${existing.kind}`);
      return existing.metric as M;
    }
    if (!/^[a-zA-Z_:][a-zA-Z0-9_:]*$/.test(name)) throw new Error(`invalid metric name ${name}`);
    const metric = create();
    this.metrics.set(name, { kind, metric });
    return metric;
  }
}

/** The process's registry: the buses, outbox relays and HTTP layer count here unless given another. */
export const defaultMetrics = new MetricsRegistry();
