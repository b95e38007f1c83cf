/** The answer of a rate limiter for one attempt. */
export interface RateDecision {
  allowed: boolean;
  /** When the caller may try again (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts attempts per key (an e-mail or an address) in a sliding window: a limit of N allows N
 * attempts in any window, refused attempts do not count. Embedded: in memory, per process
 * (memory-rate-limiter.ts); several processes of one service share one in the store
 * (mongo-rate-limiter.ts), so N stays N with any number of replicas. `attempt` rejects when the
 * store cannot answer: the caller decides whether that refuses or admits (RateGuard's `whenStoreFails`).
 */
export interface RateLimiter {
  readonly kind: string;
  attempt(key: string, limit: number, windowMs: number, now: Date): Promise<RateDecision>;
  /** Ends what the limiter holds open (a store's connection). */
  close(): Promise<void>;
}

/** Seconds until a counted attempt that expires at `expiresAt` no longer counts (at least 1). */
export function retryAfterSeconds(expiresAt: number, now: number): number {
  return Math.max(1, Math.ceil((expiresAt - now) / 1000));
}
