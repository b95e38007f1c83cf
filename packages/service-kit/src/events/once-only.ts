import type { EventEnvelope, Topic } from '@shop/contracts';
import type { EventHandler } from './event-bus';

/** Where a consumer remembers which event ids it has already acted on. */
export interface ProcessedEvents {
  /** Records the id; false when it was already recorded. */
  markProcessed(consumer: string, eventId: string): Promise<boolean>;
}

/**
 * Wraps a handler so an event delivered twice acts once. The id is recorded before the side
 * effect: a crash between the two loses that effect instead of doubling it, because a buyer who
 * gets an order e-mail twice is worse served than one whose missing e-mail support resends.
 */
export function onceOnly<T extends Topic>(
  consumer: string,
  processed: ProcessedEvents,
  handler: EventHandler<T>,
): EventHandler<T> {
  return async (event: EventEnvelope<T>) => {
    if (!(await processed.markProcessed(consumer, event.id))) return;
    await handler(event);
  };
}
