import {
  buildOrReport,
  mailEnv,
  mailSettingsOf,
  optionalEnv,
  outboundAddressEnv,
  outboundAddressPolicyOf,
  parseEnv,
  PublicOrigins,
  type Env,
  type MailSettings,
  type WebhookAddressPolicy,
} from '@shop/service-kit';
import { z } from 'zod';

/** Everything the users service reads from its environment, parsed once at start. */
export interface UsersConfig {
  /** NODE_ENV=production: the session cookie gets Secure. */
  production: boolean;
  /** MONGODB_URI: users and sessions in MongoDB; otherwise DATA_DIR/users.sqlite. */
  mongodbUri?: string;
  mail: MailSettings;
  /** SESSION_SECRET; without it a random secret kept in the store (embedded, one process). */
  sessionSecret?: string;
  /** The only origins a link in an e-mail may point to: PUBLIC_URL and LINK_ORIGINS. */
  publicOrigins: PublicOrigins;
  /** CATALOGUE_URL: its business register checks a new company's VAT id (own process; embedded, in process). */
  catalogueUrl?: string;
  /** WEBHOOKS_ALLOW_LOCAL: whether a cXML status URL may be http or private (as the orders' webhooks). */
  outbound: WebhookAddressPolicy;
}

const usersEnv = z
  .object({
    NODE_ENV: z.string().optional(),
    MONGODB_URI: optionalEnv,
    ...mailEnv,
    SESSION_SECRET: optionalEnv,
    PUBLIC_URL: z.string().optional(),
    LINK_ORIGINS: z.string().optional(),
    PORT: z.string().optional(),
    HOST: z.string().optional(),
    CATALOGUE_URL: optionalEnv,
    ...outboundAddressEnv,
  })
  .transform((env, ctx): UsersConfig => ({
    production: env.NODE_ENV === 'production',
    mongodbUri: env.MONGODB_URI,
    mail: mailSettingsOf(env),
    sessionSecret: env.SESSION_SECRET,
    publicOrigins: buildOrReport(ctx, 'PUBLIC_URL', () => PublicOrigins.fromEnv(env)),
    catalogueUrl: env.CATALOGUE_URL,
    outbound: outboundAddressPolicyOf(env),
  }));

/** The users service's configuration; refuses (naming the variables) what it cannot run with. */
export function usersConfigFromEnv(env: Env): UsersConfig {
  return parseEnv('users service', usersEnv, env);
}
