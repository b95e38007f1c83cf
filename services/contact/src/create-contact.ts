import { createMailer, openRateLimiter } from '@shop/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { openContactStores } from './adapters/open-contact-stores';
import { contactService } from './app';
import type { ContactConfig } from './config';

/** What the contact service needs from whoever runs it: it publishes and consumes no events. */
export interface ContactDeps {
  dataDir: string;
}

/**
 * The contact service, composed: messages and sign-ups in MongoDB (MONGODB_URI) or in
 * DATA_DIR/contact.sqlite, sign-ups at the marketing provider when it has one, mails through the
 * configured mailer, the forms' rate limits in MONGODB_URI's store (shared by every process; in
 * memory without it). Closes what it opened.
 */
export function createContact(config: ContactConfig, deps: ContactDeps): FastifyPluginAsync {
  return async (app) => {
    const { store, forms, close } = await openContactStores(config, deps.dataDir, app.log);
    const rateLimiter = await openRateLimiter({
      uri: config.mongodbUri,
      collection: 'contact_rate_limits',
      onSweepError: (error) => app.log.warn({ err: error }, 'contact: deleting expired rate limit slots failed'),
    });
    app.addHook('onClose', async () => {
      await close();
      await rateLimiter.close();
    });
    await app.register(contactService, {
      store,
      forms,
      mailer: createMailer(config.mail, deps.dataDir),
      inbox: config.inbox,
      staffLocale: config.staffLocale,
      rateLimiter,
    });
  };
}
