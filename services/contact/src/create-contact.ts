import { join } from 'node:path';
import { createMailer, openRateLimiter } from '@shop/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { HttpMarketingForms } from './adapters/http-marketing-forms';
import { SqliteMarketingForms } from './adapters/sqlite-marketing-forms';
import { SqliteMessageStore } from './adapters/sqlite-message-store';
import { contactService } from './app';
import type { ContactConfig } from './config';

/** What the contact service needs from whoever runs it: it publishes and consumes no events. */
export interface ContactDeps {
  dataDir: string;
}

/**
 * The contact service, composed: messages in DATA_DIR/contact.sqlite, sign-ups beside them or at
 * the marketing provider, mails through the configured mailer, the forms' rate limits in
 * MONGODB_URI's store (shared by every process; in memory without it). Closes what it opened.
 */
export function createContact(config: ContactConfig, deps: ContactDeps): FastifyPluginAsync {
  return async (app) => {
    const file = join(deps.dataDir, 'contact.sqlite');
    const store = new SqliteMessageStore(file, { logger: app.log });
    const forms = config.marketingFormUrl
      ? new HttpMarketingForms(config.marketingFormUrl)
      : new SqliteMarketingForms(file, { logger: app.log });
    const rateLimiter = await openRateLimiter({
      uri: config.mongodbUri,
      collection: 'contact_rate_limits',
      onSweepError: (error) => app.log.warn({ err: error }, 'contact: deleting expired rate limit slots failed'),
    });
    app.addHook('onClose', async () => {
      if (forms instanceof SqliteMarketingForms) forms.close();
      await store.close();
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
