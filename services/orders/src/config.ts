import {
  buildOrReport,
  envBuiltBy,
  mailEnv,
  mailSettingsOf,
  optionalEnv,
  outboundAddressEnv,
  outboundAddressPolicyOf,
  parseEnv,
  PublicOrigins,
  replicaUrls,
  type Env,
  type MailSettings,
  type RateRule,
} from '@shop/service-kit';
import type { Locale } from '@shop/contracts';
import { resolveLocale } from '@shop/i18n';
import { z } from 'zod';
import { defaultPdfPoolLimits, type PdfPoolLimits } from './documents/adapters/pdf-render-pool';
import { defaultPricingFile, loadPricingConfig, type PricingConfig } from './shared/pricing/pricing-config';
import { invoicingConfigOf, invoicingVariables, type InvoicingConfig } from './invoicing/invoicing-config';
import { ordersLimitsFromEnv, type OrdersAction } from './shared/http/limits';

/**
 * How card payments are taken (docs/production.md, "Card payments"): Stripe Checkout with
 * STRIPE_SECRET_KEY, none with CARD_PAYMENTS=off, otherwise the embedded test-mode page, which
 * approves any payment without money moving and so never runs in production.
 */
export type CardPayments =
  | { provider: 'off' }
  | { provider: 'test-mode' }
  | { provider: 'stripe'; secretKey: string; webhookSecret?: string; origins: PublicOrigins };

/** Everything the orders service reads from its environment, parsed once at start. */
export interface OrdersConfig {
  /** NODE_ENV=production: Secure cookies, and the test-mode payment page refused. */
  production: boolean;
  /** MONGODB_URI: orders, outbox and idempotency answers in MongoDB; otherwise DATA_DIR/orders.sqlite. */
  mongodbUri?: string;
  mail: MailSettings;
  payments: CardPayments;
  /** SESSION_SECRET: forged session tokens are refused without asking the users service. */
  sessionSecret?: string;
  /** The file PRICING_CONFIG names, else services/orders/config/pricing.json. */
  pricing: PricingConfig;
  /** NEW_CARTS_PER_ADDRESS over the default rate limits (shared/http/limits.ts). */
  limits: Partial<Record<OrdersAction, RateRule>>;
  /** CHROMIUM_PATH: the browser that prints the PDFs. */
  chromiumPath: string;
  /** PDF_PAGES and PDF_QUEUE over the PDF pool's default limits (docs/security.md, "PDF rendering"). */
  pdf: PdfPoolLimits;
  /** SELLER_MAIL_LOCALE: the language of the new-order mail to the seller's sales address (default German). */
  sellerLocale: Locale;
  /**
   * Purchase orders (docs/orders.md, "Fulfilment"): SUPPLIER_LINK_SECRET signs the suppliers' links
   * (else one derived from SESSION_SECRET, else one kept in DATA_DIR); their address is PUBLIC_URL's.
   */
  fulfilment: { linkSecret?: string; publicOrigin: string };
  /**
   * Invoices (docs/invoices.md, "Issuing"): INVOICE_IBAN and INVOICE_BIC, the account they are paid
   * to (the seller record's by default); INVOICE_ON, when an order is invoiced (fulfilled or placed).
   */
  invoicing: InvoicingConfig;
  /**
   * WEBHOOKS_ALLOW_LOCAL (default: on except in production): webhooks may go over http to a
   * loopback host and to private addresses, as the tests' receivers need; off, only https to
   * public addresses (docs/procurement.md, "Webhooks").
   */
  webhooks: { local: boolean };
}

/** A whole number from `min` to `max` in a variable, `fallback` when it is not set. */
const wholeNumber = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .default(String(fallback))
    .transform(Number)
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));
};

const ordersVariables = z.object({
  NODE_ENV: z.string().optional(),
  MONGODB_URI: optionalEnv,
  ...mailEnv,
  CARD_PAYMENTS: z
    .string()
    .default('on')
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(['on', 'off'], { error: 'must be "on" or "off"' })),
  STRIPE_SECRET_KEY: optionalEnv,
  STRIPE_WEBHOOK_SECRET: optionalEnv,
  SESSION_SECRET: optionalEnv,
  PRICING_CONFIG: envBuiltBy((file) => loadPricingConfig(file ?? defaultPricingFile)),
  NEW_CARTS_PER_ADDRESS: envBuiltBy((value) => ordersLimitsFromEnv({ NEW_CARTS_PER_ADDRESS: value })),
  COMPLETED_ORDERS_PER_ADDRESS: envBuiltBy((value) => ordersLimitsFromEnv({ COMPLETED_ORDERS_PER_ADDRESS: value })),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  PDF_PAGES: wholeNumber(1, 16, defaultPdfPoolLimits.pages),
  PDF_QUEUE: wholeNumber(0, 100, defaultPdfPoolLimits.queue),
  SELLER_MAIL_LOCALE: z.string().default('de').transform(resolveLocale),
  SUPPLIER_LINK_SECRET: optionalEnv.pipe(
    z.string().min(32, "must be at least 32 characters: it signs the suppliers' links").optional(),
  ),
  ...invoicingVariables,
  ...outboundAddressEnv,
  PUBLIC_URL: z.string().optional(),
  LINK_ORIGINS: z.string().optional(),
  PORT: z.string().optional(),
  HOST: z.string().optional(),
});

const ordersEnv = ordersVariables.transform((env, ctx): OrdersConfig => ({
  production: env.NODE_ENV === 'production',
  mongodbUri: env.MONGODB_URI,
  mail: mailSettingsOf(env),
  payments: cardPayments(env, ctx),
  sessionSecret: env.SESSION_SECRET,
  pricing: env.PRICING_CONFIG,
  limits: { ...env.NEW_CARTS_PER_ADDRESS, ...env.COMPLETED_ORDERS_PER_ADDRESS },
  chromiumPath: env.CHROMIUM_PATH,
  pdf: { ...defaultPdfPoolLimits, pages: env.PDF_PAGES, queue: env.PDF_QUEUE },
  sellerLocale: env.SELLER_MAIL_LOCALE,
  invoicing: invoicingConfigOf(env),
  webhooks: outboundAddressPolicyOf(env),
  fulfilment: {
    linkSecret: env.SUPPLIER_LINK_SECRET,
    publicOrigin: buildOrReport(
      ctx,
      'PUBLIC_URL',
      () =>
        PublicOrigins.fromEnv({ NODE_ENV: env.NODE_ENV, PUBLIC_URL: env.PUBLIC_URL, PORT: env.PORT, HOST: env.HOST })
          .primary,
    ),
  },
}));

function cardPayments(env: z.output<typeof ordersVariables>, ctx: z.RefinementCtx): CardPayments {
  const production = env.NODE_ENV === 'production';
  if (env.CARD_PAYMENTS === 'off') return { provider: 'off' };
  if (env.STRIPE_SECRET_KEY) {
    // Without the webhook's secret an abandoned payment is only noticed when the buyer comes back.
    if (!env.STRIPE_WEBHOOK_SECRET && production) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required with STRIPE_SECRET_KEY in production: Stripe signs its webhook with it',
      });
    }
    // The buyer returns to PUBLIC_URL, never to an address taken from the request.
    const origins = buildOrReport(ctx, 'PUBLIC_URL', () =>
      PublicOrigins.fromEnv({
        NODE_ENV: env.NODE_ENV,
        PUBLIC_URL: env.PUBLIC_URL,
        LINK_ORIGINS: env.LINK_ORIGINS,
        PORT: env.PORT,
        HOST: env.HOST,
      }),
    );
    return { provider: 'stripe', secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, origins };
  }
  if (production) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message: 'is required in production for card payments; set CARD_PAYMENTS=off to offer invoice only',
    });
  }
  return { provider: 'test-mode' };
}

/** The orders service's configuration; refuses (naming the variables) what it cannot run with. */
export function ordersConfigFromEnv(env: Env): OrdersConfig {
  return parseEnv('orders service', ordersEnv, env);
}

/** How the orders service's own process reaches its peers (the gateway embeds them instead). */
export interface OrdersPeerUrls {
  catalogue: { url: string };
  users?: { url: string };
}

/** One http(s) address, or several replicas' separated by commas. */
const httpAddresses = (value: string) => {
  const urls = replicaUrls(value);
  return urls.length > 0 && urls.every((url) => z.url({ protocol: /^https?$/ }).safeParse(url).success);
};

const peerUrlsEnv = z
  .object({
    CATALOGUE_URL: optionalEnv.pipe(
      z
        .string({ error: 'is required: the orders service reads current prices from the catalogue' })
        .refine(httpAddresses, "must be the catalogue service's http(s) address (replicas: comma-separated)"),
    ),
    USERS_URL: optionalEnv.pipe(
      z
        .string()
        .refine(httpAddresses, "must be the users service's http(s) address (replicas: comma-separated)")
        .optional(),
    ),
  })
  .transform((env) => ({
    catalogue: { url: env.CATALOGUE_URL },
    users: env.USERS_URL ? { url: env.USERS_URL } : undefined,
  }));

export function ordersPeerUrlsFromEnv(env: Env): OrdersPeerUrls {
  return parseEnv('orders service', peerUrlsEnv, env);
}
