import type { Locale } from '@shop/contracts';
import { resolveLocale } from '@shop/i18n';
import {
  mailEnv,
  mailSettingsOf,
  optionalEnv,
  optionalMongoUriEnv,
  parseEnv,
  type Env,
  type MailSettings,
} from '@shop/service-kit';
import { z } from 'zod';

/** Everything the contact service reads from its environment, parsed once at start. */
export interface ContactConfig {
  /**
   * MONGODB_URI (its database, e.g. shop_contact): messages, sign-ups and the forms' rate limits in
   * MongoDB, shared by every replica; otherwise DATA_DIR/contact.sqlite and limits in memory.
   */
  mongodbUri?: string;
  /** MARKETING_FORM_URL: the provider's form endpoint; otherwise sign-ups are kept beside the messages. */
  marketingFormUrl?: string;
  /** CONTACT_INBOX (comma-separated): where the shop reads contact, quote and supplier messages. */
  inbox: string[];
  /** CONTACT_STAFF_LOCALE: language of the e-mails to the shop's staff. */
  staffLocale: Locale;
  mail: MailSettings;
}

const contactEnv = z
  .object({
    MONGODB_URI: optionalMongoUriEnv,
    MARKETING_FORM_URL: optionalEnv.pipe(
      z.url({ protocol: /^https?$/, error: "must be the marketing platform's http(s) form address" }).optional(),
    ),
    CONTACT_INBOX: z
      .string()
      .default('myynti@nordbau.example')
      .transform((value) =>
        value
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ error: 'must list e-mail addresses, comma-separated' })).min(1, 'names no address')),
    CONTACT_STAFF_LOCALE: z.string().default('de').transform(resolveLocale),
    ...mailEnv,
  })
  .transform((env): ContactConfig => ({
    mongodbUri: env.MONGODB_URI,
    marketingFormUrl: env.MARKETING_FORM_URL,
    inbox: env.CONTACT_INBOX,
    staffLocale: env.CONTACT_STAFF_LOCALE,
    mail: mailSettingsOf(env),
  }));

/** The contact service's configuration; refuses (naming the variables) what it cannot run with. */
export function contactConfigFromEnv(env: Env): ContactConfig {
  return parseEnv('contact service', contactEnv, env);
}
