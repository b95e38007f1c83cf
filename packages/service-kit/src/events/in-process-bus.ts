import type { EventEnvelope, EventPayload, Topic } from '@shop/contracts';
import type { MetricsRegistry } from '../metrics/registry';
import {
  deliverWithRetries,
  consoleBusLogger,
  defaultSubscribeOptions,
  eventMetrics,
  type BusLogger,
  type EventMetrics,
} from './delivery';
import { createEnvelope } from './envelope';
import type { DeadLetter, EventBus, EventHandler, PublishOptions, Readiness, SubscribeOptions } from './event-bus';

export interface InProcessBusOptions {
  /** Called once per dead letter, after the last attempt failed. */
  onError?: (error: unknown, event: EventEnvelope) => void;
  logger?: BusLogger;
  metrics?: MetricsRegistry;
  /** Replaces the back-off wait (tests of the retry policy). */
  sleep?: (ms: number) => Promise<void>;
}

interface Subscription {
  handler: EventHandler<Topic>;
  options: Required<SubscribeOptions>;
}

/**
 * The embedded bus: same topics, envelopes and delivery rules as Kafka, delivered in process.
 * Delivery is asynchronous (after publish returns) like a broker's; a failing handler is retried
 * with back-off and then dead-lettered, never propagated to the publisher. Dead letters live in
 * this process (the embedded shop is one process) until replayed.
 */
export class InProcessEventBus implements EventBus {
  readonly kind = 'in-process';
  private readonly groups = new Map<string, Map<Topic, Subscription[]>>();
  private readonly pending = new Set<Promise<void>>();
  private readonly letters: DeadLetter[] = [];
  private readonly options: InProcessBusOptions;
  private readonly metrics: EventMetrics;
  private closed = false;

  constructor(options: InProcessBusOptions | ((error: unknown, event: EventEnvelope) => void) = {}) {
    this.options = typeof options === 'function' ? { onError: options } : options;
    this.metrics = eventMetrics(this.options.metrics);
  }

  async publish<T extends Topic>(
    topic: T,
    payload: EventPayload<T>,
    options?: PublishOptions,
  ): Promise<EventEnvelope<T>> {
    const envelope = createEnvelope(topic, payload);
    await this.publishEnvelope(envelope, options);
    return envelope;
  }

  async publishEnvelope(envelope: EventEnvelope, _options?: PublishOptions): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    this.metrics.published.inc({ topic: envelope.topic });
    for (const [group, byTopic] of this.groups) {
      for (const subscription of byTopic.get(envelope.topic) ?? []) this.deliver(group, subscription, envelope);
    }
  }

  async subscribe<T extends Topic>(
    group: string,
    topic: T,
    handler: EventHandler<T>,
    options?: SubscribeOptions,
  ): Promise<void> {
    const byTopic = this.groups.get(group) ?? new Map<Topic, Subscription[]>();
    const subscription = {
      handler: handler as unknown as EventHandler<Topic>,
      options: { ...defaultSubscribeOptions, ...options },
    };
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), subscription]);
    this.groups.set(group, byTopic);
  }

  async ready(): Promise<Readiness> {
    return this.closed ? { ok: false, detail: 'in-process bus is closed' } : { ok: true, detail: 'in-process bus' };
  }

  /** The dead letters held now, oldest first (operators and tests). */
  deadLetters(topic?: Topic): DeadLetter[] {
    return this.letters.filter((letter) => !topic || letter.event.topic === topic);
  }

  async replayDeadLetters(topic: Topic, options: { group?: string } = {}): Promise<number> {
    if (this.closed) throw new Error('event bus is closed');
    let replayed = 0;
    for (let i = 0; i < this.letters.length;) {
      const letter = this.letters[i]!;
      if (letter.event.topic !== topic || (options.group && letter.group !== options.group)) {
        i++;
        continue;
      }
      this.letters.splice(i, 1);
      for (const subscription of this.groups.get(letter.group)?.get(topic) ?? [])
        this.deliver(letter.group, subscription, letter.event);
      this.metrics.replayed.inc({ group: letter.group, topic });
      replayed++;
    }
    return replayed;
  }

  /** Resolves when every delivery started so far has finished (tests and graceful shutdown). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.drain();
  }

  private deliver(group: string, subscription: Subscription, envelope: EventEnvelope) {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() =>
        deliverWithRetries(subscription.handler, envelope, {
          group,
          options: subscription.options,
          logger: this.options.logger ?? consoleBusLogger,
          metrics: this.metrics,
          sleep: this.options.sleep,
        }),
      )
      .then((letter) => {
        if (!letter) return;
        this.letters.push(letter);
        this.options.onError?.(new Error(letter.error), envelope);
      })
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }
}
