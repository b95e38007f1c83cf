import type { EventEnvelope } from '@shop/contracts';
import { consoleBusLogger, errorText, type BusLogger } from '../events/delivery';
import type { EventBus, Readiness } from '../events/event-bus';
import { defaultMetrics, type MetricsRegistry } from '../metrics/registry';

/** One event written by a state change and not yet confirmed published. */
export interface OutboxRow {
  /** The store's position of the row: rows are published in this order. */
  position: string;
  envelope: EventEnvelope;
  key: string | null;
  attempts: number;
}

/** Where a service's outbox rows live: the same database as the state they belong to. */
export interface OutboxStore {
  /** Names the outbox in logs and metrics (`orders`, `users`...). */
  readonly name: string;
  /** The oldest unsent rows, in commit order. */
  unsent(limit: number): Promise<OutboxRow[]>;
  markSent(row: OutboxRow): Promise<void>;
  recordFailure(row: OutboxRow, error: string): Promise<void>;
  /** How many rows wait to be published. */
  backlog(): Promise<number>;
  /** Deletes rows published before `cutoff` (they are kept a while for operators to inspect). */
  pruneSent(cutoff: Date): Promise<number>;
}

export interface OutboxRelayOptions {
  /** How often the relay looks for rows nobody told it about (default 250 ms). */
  pollMs?: number;
  batchSize?: number;
  /** First wait after a failed publish; doubles up to maxRetryDelayMs (defaults 250 ms and 15 s). */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Readiness goes red above this backlog even while publishing works (default 1,000). */
  maxBacklog?: number;
  /** How long published rows are kept (default 24 h). */
  retainSentMs?: number;
  logger?: BusLogger;
  metrics?: MetricsRegistry;
}

interface Wakeup {
  wake?: () => void;
  /** A notify() that came while no sleep was waiting (during a pass): the next sleep ends at once. */
  pending?: boolean;
}

const sleep = (ms: number, signal: Wakeup) =>
  new Promise<void>((resolve) => {
    if (signal.pending) {
      signal.pending = false;
      resolve();
      return;
    }
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.wake = undefined;
      resolve();
    }
    signal.wake = done;
  });

/**
 * Publishes what the outbox stores hold, oldest first, and marks each row sent once the bus has
 * acknowledged it (Kafka: acks=all). A failed publish stops the pass there, so later rows never
 * overtake an earlier one, and the relay retries with back-off until the bus is back. Rows are
 * read from the database on every pass, so a relay started after a crash finishes what was
 * committed before it. A crash between publish and mark-sent publishes that row again with the
 * same event id, which consumers deduplicate (`onceOnly`).
 *
 * One relay per outbox store per process; with several replicas on one database each row may be
 * published by more than one of them, which the same deduplication absorbs.
 */
export class OutboxRelay {
  private readonly options: Required<Omit<OutboxRelayOptions, 'logger' | 'metrics'>>;
  private readonly logger: BusLogger;
  private readonly published;
  private readonly failures;
  private readonly backlogGauge;
  private untrack: (() => void) | null = null;
  private running: Promise<void> | null = null;
  private stopping = false;
  private readonly wakeup: Wakeup = {};
  private consecutiveFailures = 0;
  private lastError: string | null = null;
  private lastPrune = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly store: OutboxStore,
    private readonly bus: EventBus,
    options: OutboxRelayOptions = {},
  ) {
    this.options = {
      pollMs: options.pollMs ?? 250,
      batchSize: options.batchSize ?? 100,
      retryDelayMs: options.retryDelayMs ?? 250,
      maxRetryDelayMs: options.maxRetryDelayMs ?? 15_000,
      maxBacklog: options.maxBacklog ?? 1_000,
      retainSentMs: options.retainSentMs ?? 24 * 60 * 60 * 1000,
    };
    this.logger = options.logger ?? consoleBusLogger;
    const metrics = options.metrics ?? defaultMetrics;
    this.published = metrics.counter('shop_outbox_published_total', 'Outbox rows published to the bus, by outbox.');
    this.failures = metrics.counter(
      'shop_outbox_publish_failures_total',
      'Failed attempts to publish an outbox row, by outbox.',
    );
    this.backlogGauge = metrics.gauge('shop_outbox_backlog', 'Outbox rows committed but not yet published, by outbox.');
  }

  /** Starts relaying in the background (idempotent). */
  start(): this {
    if (!this.running) {
      this.stopping = false;
      this.untrack = this.backlogGauge.track({ outbox: this.store.name }, () => this.store.backlog());
      this.running = this.loop();
    }
    return this;
  }

  /** Wakes the relay now: call after committing a transaction that enqueued events. */
  notify(): void {
    // Rows committed while a pass runs may be past what that pass read: without the flag they would
    // wait a whole poll interval.
    if (this.wakeup.wake) this.wakeup.wake();
    else this.wakeup.pending = true;
  }

  /** Resolves when the outbox is empty (tests, and a graceful shutdown that wants to finish its work). */
  async flushed(): Promise<void> {
    if (!this.running) throw new Error(`outbox relay ${this.store.name} is not started`);
    while ((await this.store.backlog()) > 0) {
      if (this.stopping) throw new Error(`outbox relay ${this.store.name} stopped with events waiting`);
      this.notify();
      await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    }
  }

  /** Finishes the row being published, then stops; unsent rows wait in the store for the next start. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.notify();
    await this.running;
    this.running = null;
    this.untrack?.();
    this.untrack = null;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  async backlog(): Promise<number> {
    return this.store.backlog();
  }

  /** Red while publishing fails with rows waiting, or while the backlog is over its limit. */
  async ready(): Promise<Readiness> {
    const backlog = await this.store.backlog();
    if (backlog > 0 && this.consecutiveFailures > 0) {
      return {
        ok: false,
        detail: `outbox ${this.store.name}: ${backlog} event(s) waiting, publishing fails: ${this.lastError}`,
      };
    }
    if (backlog > this.options.maxBacklog)
      return { ok: false, detail: `outbox ${this.store.name}: backlog ${backlog} over ${this.options.maxBacklog}` };
    return { ok: true, detail: `outbox ${this.store.name}: backlog ${backlog}` };
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let wait = this.options.pollMs;
      try {
        const outcome = await this.pass();
        if (outcome === 'more') continue;
        if (outcome === 'failed')
          wait = Math.min(
            this.options.maxRetryDelayMs,
            this.options.retryDelayMs * 2 ** (this.consecutiveFailures - 1),
          );
        else await this.pruneNow();
      } catch (error) {
        // The store itself failed (database busy or closing): the same back-off as a bus failure.
        this.consecutiveFailures++;
        this.lastError = errorText(error);
        this.logger.error(
          { outbox: this.store.name, err: this.lastError },
          `outbox ${this.store.name}: reading the outbox failed`,
        );
        wait = Math.min(this.options.maxRetryDelayMs, this.options.retryDelayMs * 2 ** (this.consecutiveFailures - 1));
      }
      for (const resolve of this.idleWaiters.splice(0)) resolve();
      if (!this.stopping) await sleep(wait, this.wakeup);
    }
  }

  private async pass(): Promise<'idle' | 'more' | 'failed'> {
    const rows = await this.store.unsent(this.options.batchSize);
    for (const row of rows) {
      if (this.stopping) return 'idle';
      try {
        await this.bus.publishEnvelope(row.envelope, row.key ? { key: row.key } : undefined);
      } catch (error) {
        this.consecutiveFailures++;
        this.lastError = error instanceof Error ? error.message : String(error);
        this.failures.inc({ outbox: this.store.name });
        await this.store.recordFailure(row, this.lastError).catch(() => undefined);
        this.logger.warn(
          {
            outbox: this.store.name,
            eventId: row.envelope.id,
            topic: row.envelope.topic,
            attempts: row.attempts + 1,
            err: this.lastError,
          },
          `outbox ${this.store.name}: publishing ${row.envelope.topic} ${row.envelope.id} failed, retrying`,
        );
        return 'failed';
      }
      await this.store.markSent(row);
      this.published.inc({ outbox: this.store.name });
      if (this.consecutiveFailures > 0) {
        this.logger.warn(
          { outbox: this.store.name, failures: this.consecutiveFailures },
          `outbox ${this.store.name}: publishing again`,
        );
        this.consecutiveFailures = 0;
        this.lastError = null;
      }
    }
    return rows.length === this.options.batchSize ? 'more' : 'idle';
  }

  private async pruneNow() {
    if (Date.now() - this.lastPrune < 60_000) return;
    this.lastPrune = Date.now();
    await this.store.pruneSent(new Date(Date.now() - this.options.retainSentMs));
  }
}
