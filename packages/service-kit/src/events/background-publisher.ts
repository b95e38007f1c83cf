import type { EventEnvelope, EventPayload, Topic } from '@shop/contracts';
import { defaultMetrics, type MetricsRegistry } from '../metrics/registry';
import { consoleBusLogger, errorText, type BusLogger } from './delivery';
import { createEnvelope } from './envelope';
import type { EventBus, PublishOptions } from './event-bus';

export interface BackgroundPublisherOptions {
  /** Events waiting to be sent at most; beyond it the oldest waiting one is dropped (default 10,000). */
  capacity?: number;
  /** Sends under way at once, each of another key (default 16). */
  concurrency?: number;
  /** First wait after a failed send; doubles up to maxRetryDelayMs (defaults 250 ms and 5 s). */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /**
   * A send unanswered this long counts as failed and is retried (default 60 s): a send into a
   * dead connection must not hold its key, and a place of `concurrency`, for good. A late answer
   * then means the event went twice, which consumers deduplicate by id (`onceOnly`).
   */
  sendTimeoutMs?: number;
  metrics?: MetricsRegistry;
  logger?: BusLogger;
}

interface Waiting {
  envelope: EventEnvelope;
  key: string;
}

/**
 * Publishes the events nobody must wait for (search signals, analytics, the live cart count):
 * `publish` validates and returns at once, and the event is sent in the background, so a broker
 * that is slow or away never holds up a request. Events of one key are sent one after another, in
 * the order they were published; a failed send is retried with back-off (all sends pause
 * meanwhile: the broker is away for everybody) until it works.
 *
 * At most `capacity` events wait. When full, the oldest waiting event is dropped and counted
 * (`shop_events_dropped_total{topic}`): these events describe the present (a cart's item count,
 * what buyers search now), so after a long outage the newest are the ones worth sending, and a
 * cart's last count supersedes the ones before it. Events that must never be lost go through an
 * outbox instead (docs/events.md).
 */
export class BackgroundPublisher {
  private readonly waiting: Waiting[] = [];
  /** Keys with a send under way: their next event waits for it, to keep their order. */
  private readonly sending = new Set<string>();
  private readonly idle: (() => void)[] = [];
  private readonly capacity: number;
  private readonly concurrency: number;
  private readonly retryDelayMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly sendTimeoutMs: number;
  private readonly logger: BusLogger;
  private readonly dropped;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Closed and past its wait: a send that fails now is dropped, not retried. */
  private stopped = false;

  constructor(
    private readonly bus: EventBus,
    options: BackgroundPublisherOptions = {},
  ) {
    this.capacity = options.capacity ?? 10_000;
    this.concurrency = options.concurrency ?? 16;
    this.retryDelayMs = options.retryDelayMs ?? 250;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 5_000;
    this.sendTimeoutMs = options.sendTimeoutMs ?? 60_000;
    this.logger = options.logger ?? consoleBusLogger;
    this.dropped = (options.metrics ?? defaultMetrics).counter(
      'shop_events_dropped_total',
      'Background events given up unsent (the buffer was full, or held them at shutdown), by topic.',
    );
  }

  /**
   * Validates the payload against its contract (a broken one throws here, to its caller), queues
   * the event and returns its envelope; the send happens later. Nothing is queued once closed.
   */
  publish<T extends Topic>(topic: T, payload: EventPayload<T>, options?: PublishOptions): EventEnvelope<T> {
    const envelope = createEnvelope(topic, payload);
    if (this.closed) {
      this.drop(envelope);
      return envelope;
    }
    if (this.waiting.length >= this.capacity) this.drop(this.waiting.shift()!.envelope);
    this.waiting.push({ envelope, key: options?.key ?? envelope.id });
    this.pump();
    return envelope;
  }

  /** Events not sent yet, those under way included. */
  get size(): number {
    return this.waiting.length + this.sending.size;
  }

  /** Resolves once every event published so far was sent, or after `timeoutMs`; true when all were sent. */
  async flushed(timeoutMs: number): Promise<boolean> {
    if (this.size === 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const done = new Promise<boolean>((resolve) => this.idle.push(() => resolve(true)));
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([done, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * For shutdown, before the bus closes: takes no more events, waits up to `timeoutMs` for those
   * held (default 5 s: a broker that is away must not hold up a restart), then drops (and counts)
   * what is still waiting.
   */
  async close(timeoutMs = 5_000): Promise<void> {
    this.closed = true;
    await this.flushed(timeoutMs);
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    for (const { envelope } of this.waiting.splice(0)) this.drop(envelope);
  }

  private drop(envelope: EventEnvelope): void {
    this.dropped.inc({ topic: envelope.topic });
  }

  /** Starts the oldest waiting event of every key without a send under way, up to `concurrency`. */
  private pump(): void {
    if (this.retryTimer || this.stopped) return;
    for (let i = 0; i < this.waiting.length && this.sending.size < this.concurrency;) {
      const next = this.waiting[i]!;
      if (this.sending.has(next.key)) i++;
      else this.send(this.waiting.splice(i, 1)[0]!);
    }
  }

  private send(event: Waiting): void {
    this.sending.add(event.key);
    // Called at once, not on a later tick: the in-process bus hands the event to its consumers
    // within this call, as a direct publish did.
    let sent: Promise<void>;
    try {
      sent = this.bus.publishEnvelope(event.envelope, { key: event.key });
    } catch (error) {
      sent = Promise.reject(error);
    }
    let timer: NodeJS.Timeout | undefined;
    const unanswered = new Promise<void>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${this.sendTimeoutMs} ms`)), this.sendTimeoutMs);
      timer.unref();
    });
    Promise.race([sent, unanswered])
      .then(
        () => {
          if (this.failures > 0)
            this.logger.warn({ waiting: this.waiting.length }, 'background events are being published again');
          this.failures = 0;
        },
        (error: unknown) => {
          if (this.stopped) return this.drop(event.envelope);
          // First again: the later events of its key wait behind it.
          this.waiting.unshift(event);
          if (this.failures === 0)
            this.logger.warn(
              { topic: event.envelope.topic, err: errorText(error) },
              'publishing a background event failed; events wait in memory and are retried',
            );
          this.failures++;
          this.pauseAfterFailure();
        },
      )
      .finally(() => {
        clearTimeout(timer);
        this.sending.delete(event.key);
        this.pump();
        if (this.size === 0) for (const resolve of this.idle.splice(0)) resolve();
      });
  }

  private pauseAfterFailure(): void {
    if (this.retryTimer) return;
    const wait = Math.min(this.maxRetryDelayMs, this.retryDelayMs * 2 ** Math.min(this.failures - 1, 20));
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.pump();
    }, wait);
    this.retryTimer.unref();
  }
}
