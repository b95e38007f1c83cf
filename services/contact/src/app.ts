import type { Locale } from '@shop/contracts';
import {
  healthRoutes,
  MemoryRateLimiter,
  metricsRoutes,
  RateGuard,
  useZod,
  type Mailer,
  type RateLimiter,
} from '@shop/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { MarketingForms } from './ports/marketing-forms';
import type { MessageStore } from './ports/message-store';
import { contactRoutes } from './routes/contact-routes';
import { newsletterRoutes } from './routes/newsletter-routes';

export interface ContactServiceOptions {
  store: MessageStore;
  forms: MarketingForms;
  mailer: Mailer;
  /** Where contact and supplier messages are e-mailed. */
  inbox: string[];
  /** Language of the e-mails to the shop's staff. */
  staffLocale?: Locale;
  /**
   * Counts form submissions per address and e-mail; in memory per process unless given a shared one
   * (create-contact.ts: MONGODB_URI's store).
   */
  rateLimiter?: RateLimiter;
  now?: () => Date;
}

/**
 * How often the forms may be sent. Every contact or supplier message is an e-mail to the sales
 * inbox with the sender's text, and every subscription makes the marketing provider write to the
 * address given: per client address (request.ip, see TRUST_PROXY) and per e-mail named, so
 * neither one script nor many addresses can turn the shop into a mail cannon against one person.
 */
export const contactRateRules = {
  message: { windowMs: 60 * 60_000, per: { ip: 10, email: 5 } },
  subscribe: { windowMs: 60 * 60_000, per: { ip: 10, email: 3 } },
};
export type ContactAction = keyof typeof contactRateRules;

/** The forms domain: contact and quote requests, supplier messages, newsletter subscriptions. */
export const contactService: FastifyPluginAsync<ContactServiceOptions> = async (app, opts) => {
  useZod(app);
  await app.register(healthRoutes, {
    service: 'contact',
    adapters: { storage: opts.store.kind, newsletter: opts.forms.kind, mail: opts.mailer.kind },
    // Its own store only: the newsletter provider and the mail relay are shared by every replica.
    readiness: { storage: () => opts.store.readiness() },
  });
  await app.register(metricsRoutes, { service: 'contact' });
  const now = opts.now ?? (() => new Date());
  // Fails closed: every form ends in a mail, and an outage of the shared count must not open the
  // shop as a mail cannon; the buyer gets a 503 and tries again.
  const guard = new RateGuard<ContactAction>(opts.rateLimiter ?? new MemoryRateLimiter(), contactRateRules, {
    now,
    whenStoreFails: 'refuse',
    onStoreFailure: (error) =>
      app.log.warn({ err: error }, 'contact: the rate limit store did not answer; refused with 503'),
  });
  await app.register(contactRoutes, {
    guard,
    store: opts.store,
    mailer: opts.mailer,
    inbox: opts.inbox,
    staffLocale: opts.staffLocale ?? 'de',
    now,
  });
  await app.register(newsletterRoutes, { forms: opts.forms, guard });
};
