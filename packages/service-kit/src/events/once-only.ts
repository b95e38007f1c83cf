import type { EventEnvelope, Topic } from '@shop/contracts';
import type { EventHandler } from './event-bus';

/** Where a consumer remembers which event ids it has already acted on. */
export interface ProcessedEvents {
  /** Records the id; false when it was already recorded. */
  markProcessed(consumer: string, eventId: string): Promise<boolean>;
  /** Whether the id is recorded (one SELECT on the same table): asked before the handler runs. */
  isProcessed(consumer: string, eventId: string): Promise<boolean>;
}

/**
 * Wraps a handler so an event delivered twice acts once: an event already recorded is skipped,
 * and the id is recorded only after the handler succeeded. Recording first (the old order) meant
 * one failed SMTP call lost that e-mail for good, because the retry found the event "done". The
 * price is the window between the side effect and the record: a crash there repeats the side
 * effect on redelivery, which is why side effects carry a key derived from the event id
 * (`idempotencyKey`) that the receiving system can deduplicate on.
 */
export function onceOnly<T extends Topic>(
  consumer: string,
  processed: ProcessedEvents,
  handler: EventHandler<T>,
): EventHandler<T> {
  return async (event: EventEnvelope<T>) => {
    if (await processed.isProcessed(consumer, event.id)) return;
    await handler(event);
    await processed.markProcessed(consumer, event.id);
  };
}

/**
 * A key for the side effect of one consumer on one event (a Message-ID, a payment provider's
 * Idempotency-Key): the same on every redelivery, different between consumers.
 */
export function idempotencyKey(consumer: string, event: Pick<EventEnvelope, 'id'>): string {
  return `${consumer}:${event.id}`;
}

/** ProcessedEvents in memory: for tests and for consumers whose side effect is itself idempotent. */
export class MemoryProcessedEvents implements ProcessedEvents {
  private readonly seen = new Set<string>();

  async markProcessed(consumer: string, eventId: string): Promise<boolean> {
    const key = `${consumer}\u0000${eventId}`;
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    return true;
  }

  async isProcessed(consumer: string, eventId: string): Promise<boolean> {
    return this.seen.has(`${consumer}\u0000${eventId}`);
  }
}
