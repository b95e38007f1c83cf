import { RateGuard as KeyedRateGuard, type RateLimiter, type RateRule } from '@shop/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeEmail } from '../ports/user-store';

export type RateAction = 'login' | 'link' | 'signup' | 'reset';

export interface RateLimit {
  perEmail: number;
  perAddress: number;
  windowMs: number;
}

const fifteenMinutes = 15 * 60 * 1000;
const oneHour = 60 * 60 * 1000;

/**
 * Defaults: generous for a buyer who mistypes, tight for someone guessing passwords or flooding
 * an inbox. An office behind one address gets more than one person's share.
 */
export const defaultRateLimits: Record<RateAction, RateLimit> = {
  login: { perEmail: 10, perAddress: 50, windowMs: fifteenMinutes },
  link: { perEmail: 5, perAddress: 30, windowMs: oneHour },
  signup: { perEmail: 5, perAddress: 20, windowMs: oneHour },
  reset: { perEmail: 5, perAddress: 30, windowMs: oneHour },
};

/** The account actions' limits per client address and per e-mail; 429 with Retry-After when either is exceeded. */
export class RateGuard {
  private readonly guard: KeyedRateGuard<RateAction>;

  constructor(limiter: RateLimiter, limits: Record<RateAction, RateLimit>, now: () => Date) {
    const rule = ({ perEmail, perAddress, windowMs }: RateLimit): RateRule => ({
      windowMs,
      per: { ip: perAddress, email: perEmail },
    });
    const rules: Record<RateAction, RateRule> = {
      login: rule(limits.login),
      link: rule(limits.link),
      signup: rule(limits.signup),
      reset: rule(limits.reset),
    };
    this.guard = new KeyedRateGuard(limiter, rules, now, 'account.error.rate_limited');
  }

  check(action: RateAction, email: string, request: FastifyRequest, reply: FastifyReply): void {
    this.guard.check(action, { ip: request.ip, email: normalizeEmail(email) }, reply);
  }
}
