/** The answer of a rate limiter for one attempt. */
export interface RateDecision {
  allowed: boolean;
  /** When the caller may try again (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts attempts per key (an e-mail or an address) in a window. Embedded: in memory, per process
 * (memory-rate-limiter.ts); several processes of one service need a shared one (docs/sessions.md).
 */
export interface RateLimiter {
  readonly kind: string;
  attempt(key: string, limit: number, windowMs: number, now: Date): RateDecision;
}
