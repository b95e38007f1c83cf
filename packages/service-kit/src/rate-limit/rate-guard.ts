import type { FastifyReply } from 'fastify';
import { HttpError } from '../http/http-error';
import type { RateLimiter } from './rate-limiter';

/** How many attempts each kind of key (an address, an e-mail, a cart, a recipient) may make in a window. */
export interface RateRule {
  windowMs: number;
  per: Record<string, number>;
}

/**
 * Applies one rule of a service's actions to a request: each key is counted in turn and the first
 * one over its limit refuses with 429 and Retry-After. Keys after a refused one are not counted,
 * so a flood from one address does not use up the allowance of the e-mail it names.
 */
export class RateGuard<Action extends string> {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly rules: Record<Action, RateRule>,
    private readonly now: () => Date = () => new Date(),
    private readonly messageKey = 'error.rate_limited',
  ) {}

  /** `keys` maps a kind of the rule's `per` to this request's value of it (`{ address: request.ip }`). */
  check(action: Action, keys: Record<string, string>, reply: FastifyReply): void {
    const rule = this.rules[action];
    const now = this.now();
    for (const [kind, value] of Object.entries(keys)) {
      const limit = rule.per[kind];
      if (limit === undefined) throw new Error(`rate rule ${action} has no limit per ${kind}`);
      const decision = this.limiter.attempt(`${action}:${kind}:${value}`, limit, rule.windowMs, now);
      if (decision.allowed) continue;
      reply.header('retry-after', String(decision.retryAfterSeconds));
      throw new HttpError(429, 'RATE_LIMITED', this.messageKey);
    }
  }
}
