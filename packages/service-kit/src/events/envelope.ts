import { randomUUID } from 'node:crypto';
import { parseEvent, type EventEnvelope, type EventPayload, type Topic } from '@shop/contracts';
import { currentRequestId } from '../http/request-id';

export function createEnvelope<T extends Topic>(topic: T, payload: EventPayload<T>): EventEnvelope<T> {
  const requestId = currentRequestId();
  return {
    id: randomUUID(),
    topic,
    occurredAt: new Date().toISOString(),
    ...(requestId ? { requestId } : {}),
    payload: parseEvent(topic, payload),
  };
}
