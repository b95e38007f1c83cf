import { randomUUID } from 'node:crypto';
import { parseEvent, type EventEnvelope, type EventPayload, type Topic } from '@shop/contracts';

export function createEnvelope<T extends Topic>(topic: T, payload: EventPayload<T>): EventEnvelope<T> {
  return { id: randomUUID(), topic, occurredAt: new Date().toISOString(), payload: parseEvent(topic, payload) };
}

export function decodeEnvelope(raw: string): EventEnvelope {
  const parsed = JSON.parse(raw) as EventEnvelope;
  return { ...parsed, payload: parseEvent(parsed.topic, parsed.payload) };
}
