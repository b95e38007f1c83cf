import type { EventEnvelope, EventPayload, Topic } from '@shop/contracts';

export type EventHandler<T extends Topic> = (event: EventEnvelope<T>) => Promise<void> | void;

/**
 * The events port. Producers publish validated payloads; each consumer group receives every
 * event of its topics at least once, so handlers must be idempotent (see `onceOnly`).
 */
export interface EventBus {
  readonly kind: string;
  publish<T extends Topic>(topic: T, payload: EventPayload<T>): Promise<EventEnvelope<T>>;
  subscribe<T extends Topic>(group: string, topic: T, handler: EventHandler<T>): Promise<void>;
  close(): Promise<void>;
}
