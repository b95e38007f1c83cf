import type { Locale } from '@shop/contracts';
import { resolveLocale } from '@shop/i18n';
import { mailEnv, mailSettingsOf, optionalEnv, parseEnv, type Env, type MailSettings } from '@shop/service-kit';
import { z } from 'zod';

/** Everything the contact service reads from its environment, parsed once at start. */
export interface ContactConfig {
  /** MARKETING_FORM_URL: the provider's form endpoint; otherwise sign-ups stay in DATA_DIR/contact.sqlite. */
  marketingFormUrl?: string;
  /** CONTACT_INBOX (comma-separated): where the shop reads contact, quote and supplier messages. */
  inbox: string[];
  /** CONTACT_STAFF_LOCALE: language of the e-mails to the shop's staff. */
  staffLocale: Locale;
  mail: MailSettings;
  /** MONGODB_URI (database shop_contact): the forms' rate limits, shared by every replica; otherwise in memory. */
  mongodbUri?: string;
}

const contactEnv = z
  .object({
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
    MONGODB_URI: optionalEnv,
  })
  .transform((env): ContactConfig => ({
    marketingFormUrl: env.MARKETING_FORM_URL,
    inbox: env.CONTACT_INBOX,
    staffLocale: env.CONTACT_STAFF_LOCALE,
    mail: mailSettingsOf(env),
    mongodbUri: env.MONGODB_URI,
  }));

/** The contact service's configuration; refuses (naming the variables) what it cannot run with. */
export function contactConfigFromEnv(env: Env): ContactConfig {
  return parseEnv('contact service', contactEnv, env);
}
