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
import { MemoryDeadLetters, type DeadLetterStore } from './dead-letter-store';
import { createEnvelope } from './envelope';
import type {
  DeadLetterSelection,
  EventBus,
  EventHandler,
  KeptDeadLetter,
  PublishOptions,
  Readiness,
  SubscribeOptions,
} from './event-bus';

export interface InProcessBusOptions {
  /** Called once per dead letter, after the last attempt failed. */
  onError?: (error: unknown, event: EventEnvelope) => void;
  logger?: BusLogger;
  metrics?: MetricsRegistry;
  /** Replaces the back-off wait (tests of the retry policy). */
  sleep?: (ms: number) => Promise<void>;
  /** Where dead letters are kept (default: in memory; the embedded shop gives a SQLite file). */
  deadLetters?: DeadLetterStore;
}

interface Subscription {
  handler: EventHandler<Topic>;
  options: Required<SubscribeOptions>;
}

/**
 * The embedded bus: same topics, envelopes and delivery rules as Kafka, delivered in process.
 * Delivery is asynchronous (after publish returns) like a broker's; a failing handler is retried
 * with back-off and then dead-lettered, never propagated to the publisher. Dead letters go to its
 * store (the embedded shop's survives a restart) and stay there, marked once replayed.
 */
export class InProcessEventBus implements EventBus {
  readonly kind = 'in-process';
  private readonly groups = new Map<string, Map<Topic, Subscription[]>>();
  private readonly pending = new Set<Promise<void>>();
  private readonly letters: DeadLetterStore;
  private readonly options: InProcessBusOptions;
  private readonly metrics: EventMetrics;
  private closed = false;

  constructor(options: InProcessBusOptions | ((error: unknown, event: EventEnvelope) => void) = {}) {
    this.options = typeof options === 'function' ? { onError: options } : options;
    this.metrics = eventMetrics(this.options.metrics);
    this.letters = this.options.deadLetters ?? new MemoryDeadLetters();
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

  /** The dead letters not replayed yet, oldest first (tests). */
  deadLetters(topic?: Topic): KeptDeadLetter[] {
    return this.letters.list().filter((letter) => !letter.replayed && (!topic || letter.event.topic === topic));
  }

  async listDeadLetters(selection: DeadLetterSelection = {}): Promise<KeptDeadLetter[]> {
    return this.letters
      .list()
      .filter(
        (letter) =>
          (!selection.topic || letter.event.topic === selection.topic) &&
          (!selection.group || letter.group === selection.group),
      );
  }

  async replayDeadLetters(topic: Topic, options: { group?: string; by?: string } = {}): Promise<number> {
    let replayed = 0;
    for (const letter of this.deadLetters(topic)) {
      if (options.group && letter.group !== options.group) continue;
      if (this.replay(letter, options.by ?? 'replay command')) replayed++;
    }
    return replayed;
  }

  async replayDeadLetter(id: string, by: string): Promise<boolean> {
    const letter = this.letters.list().find((l) => l.id === id);
    return letter ? this.replay(letter, by) : false;
  }

  /** Resolves when every delivery started so far has finished (tests and graceful shutdown). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.drain();
    this.letters.close();
  }

  /**
   * Marks first: of two operators replaying one letter at once, only one delivers it. A letter whose
   * group has no handler in this process (yet) stays as it is rather than being marked for nothing.
   */
  private replay(letter: KeptDeadLetter, by: string): boolean {
    if (this.closed) throw new Error('event bus is closed');
    const topic = letter.event.topic;
    const subscriptions = this.groups.get(letter.group)?.get(topic) ?? [];
    if (subscriptions.length === 0) return false;
    if (!this.letters.markReplayed(letter.id, { at: new Date().toISOString(), by })) return false;
    for (const subscription of subscriptions) this.deliver(letter.group, subscription, letter.event);
    this.metrics.replayed.inc({ group: letter.group, topic });
    return true;
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
        this.letters.add(letter);
        this.options.onError?.(new Error(letter.error), envelope);
      })
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }
}
