import { RateGuard, type RateGuardOptions, type RateLimiter, type RateRule } from '@shop/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KnownBrowsers } from './known-browser';

/** At most `tries` in any `windowMs`. */
export interface Step {
  tries: number;
  windowMs: number;
}

export interface LoginLimits {
  /**
   * One client's tries at one account: each step waits longer than the one before (progressive
   * delay). A few typos cost a minute at most; guessing gets slower and slower.
   */
  perClientAndAccount: readonly Step[];
  /** One client's tries at any accounts (one address working through a list of e-mails). */
  perAddress: Step;
  /**
   * All unknown browsers' tries at one account together (guessing from many addresses). It never
   * refuses the owner's known browser, and the magic link is always left as a way in.
   */
  perAccount: Step;
  /** A browser the account logged in from before: a budget of its own that no stranger uses up. */
  perKnownBrowser: Step;
}

const minute = 60_000;

export const defaultLoginLimits: LoginLimits = {
  perClientAndAccount: [
    { tries: 5, windowMs: minute },
    { tries: 10, windowMs: 15 * minute },
    { tries: 20, windowMs: 60 * minute },
  ],
  perAddress: { tries: 100, windowMs: 15 * minute },
  perAccount: { tries: 50, windowMs: 15 * minute },
  perKnownBrowser: { tries: 10, windowMs: 15 * minute },
};

/**
 * Password tries (login, and the current password of a password change) are counted per client and
 * account, never per account alone: whoever types wrong passwords for somebody's e-mail slows
 * himself down, not the owner. The owner's usual browser (KnownBrowsers) is counted on its own. A
 * refusal is a 429 with Retry-After whose message points to the login link by e-mail.
 */
export class LoginThrottle {
  private readonly guard: RateGuard<string>;
  private readonly steps: string[];

  constructor(
    limiter: RateLimiter,
    limits: LoginLimits,
    private readonly knownBrowsers: KnownBrowsers,
    now: () => Date,
    onStoreFailure?: RateGuardOptions['onStoreFailure'],
  ) {
    const rule = (kind: string, { tries, windowMs }: Step): RateRule => ({ windowMs, per: { [kind]: tries } });
    this.steps = limits.perClientAndAccount.map((_, i) => `login-step-${i}`);
    const rules: Record<string, RateRule> = {
      'login-known-browser': rule('browser', limits.perKnownBrowser),
      'login-address': rule('address', limits.perAddress),
      'login-account': rule('account', limits.perAccount),
      ...Object.fromEntries(limits.perClientAndAccount.map((step, i) => [this.steps[i], rule('client', step)])),
    };
    // Fails closed: while the shared count cannot be read, no password is tried (503), so an outage
    // of the store never opens unlimited guessing.
    this.guard = new RateGuard(limiter, rules, {
      now,
      messageKey: 'account.error.login_throttled',
      whenStoreFails: 'refuse',
      onStoreFailure,
    });
  }

  /**
   * Counts one try at the account of `email` (`userid` when it exists). In order, so a refused try
   * does not count further: the address first (a list of e-mails from one client does not use up
   * each account's count), then the client at this account step by step, then the account.
   */
  async check(email: string, userid: number | null, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const browser = userid === null ? null : this.knownBrowsers.idOf(request, userid);
    if (browser !== null) {
      await this.guard.check('login-known-browser', { browser: `${userid}:${browser}` }, reply);
      return;
    }
    await this.guard.check('login-address', { address: request.ip }, reply);
    for (const step of this.steps) await this.guard.check(step, { client: `${request.ip} ${email}` }, reply);
    await this.guard.check('login-account', { account: email }, reply);
  }
}
