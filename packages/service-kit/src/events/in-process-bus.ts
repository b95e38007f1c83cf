import type { EventEnvelope, EventPayload, Topic } from '@shop/contracts';
import { createEnvelope } from './envelope';
import type { EventBus, EventHandler } from './event-bus';

/**
 * The embedded bus: same topics and envelopes as Kafka, delivered in process. Delivery is
 * asynchronous (after publish returns) like a broker's, and a failing handler is logged, not
 * propagated to the publisher.
 */
export class InProcessEventBus implements EventBus {
  readonly kind = 'in-process';
  private readonly groups = new Map<string, Map<Topic, EventHandler<Topic>[]>>();
  private pending = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly onError: (error: unknown, event: EventEnvelope) => void = () => {}) {}

  async publish<T extends Topic>(topic: T, payload: EventPayload<T>): Promise<EventEnvelope<T>> {
    if (this.closed) throw new Error('event bus is closed');
    const envelope = createEnvelope(topic, payload);
    for (const handlersByTopic of this.groups.values()) {
      for (const handler of handlersByTopic.get(topic) ?? []) this.deliver(handler, envelope);
    }
    return envelope;
  }

  async subscribe<T extends Topic>(group: string, topic: T, handler: EventHandler<T>): Promise<void> {
    const byTopic = this.groups.get(group) ?? new Map<Topic, EventHandler<Topic>[]>();
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), handler as unknown as EventHandler<Topic>]);
    this.groups.set(group, byTopic);
  }

  /** Resolves when every delivery started so far has finished (tests and graceful shutdown). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.drain();
  }

  private deliver(handler: EventHandler<Topic>, envelope: EventEnvelope) {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => handler(envelope))
      .catch((error: unknown) => this.onError(error, envelope))
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }
}
