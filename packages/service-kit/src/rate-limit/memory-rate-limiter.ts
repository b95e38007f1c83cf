import { retryAfterSeconds, type RateDecision, type RateLimiter } from './rate-limiter';

/**
 * Sliding-window log in memory: each key keeps the times of its recent attempts. Refused attempts
 * are not recorded, so a blocked caller is free again one window after its last allowed attempt.
 * One process only: the embedded shop, and tests.
 */
export class MemoryRateLimiter implements RateLimiter {
  readonly kind = 'memory';
  private readonly attempts = new Map<string, number[]>();

  async attempt(key: string, limit: number, windowMs: number, now: Date): Promise<RateDecision> {
    const at = now.getTime();
    const recent = (this.attempts.get(key) ?? []).filter((t) => t > at - windowMs);
    if (recent.length >= limit) {
      this.attempts.set(key, recent);
      const oldest = recent[0];
      return { allowed: false, retryAfterSeconds: retryAfterSeconds((oldest ?? at) + windowMs, at) };
    }
    recent.push(at);
    this.attempts.set(key, recent);
    if (this.attempts.size > 50_000) this.forgetOld(at, windowMs);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  async close(): Promise<void> {}

  /** Keeps memory bounded under a flood of distinct keys. */
  private forgetOld(at: number, windowMs: number) {
    for (const [key, times] of this.attempts) if ((times.at(-1) ?? 0) <= at - windowMs) this.attempts.delete(key);
  }
}
