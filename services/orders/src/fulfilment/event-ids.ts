import { createHash } from 'node:crypto';

/**
 * An event id derived from what the event is about (a uuid-shaped SHA-256): however many
 * deliveries or replicas announce the same thing, the outbox takes it once and consumers act once.
 */
export function derivedEventId(about: string): string {
  const hex = createHash('sha256').update(about).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
