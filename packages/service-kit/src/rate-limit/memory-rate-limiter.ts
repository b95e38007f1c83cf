import type { RateDecision, RateLimiter } from './rate-limiter';

/**
 * Sliding-window log in memory: each key keeps the times of its recent attempts. Refused attempts
 * are not recorded, so a blocked caller is free again one window after its last allowed attempt.
 */
export class MemoryRateLimiter implements RateLimiter {
  readonly kind = 'memory';
  private readonly attempts = new Map<string, number[]>();

  attempt(key: string, limit: number, windowMs: number, now: Date): RateDecision {
    const at = now.getTime();
    const recent = (this.attempts.get(key) ?? []).filter((t) => t > at - windowMs);
    if (recent.length >= limit) {
      this.attempts.set(key, recent);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - at) / 1000)) };
    }
    recent.push(at);
    this.attempts.set(key, recent);
    if (this.attempts.size > 50_000) this.forgetOld(at, windowMs);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Keeps memory bounded under a flood of distinct keys. */
  private forgetOld(at: number, windowMs: number) {
    for (const [key, times] of this.attempts) if ((times.at(-1) ?? 0) <= at - windowMs) this.attempts.delete(key);
  }
}
