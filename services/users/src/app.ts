import { createHmac } from 'node:crypto';
import {
  healthRoutes,
  MemoryRateLimiter,
  metricsRoutes,
  useZod,
  type EventBus,
  type Mailer,
  type OutboxRelay,
  type PublicOrigins,
  type RateLimiter,
  type WebhookAddressPolicy,
} from '@shop/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { companyDirectory } from './companies/company-directory';
import type { UsersContext } from './domain/context';
import { KnownBrowsers } from './domain/known-browser';
import { LinkTokens } from './domain/link-tokens';
import { defaultLoginLimits, LoginThrottle, type LoginLimits } from './domain/login-throttle';
import { PasswordHasher, type ScryptCost } from './domain/password';
import { defaultRateLimits, RateGuard, type RateAction, type RateLimit } from './domain/rate-guard';
import { Sessions } from './domain/sessions';
import { SignupBinding } from './domain/signup-binding';
import type { CompanyRegister } from './ports/company-register';
import type { CompanyStore } from './ports/company-store';
import type { PunchoutStore } from './ports/punchout-store';
import type { UserStore } from './ports/user-store';
import { billingRoutes } from './routes/company/billing-routes';
import { companyRoutes } from './routes/company/company-routes';
import { internalCompanyRoutes } from './routes/company/internal-company-routes';
import { internalCxmlRoutes } from './routes/punchout/internal-cxml-routes';
import { cxmlMembers, type CxmlMembers } from './punchout/cxml-members';
import { inviteRoutes } from './routes/company/invite-routes';
import { memberRoutes } from './routes/company/member-routes';
import { verificationRoutes } from './routes/company/verification-routes';
import { workSiteRoutes } from './routes/company/work-site-routes';
import { punchoutConnectionRoutes } from './routes/punchout/connection-routes';
import { ociRoutes } from './routes/punchout/oci-routes';
import { cxmlRoutes } from './routes/punchout/cxml-routes';
import { linkRoutes } from './routes/users/link-routes';
import { profileRoutes } from './routes/users/profile-routes';
import { sessionRoutes } from './routes/users/session-routes';
import { signupRoutes } from './routes/users/signup-routes';

export interface UsersServiceOptions {
  store: UserStore;
  bus: EventBus;
  /**
   * Publishes the events the store commits with its writes (user.registered,
   * user.magic-link-requested) to `bus`: `new OutboxRelay(store.outbox(), bus).start()`, started and
   * stopped by the composition root (before the bus closes).
   */
  relay: OutboxRelay;
  mailer: Mailer;
  now?: () => Date;
  /**
   * Signs session tokens (other services verify them with the same value) and, derived, the links.
   * create-users.ts: SESSION_SECRET, else a random secret kept in the store (embedded, one process).
   */
  sessionSecret: string;
  /** Counts the limits below; default in memory (one process). create-users.ts: in MONGODB_URI's store. */
  rateLimiter?: RateLimiter;
  rateLimits?: Partial<Record<RateAction, RateLimit>>;
  /** Password tries (domain/login-throttle.ts); the defaults there. */
  loginLimits?: Partial<LoginLimits>;
  /**
   * The shop's own origins, the only ones a link in an e-mail may point to (config.ts: from
   * PUBLIC_URL and LINK_ORIGINS).
   */
  publicOrigins: PublicOrigins;
  /** Secure flag on the session cookie (create-users.ts: when NODE_ENV=production). */
  secureCookie?: boolean;
  /** scrypt cost of new password hashes; default OWASP's minimum (tests pass a cheaper one). */
  passwordCost?: ScryptCost;
  /** Company accounts' own store (docs/companies.md). */
  companies: CompanyStore;
  /** Checks a new company's VAT id (the catalogue's register); without it companies cannot be founded. */
  companyRegister?: CompanyRegister;
  /** Punch-out connections and sessions (docs/procurement.md). */
  punchout: PunchoutStore;
  /** Whether a cXML status URL may be http or private (config.ts: WEBHOOKS_ALLOW_LOCAL); default public https only. */
  outbound?: WebhookAddressPolicy;
  /**
   * Serve the calls only the shop's own services make (GET /internal/companies/...): only when the
   * users service runs as its own process, which the gateway reaches for the public prefixes alone.
   */
  internalCalls?: boolean;
  /** Told who cXML credentials speak for: the orders service embedded beside it reads OrderRequests with it. */
  onCxmlMembers?: (members: CxmlMembers) => void;
}

/** The users domain: accounts, sessions, magic links, passwords, personal discounts. */
export const usersService: FastifyPluginAsync<UsersServiceOptions> = async (app, opts) => {
  useZod(app);
  const now = opts.now ?? (() => new Date());
  const secret = opts.sessionSecret;
  // Links are only ever read by this service: their key is derived, so a verifying service's
  // session secret cannot forge a login link.
  const linkKey = createHmac('sha256', secret).update('users.links').digest('base64url');
  const secureCookie = opts.secureCookie ?? false;
  const limiter = opts.rateLimiter ?? new MemoryRateLimiter();
  const onStoreFailure = (error: unknown) =>
    app.log.warn({ err: error }, 'users: the rate limit store did not answer; refused with 503');
  const knownBrowsers = new KnownBrowsers(
    createHmac('sha256', secret).update('users.known-browser').digest('base64url'),
    secureCookie,
  );
  const context: UsersContext = {
    store: opts.store,
    bus: opts.bus,
    relay: opts.relay,
    mailer: opts.mailer,
    now,
    links: new LinkTokens(linkKey, now),
    sessions: new Sessions(opts.store, secret, now, secureCookie, knownBrowsers),
    rate: new RateGuard(limiter, { ...defaultRateLimits, ...opts.rateLimits }, now, onStoreFailure),
    loginThrottle: new LoginThrottle(
      limiter,
      { ...defaultLoginLimits, ...opts.loginLimits },
      knownBrowsers,
      now,
      onStoreFailure,
    ),
    passwords: new PasswordHasher(opts.passwordCost),
    signupBinding: new SignupBinding(secureCookie),
    origins: opts.publicOrigins,
    companies: opts.companies,
    companyRegister: opts.companyRegister,
    punchout: opts.punchout,
    outbound: opts.outbound ?? { local: false },
  };
  await app.register(healthRoutes, {
    service: 'users',
    adapters: {
      storage: opts.store.kind,
      companies: opts.companies.kind,
      punchout: opts.punchout.kind,
      events: opts.bus.kind,
      mail: opts.mailer.kind,
    },
    readiness: {
      storage: () => opts.store.readiness(),
      companies: () => opts.companies.readiness(),
      punchout: () => opts.punchout.readiness(),
    },
    details: {
      bus: () => opts.bus.ready(),
      outbox: () => opts.relay.ready(),
    },
  });
  await app.register(metricsRoutes, { service: 'users' });
  await app.register(sessionRoutes, { context });
  await app.register(signupRoutes, { context });
  await app.register(linkRoutes, { context });
  await app.register(profileRoutes, { context });
  await app.register(companyRoutes, { context });
  await app.register(memberRoutes, { context });
  await app.register(inviteRoutes, { context });
  await app.register(verificationRoutes, { context });
  await app.register(billingRoutes, { context });
  await app.register(workSiteRoutes, { context });
  await app.register(punchoutConnectionRoutes, { context });
  await app.register(ociRoutes, { context });
  await app.register(cxmlRoutes, { context });
  const members = cxmlMembers({ ...opts, passwords: context.passwords });
  opts.onCxmlMembers?.(members);
  if (opts.internalCalls) {
    await app.register(internalCompanyRoutes, { directory: companyDirectory(opts.companies, opts.store) });
    await app.register(internalCxmlRoutes, { members });
  }
};
