import { join } from 'node:path';
import { paymentProviderOf } from '../src/checkout/adapters/payment-provider-of';
import { StripePaymentProvider } from '../src/checkout/adapters/stripe-payment-provider';
import { TestModePaymentProvider } from '../src/checkout/adapters/test-mode-payment-provider';
import { ordersConfigFromEnv, ordersPeerUrlsFromEnv } from '../src/config';
import { loadPricingConfig } from '../src/shared/pricing/pricing-config';

const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://nordbau.example' };
const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('the orders configuration', () => {
  it(
    'runs on its embedded defaults with no variable set: sqlite, outbox mail, the test-mode page, the shop ' +
      'pricing',
    () => {
      const config = ordersConfigFromEnv({});
      expect(config).toMatchObject({
        production: false,
        mongodbUri: undefined,
        mail: { smtpUrl: undefined, from: 'Nordbau <shop@nordbau.example>' },
        payments: { provider: 'test-mode' },
        sessionSecret: undefined,
        limits: {},
        chromiumPath: '/usr/bin/chromium',
        pdf: { pages: 2, queue: 8, perKey: 2 },
        sellerLocale: 'de',
        invoicing: { bank: { iban: 'FI21 1234 5600 0007 85', bic: 'NDEAFIHH' }, invoiceOn: 'fulfilled' },
      });
      expect(config.pricing).toEqual(loadPricingConfig());
      expect(paymentProviderOf(config.payments)).toBeInstanceOf(TestModePaymentProvider);
    },
  );

  it('links its mails, without PUBLIC_URL, to the address the shop listens on (not localhost)', () => {
    expect(ordersConfigFromEnv({ PORT: '8080' }).fulfilment.publicOrigin).toBe('http://127.0.0.1:8080');
    expect(ordersConfigFromEnv({ PORT: '8080', HOST: '10.0.0.5' }).fulfilment.publicOrigin).toBe(
      'http://10.0.0.5:8080',
    );
  });

  it('reads the production adapters and settings from their variables', () => {
    const config = ordersConfigFromEnv({
      ...production,
      ...stripe,
      MONGODB_URI: 'mongodb://mongo:27017/shop_orders',
      SMTP_URL: 'smtp://relay:587',
      SESSION_SECRET: 's3cret',
      NEW_CARTS_PER_ADDRESS: '1000',
      COMPLETED_ORDERS_PER_ADDRESS: '500',
      CHROMIUM_PATH: '/opt/chromium',
      PDF_PAGES: '4',
      PDF_QUEUE: '20',
    });
    expect(config).toMatchObject({
      production: true,
      mongodbUri: 'mongodb://mongo:27017/shop_orders',
      mail: { smtpUrl: 'smtp://relay:587' },
      payments: { provider: 'stripe', secretKey: 'sk_live_x', webhookSecret: 'whsec_x' },
      sessionSecret: 's3cret',
      limits: {
        'new-cart': { per: { address: 1000 } },
        'order-mail': { windowMs: 60 * 60_000, per: { address: 500, recipient: 10 } },
      },
      chromiumPath: '/opt/chromium',
      pdf: { pages: 4, queue: 20 },
    });
    expect(paymentProviderOf(config.payments)).toBeInstanceOf(StripePaymentProvider);
    expect(paymentProviderOf(ordersConfigFromEnv({ ...production, CARD_PAYMENTS: ' OFF ' }).payments)).toBeNull();
  });

  it('refuses a PDF pool without pages, naming the variable and its value', () => {
    expect(() => ordersConfigFromEnv({ PDF_PAGES: '0' })).toThrow(/PDF_PAGES: must be a whole number from 1 to 16/);
  });

  it('refuses CARD_PAYMENTS other than on or off, naming the variable and its value', () => {
    expect(() => ordersConfigFromEnv({ CARD_PAYMENTS: 'maybe' })).toThrow(
      /orders service:\n {2}CARD_PAYMENTS: must be "on" or "off" \(got "maybe"\)/,
    );
  });

  it('refuses production without a card provider instead of serving the test page that marks card orders paid', () => {
    expect(() => ordersConfigFromEnv(production)).toThrow(/STRIPE_SECRET_KEY: is required in production/);
    expect(() => ordersConfigFromEnv({ ...production, STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY in production/,
    );
    expect(() => ordersConfigFromEnv({ NODE_ENV: 'production', ...stripe })).toThrow(
      /PUBLIC_URL: PUBLIC_URL is required/,
    );
  });

  it('invoices to the account and at the moment its variables name, and refuses a wrong IBAN or BIC clearly', () => {
    expect(
      ordersConfigFromEnv({
        INVOICE_IBAN: 'DE89 3704 0044 0532 0130 00',
        INVOICE_BIC: 'COBADEFFXXX',
        INVOICE_ON: 'Placed',
      }).invoicing,
    ).toEqual({ bank: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' }, invoiceOn: 'placed' });
    const refusal = (env: Record<string, string>) => {
      try {
        ordersConfigFromEnv(env);
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refusal({ INVOICE_IBAN: 'DE89 3704 0044 0532 0130 01' })).toMatch(
      /INVOICE_IBAN: must be an IBAN with valid check digits/,
    );
    expect(refusal({ INVOICE_BIC: 'NDEA' })).toMatch(/INVOICE_BIC: must be a BIC of 8 or 11 characters/);
    expect(refusal({ INVOICE_ON: 'shipped' })).toMatch(/INVOICE_ON: must be "fulfilled" or "placed"/);
  });

  it('reports every refused variable at once', () => {
    const refusal = (() => {
      try {
        ordersConfigFromEnv({
          CARD_PAYMENTS: 'maybe',
          NEW_CARTS_PER_ADDRESS: 'many',
          COMPLETED_ORDERS_PER_ADDRESS: '0',
          PRICING_CONFIG: '/nowhere.json',
        });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(refusal?.split('\n').map((line) => line.trim().split(':')[0])).toEqual([
      'invalid configuration of the orders service',
      'CARD_PAYMENTS',
      'PRICING_CONFIG',
      'NEW_CARTS_PER_ADDRESS',
      'COMPLETED_ORDERS_PER_ADDRESS',
    ]);
  });

  it('reads prices from the file PRICING_CONFIG names', () => {
    const file = join(__dirname, '../config/pricing.json');
    expect(ordersConfigFromEnv({ PRICING_CONFIG: file }).pricing).toEqual(loadPricingConfig(file));
  });
});

describe("the orders process's peers", () => {
  it('needs the catalogue for current prices; the users service is optional', () => {
    expect(ordersPeerUrlsFromEnv({ CATALOGUE_URL: 'http://catalogue:3001' })).toEqual({
      catalogue: { url: 'http://catalogue:3001' },
      users: undefined,
    });
    expect(
      ordersPeerUrlsFromEnv({ CATALOGUE_URL: 'http://catalogue:3001', USERS_URL: 'http://users:3003' }).users,
    ).toEqual({ url: 'http://users:3003' });
    expect(() => ordersPeerUrlsFromEnv({})).toThrow(/CATALOGUE_URL: is required/);
    expect(() => ordersPeerUrlsFromEnv({ CATALOGUE_URL: '' })).toThrow(/CATALOGUE_URL: is required/);
    expect(() => ordersPeerUrlsFromEnv({ CATALOGUE_URL: 'catalogue:3001' })).toThrow(
      /CATALOGUE_URL: must be the catalogue service's http\(s\) address .*\(got "catalogue:3001"\)/,
    );
  });

  it('takes several replicas of a peer, comma-separated, each an http(s) address', () => {
    const replicas = 'http://catalogue-1:3001, http://catalogue-2:3001';
    expect(ordersPeerUrlsFromEnv({ CATALOGUE_URL: replicas }).catalogue).toEqual({ url: replicas });
    expect(() => ordersPeerUrlsFromEnv({ CATALOGUE_URL: 'http://catalogue-1:3001,catalogue-2' })).toThrow(
      /CATALOGUE_URL: must be the catalogue service's http\(s\) address/,
    );
  });
});
