import { createMailer } from '@shop/service-kit';
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
 * configured mailer. Closes its stores.
 */
export function createContact(config: ContactConfig, deps: ContactDeps): FastifyPluginAsync {
  return async (app) => {
    const { store, forms, close } = await openContactStores(config, deps.dataDir, app.log);
    app.addHook('onClose', close);
    await app.register(contactService, {
      store,
      forms,
      mailer: createMailer(config.mail, deps.dataDir),
      inbox: config.inbox,
      staffLocale: config.staffLocale,
    });
  };
}
