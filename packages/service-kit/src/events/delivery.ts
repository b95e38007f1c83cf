import type { EventEnvelope, Topic } from '@shop/contracts';
import { runWithRequestId } from '../http/request-id';
import { defaultMetrics, type MetricsRegistry } from '../metrics/registry';
import type { DeadLetter, EventHandler, SubscribeOptions } from './event-bus';

/** Where the buses report retries and dead letters: Fastify's logger fits, so does console. */
export interface BusLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const consoleBusLogger: BusLogger = {
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

export const defaultSubscribeOptions: Required<SubscribeOptions> = {
  maxAttempts: 5,
  retryDelayMs: 200,
  maxRetryDelayMs: 10_000,
};

export function retryDelay(options: Required<SubscribeOptions>, failedAttempts: number): number {
  return Math.min(options.maxRetryDelayMs, options.retryDelayMs * 2 ** Math.max(0, failedAttempts - 1));
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/** The counters every bus keeps, on the registry /metrics renders. */
export function eventMetrics(registry: MetricsRegistry = defaultMetrics) {
  return {
    published: registry.counter('shop_events_published_total', 'Events published to the bus, by topic.'),
    retried: registry.counter(
      'shop_event_handler_retries_total',
      'Failed handler attempts that were retried, by group and topic.',
    ),
    deadLettered: registry.counter(
      'shop_events_dead_lettered_total',
      'Events a consumer group gave up on after its last attempt, by group and topic.',
    ),
    replayed: registry.counter(
      'shop_events_replayed_total',
      'Dead letters delivered again by a replay, by group and topic.',
    ),
  };
}

export type EventMetrics = ReturnType<typeof eventMetrics>;

export interface DeliveryContext {
  group: string;
  options: Required<SubscribeOptions>;
  logger: BusLogger;
  metrics: EventMetrics;
  /** Between attempts (Kafka sends a heartbeat here so a long back-off does not cost the partition). */
  beforeRetry?: () => Promise<void>;
  sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a handler until it succeeds or has failed `maxAttempts` times. Resolves with the dead letter
 * in the second case; the caller stores it (in memory, or on `<topic>.dlq`) before it moves on,
 * so an event is either handled or dead-lettered, never just lost.
 */
export async function deliverWithRetries(
  handler: EventHandler<Topic>,
  event: EventEnvelope,
  context: DeliveryContext,
): Promise<DeadLetter | null> {
  const sleep = context.sleep ?? sleepFor;
  // The handler's logs, calls and events continue the id of the request that caused the event.
  const requestId = event.requestId ?? event.id;
  for (let attempt = 1; ; attempt++) {
    try {
      await runWithRequestId(requestId, () => handler(event));
      return null;
    } catch (error) {
      const labels = { group: context.group, topic: event.topic };
      if (attempt >= context.options.maxAttempts) {
        context.metrics.deadLettered.inc(labels);
        const letter: DeadLetter = {
          event,
          group: context.group,
          error: errorText(error),
          attempts: attempt,
          failedAt: new Date().toISOString(),
        };
        context.logger.error(
          {
            eventId: event.id,
            requestId,
            topic: event.topic,
            group: context.group,
            attempts: attempt,
            err: letter.error,
          },
          `event ${event.topic} ${event.id} dead-lettered by ${context.group} after ${attempt} attempts`,
        );
        return letter;
      }
      context.metrics.retried.inc(labels);
      const wait = retryDelay(context.options, attempt);
      context.logger.warn(
        {
          eventId: event.id,
          requestId,
          topic: event.topic,
          group: context.group,
          attempt,
          retryInMs: wait,
          err: errorText(error),
        },
        `event ${event.topic} ${event.id} failed in ${context.group}, retrying`,
      );
      await sleep(wait);
      await context.beforeRetry?.();
    }
  }
}
