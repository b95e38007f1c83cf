import { join } from 'node:path';
import { resolveLocale } from '@shop/i18n';
import { createMailerFromEnv } from '@shop/service-kit';
import { HttpMarketingForms } from './adapters/http-marketing-forms';
import { SqliteMarketingForms } from './adapters/sqlite-marketing-forms';
import { SqliteMessageStore } from './adapters/sqlite-message-store';
import type { ContactServiceOptions } from './app';

type Env = Record<string, string | undefined>;

/**
 * Adapters from the environment: MARKETING_FORM_URL selects the provider's endpoint, otherwise
 * subscriptions stay in DATA_DIR/contact.sqlite beside the messages. CONTACT_INBOX (comma-separated)
 * is where the shop reads the messages.
 */
export function contactOptionsFromEnv(
  env: Env,
  dataDir: string,
): ContactServiceOptions & { close: () => Promise<void> } {
  const file = join(dataDir, 'contact.sqlite');
  const store = new SqliteMessageStore(file);
  const embeddedForms = env.MARKETING_FORM_URL ? null : new SqliteMarketingForms(file);
  return {
    store,
    forms: embeddedForms ?? new HttpMarketingForms(env.MARKETING_FORM_URL as string),
    mailer: createMailerFromEnv(env, dataDir),
    inbox: (env.CONTACT_INBOX ?? 'myynti@nordbau.example')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    staffLocale: resolveLocale(env.CONTACT_STAFF_LOCALE ?? 'de'),
    close: async () => {
      embeddedForms?.close();
      await store.close();
    },
  };
}
