import type { FastifyReply } from 'fastify';
import { HttpError } from '../http/http-error';
import type { RateLimiter } from './rate-limiter';

/** How many attempts each kind of key (an address, an e-mail, a cart, a recipient) may make in a window. */
export interface RateRule {
  windowMs: number;
  per: Record<string, number>;
}

/**
 * What a guard does when its limiter's store cannot answer: `refuse` (503, for what a flood must
 * never get through: password tries, mails) or `admit` (the request goes on uncounted, for signals
 * whose loss of a limit for a while only costs accuracy: search clicks, analytics).
 */
export type WhenStoreFails = 'refuse' | 'admit';

export interface RateGuardOptions {
  now?: () => Date;
  /** The 429's message (packages/i18n); default `error.rate_limited`. */
  messageKey?: string;
  whenStoreFails: WhenStoreFails;
  /** Hears every failure of the store (the service logs it), refused or admitted. */
  onStoreFailure?: (error: unknown) => void;
}

/**
 * Applies one rule of a service's actions to a request: each key is counted in turn and the first
 * one over its limit refuses with 429 and Retry-After. Keys after a refused one are not counted,
 * so a flood from one address does not use up the allowance of the e-mail it names.
 */
export class RateGuard<Action extends string> {
  private readonly now: () => Date;
  private readonly messageKey: string;

  constructor(
    private readonly limiter: RateLimiter,
    private readonly rules: Record<Action, RateRule>,
    private readonly options: RateGuardOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.messageKey = options.messageKey ?? 'error.rate_limited';
  }

  /** `keys` maps a kind of the rule's `per` to this request's value of it (`{ address: request.ip }`). */
  async check(action: Action, keys: Record<string, string>, reply: FastifyReply): Promise<void> {
    const rule = this.rules[action];
    const now = this.now();
    for (const [kind, value] of Object.entries(keys)) {
      const limit = rule.per[kind];
      if (limit === undefined) throw new Error(`rate rule ${action} has no limit per ${kind}`);
      const decision = await this.decide(`${action}:${kind}:${value}`, limit, rule.windowMs, now);
      if (decision === 'admitted') return;
      if (decision === 'allowed') continue;
      reply.header('retry-after', String(decision.retryAfterSeconds));
      throw new HttpError(429, 'RATE_LIMITED', this.messageKey);
    }
  }

  private async decide(
    key: string,
    limit: number,
    windowMs: number,
    now: Date,
  ): Promise<'allowed' | 'admitted' | { retryAfterSeconds: number }> {
    try {
      const decision = await this.limiter.attempt(key, limit, windowMs, now);
      return decision.allowed ? 'allowed' : decision;
    } catch (error) {
      this.options.onStoreFailure?.(error);
      if (this.options.whenStoreFails === 'refuse') throw HttpError.unavailable();
      return 'admitted';
    }
  }
}
