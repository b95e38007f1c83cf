import { RateGuard as KeyedRateGuard, type RateGuardOptions, type RateLimiter, type RateRule } from '@shop/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeEmail } from '../ports/user-store';

/** Mails to an address the caller names (password tries have their own throttle: login-throttle.ts). */
export type RateAction = 'link' | 'signup' | 'reset';

export interface RateLimit {
  perEmail: number;
  perAddress: number;
  windowMs: number;
}

const oneHour = 60 * 60 * 1000;

/**
 * Defaults: tight per e-mail (the address the mail goes to, so nobody floods an inbox), and a
 * ceiling per client address high enough for a company's buyers behind one NAT address: these
 * calls are made before anyone is logged in, so the e-mail is the only account there is.
 */
export const defaultRateLimits: Record<RateAction, RateLimit> = {
  link: { perEmail: 5, perAddress: 100, windowMs: oneHour },
  signup: { perEmail: 5, perAddress: 100, windowMs: oneHour },
  reset: { perEmail: 5, perAddress: 100, windowMs: oneHour },
};

/** The account actions' limits per client address and per e-mail; 429 with Retry-After when either is exceeded. */
export class RateGuard {
  private readonly guard: KeyedRateGuard<RateAction>;

  constructor(
    limiter: RateLimiter,
    limits: Record<RateAction, RateLimit>,
    now: () => Date,
    onStoreFailure?: RateGuardOptions['onStoreFailure'],
  ) {
    const rule = ({ perEmail, perAddress, windowMs }: RateLimit): RateRule => ({
      windowMs,
      per: { ip: perAddress, email: perEmail },
    });
    const rules: Record<RateAction, RateRule> = {
      link: rule(limits.link),
      signup: rule(limits.signup),
      reset: rule(limits.reset),
    };
    // Fails closed: while the shared count cannot be read, no mail goes out (503), so an outage of
    // the store never lets one address flood an inbox.
    this.guard = new KeyedRateGuard(limiter, rules, {
      now,
      messageKey: 'account.error.rate_limited',
      whenStoreFails: 'refuse',
      onStoreFailure,
    });
  }

  async check(action: RateAction, email: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.guard.check(action, { ip: request.ip, email: normalizeEmail(email) }, reply);
  }
}
