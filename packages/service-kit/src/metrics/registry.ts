/**
 * A small Prometheus text-format registry: counters and gauges with labels, rendered for a
 * /metrics route. The shop needs a handful of operational figures (dead letters, outbox backlog),
 * which does not justify a client library and its default process collectors.
 */
export type Labels = Record<string, string>;

interface Metric {
  readonly name: string;
  readonly help: string;
  readonly type: 'counter' | 'gauge';
  samples(): Promise<[Labels, number][]> | [Labels, number][];
}

const namePattern = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;

function labelKey(labels: Labels): string {
  return JSON.stringify(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)));
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

function formatLabels(labels: Labels): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return '';
  return `{${entries.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(',')}}`;
}

export class Counter implements Metric {
  readonly type = 'counter' as const;
  private readonly values = new Map<string, [Labels, number]>();

  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  inc(labels: Labels = {}, by = 1): void {
    if (by < 0) throw new Error(`counter ${this.name} cannot go down`);
    const key = labelKey(labels);
    const entry = this.values.get(key);
    if (entry) entry[1] += by;
    else this.values.set(key, [{ ...labels }, by]);
  }

  get(labels: Labels = {}): number {
    return this.values.get(labelKey(labels))?.[1] ?? 0;
  }

  samples(): [Labels, number][] {
    return [...this.values.values()];
  }
}

/** A gauge read when /metrics is scraped (a backlog is counted where it lives, not mirrored). */
export class Gauge implements Metric {
  readonly type = 'gauge' as const;
  private readonly sources = new Map<string, [Labels, () => Promise<number> | number]>();

  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  /** Registers (or replaces) the reading for one label set; returns a function that removes it. */
  track(labels: Labels, read: () => Promise<number> | number): () => void {
    const key = labelKey(labels);
    const entry: [Labels, () => Promise<number> | number] = [{ ...labels }, read];
    this.sources.set(key, entry);
    return () => {
      if (this.sources.get(key) === entry) this.sources.delete(key);
    };
  }

  async samples(): Promise<[Labels, number][]> {
    const out: [Labels, number][] = [];
    for (const [labels, read] of this.sources.values()) {
      try {
        out.push([labels, await read()]);
      } catch {
        // A source that cannot be read (its database is closing) is left out rather than failing the scrape.
      }
    }
    return out;
  }
}

export class MetricsRegistry {
  private readonly metrics = new Map<string, Metric>();

  counter(name: string, help: string): Counter {
    return this.register(name, () => new Counter(name, help), 'counter') as Counter;
  }

  gauge(name: string, help: string): Gauge {
    return this.register(name, () => new Gauge(name, help), 'gauge') as Gauge;
  }

  /** The Prometheus text exposition format (version 0.0.4). */
  async render(): Promise<string> {
    const lines: string[] = [];
    for (const metric of this.metrics.values()) {
      lines.push(`# HELP ${metric.name} ${metric.help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`);
      lines.push(`# TYPE ${metric.name} ${metric.type}`);
      for (const [labels, value] of await metric.samples())
        lines.push(`${metric.name}${formatLabels(labels)} ${value}`);
    }
    return `${lines.join('\n')}\n`;
  }

  private register(name: string, create: () => Metric, type: Metric['type']): Metric {
    if (!namePattern.test(name)) throw new Error(`invalid metric name ${name}`);
    const existing = this.metrics.get(name);
    if (existing) {
      if (existing.type !== type) throw new Error(`metric ${name} is already a ${existing.type}`);
      return existing;
    }
    const metric = create();
    this.metrics.set(name, metric);
    return metric;
  }
}

/** The process's registry: the buses and outbox relays count here unless given another. */
export const defaultMetrics = new MetricsRegistry();
