import type { Locale } from '@shop/contracts';
import { healthRoutes, useZod, type Mailer } from '@shop/service-kit';
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
  now?: () => Date;
}

/** The forms domain: contact and quote requests, supplier messages, newsletter subscriptions. */
export const contactService: FastifyPluginAsync<ContactServiceOptions> = async (app, opts) => {
  useZod(app);
  await app.register(healthRoutes, {
    service: 'contact',
    adapters: { storage: opts.store.kind, newsletter: opts.forms.kind, mail: opts.mailer.kind },
  });
  await app.register(contactRoutes, {
    store: opts.store,
    mailer: opts.mailer,
    inbox: opts.inbox,
    staffLocale: opts.staffLocale ?? 'de',
    now: opts.now ?? (() => new Date()),
  });
  await app.register(newsletterRoutes, { forms: opts.forms });
};
