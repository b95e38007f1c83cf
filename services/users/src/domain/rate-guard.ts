import { authErrorCodes } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter } from '../ports/rate-limiter';
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

/** Applies the limits of an action to a request; 429 with Retry-After when either is exceeded. */
export class RateGuard {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: Record<RateAction, RateLimit>,
    private readonly now: () => Date,
  ) {}

  check(action: RateAction, email: string, request: FastifyRequest, reply: FastifyReply): void {
    const limit = this.limits[action];
    const now = this.now();
    const byAddress = this.limiter.attempt(`${action}:ip:${request.ip}`, limit.perAddress, limit.windowMs, now);
    const byEmail = byAddress.allowed
      ? this.limiter.attempt(`${action}:email:${normalizeEmail(email)}`, limit.perEmail, limit.windowMs, now)
      : byAddress;
    if (byEmail.allowed) return;
    reply.header('retry-after', String(byEmail.retryAfterSeconds));
    throw new HttpError(429, authErrorCodes.rateLimited, 'account.error.rate_limited');
  }
}
