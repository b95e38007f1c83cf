import type { EventEnvelope, EventPayload, Topic } from '@shop/contracts';

export type EventHandler<T extends Topic> = (event: EventEnvelope<T>) => Promise<void> | void;

export interface PublishOptions {
  /**
   * Kafka's partition key: events with the same key keep their order (an order's events by its
   * uuid). Defaults to the event id, which spreads events evenly.
   */
  key?: string;
}

export interface SubscribeOptions {
  /** Deliveries of one event to this handler before it goes to the dead-letter topic (default 5). */
  maxAttempts?: number;
  /** Wait before the second attempt; doubles each attempt (default 200 ms). */
  retryDelayMs?: number;
  /** Ceiling of that wait (default 10 s). */
  maxRetryDelayMs?: number;
}

/** Whether an adapter can do its work now; reported by the readiness route (healthRoutes, health.ts). */
export interface Readiness {
  ok: boolean;
  detail: string;
}

/** An event a consumer group gave up on, kept on `<topic>.dlq` with why and how often it failed. */
export interface DeadLetter {
  event: EventEnvelope;
  group: string;
  error: string;
  attempts: number;
  failedAt: string;
}

/** Who replayed a dead letter, and when: an operator's e-mail, or the command line's name. */
export interface Replay {
  at: string;
  by: string;
}

/**
 * A dead letter as the bus keeps it for operators: its own id (an event can be dead-lettered by
 * several groups, and again after a replay), and its replay once it had one.
 */
export interface KeptDeadLetter extends DeadLetter {
  id: string;
  replayed: Replay | null;
}

/** Which dead letters a list or a replay means; every field narrows. */
export interface DeadLetterSelection {
  topic?: Topic;
  group?: string;
}

/**
 * The events port. Producers publish validated payloads; each consumer group receives every
 * event of its topics at least once, so handlers must be idempotent (see `onceOnly`). A handler's
 * event counts as handled only when the handler resolved: a throwing handler is retried with
 * back-off, and after `maxAttempts` the event is dead-lettered (logged, counted on /metrics,
 * replayable with `replayDeadLetters`), never dropped.
 */
export interface EventBus {
  readonly kind: string;
  publish<T extends Topic>(topic: T, payload: EventPayload<T>, options?: PublishOptions): Promise<EventEnvelope<T>>;
  /**
   * Publishes an envelope made earlier (an outbox row), keeping its id: a relay that publishes a
   * row again after a crash sends the same id, which idempotent consumers recognise.
   */
  publishEnvelope(envelope: EventEnvelope, options?: PublishOptions): Promise<void>;
  subscribe<T extends Topic>(
    group: string,
    topic: T,
    handler: EventHandler<T>,
    options?: SubscribeOptions,
  ): Promise<void>;
  /** Red while events cannot be published (the broker is unreachable). */
  ready(): Promise<Readiness>;
  /**
   * Delivers the dead letters of `topic` again, each to the group that gave up on it only (other
   * groups handled it already); resolves with how many were replayed.
   */
  replayDeadLetters(topic: Topic, options?: { group?: string; by?: string }): Promise<number>;
  /**
   * Every dead letter kept, oldest first, those replayed with their replay (the operators' list).
   * The in-process bus keeps them in its store; Kafka reads `<topic>.dlq` of each contract topic.
   */
  listDeadLetters(selection?: DeadLetterSelection): Promise<KeptDeadLetter[]>;
  /**
   * Replays one dead letter to the group that gave up on it; false when there is no such letter
   * or it was replayed already (nothing is delivered then).
   */
  replayDeadLetter(id: string, by: string): Promise<boolean>;
  close(): Promise<void>;
}

/** The dead-letter topic of a topic. */
export function deadLetterTopic(topic: string): string {
  return `${topic}.dlq`;
}
