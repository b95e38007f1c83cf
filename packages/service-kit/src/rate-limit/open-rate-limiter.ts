import { MemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter';

export interface RateLimitStore {
  /** A MongoDB URI (the service's MONGODB_URI, or RATE_LIMIT_MONGODB_URI); none: in memory, one process. */
  uri?: string;
  /** The collection, one per service (`users_rate_limits`). */
  collection: string;
  /** Hears a failed sweep of expired slots. */
  onSweepError?: (error: unknown) => void;
}

/**
 * How long an attempt waits for an unreachable store before it rejects (and its guard refuses or
 * admits): short, because a login or a search waits on it.
 */
export const rateLimitStoreTimeoutMs = 5_000;

/**
 * The rate limiter a service's processes share: in the store when `uri` is given (its own
 * connection, opened and indexed here, so a wrong URI stops the start), else in memory. mongoose is
 * imported only then: the embedded shop never loads it for this.
 */
export async function openRateLimiter(store: RateLimitStore): Promise<RateLimiter> {
  if (!store.uri) return new MemoryRateLimiter();
  const [{ default: mongoose }, { MongoRateLimiter }] = await Promise.all([
    import('mongoose'),
    import('./mongo-rate-limiter'),
  ]);
  const connection = mongoose.createConnection(store.uri, { serverSelectionTimeoutMS: rateLimitStoreTimeoutMs });
  try {
    return await new MongoRateLimiter(connection, store.collection, { onSweepError: store.onSweepError }).ready();
  } catch (error) {
    await connection.close();
    throw error;
  }
}
