import { healthRoutes, useZod, type EventBus, type Mailer } from '@shop/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { CartService } from './domain/cart/cart-service';
import { loadPricingConfig, type PricingConfig } from './domain/pricing/pricing-config';
import type { OrderStore } from './ports/order-store';
import type { VariantCatalogue } from './ports/variant-catalogue';
import { cartRoutes } from './routes/orders/cart-routes';
import { byUserRoute } from './routes/orders/by-user';
import { completeRoute } from './routes/orders/complete';
import { documentRoutes } from './routes/orders/documents';
import { loadSeller, type Seller } from './documents/order-document';
import type { PdfRenderer } from './ports/pdf-renderer';
import type { PaymentProvider } from './ports/payment-provider';
import type { BuyerDirectory } from './ports/buyer-directory';
import { TestModePaymentProvider } from './adapters/test-mode-payment-provider';
import { paymentRoutes } from './routes/orders/payments';
import { testPaymentPageRoutes } from './routes/orders/test-payment-page';
import { orderByIdRoute } from './routes/orders/by-id';
import { cartChannelRoute } from './routes/ws/cart-channel';
import { jsonSchemaSerializerCompiler } from './routes/json-serializer';

export interface OrdersServiceOptions {
  store: OrderStore;
  bus: EventBus;
  mailer: Mailer;
  /** Where current prices come from: the catalogue's public calls. */
  catalogue: VariantCatalogue;
  pdf: PdfRenderer;
  seller?: Seller;
  /** Personal discounts of logged-in buyers (users service); without it carts get none. */
  buyers?: BuyerDirectory;
  /** Verifies the users service's session tokens (SESSION_SECRET): order history, orders of a logged-in buyer. */
  sessionSecret?: string;
  /** Card payments; the embedded test-mode provider with its local payment page by default. */
  payments?: PaymentProvider;
  pricing?: PricingConfig;
  /** Today in the shop's time zone, YYYY-MM-DD (tests move it). */
  today?: () => string;
  /** Consumer group of this instance's live channel: each instance must see every cart event. */
  instanceId?: string;
}

/** The orders domain: carts, checkout, payment, PDFs and the live cart channel. */
export const ordersService: FastifyPluginAsync<OrdersServiceOptions> = async (app, opts) => {
  useZod(app);
  app.setSerializerCompiler(jsonSchemaSerializerCompiler);
  if (!app.hasDecorator('websocketServer')) {
    throw new Error('the orders service needs @fastify/websocket registered on its host (see cartChannelOptions)');
  }
  await app.register(healthRoutes, {
    service: 'orders',
    adapters: { storage: opts.store.kind, events: opts.bus.kind, mail: opts.mailer.kind, payments: (opts.payments ?? { kind: 'test-mode' }).kind },
  });
  await app.register(orderByIdRoute, { store: opts.store });
  const payments = opts.payments ?? new TestModePaymentProvider();
  const deps = {
    payments,
    store: opts.store,
    catalogue: opts.catalogue,
    bus: opts.bus,
    pricing: opts.pricing ?? loadPricingConfig(),
    today: opts.today ?? helsinkiToday,
    buyers: opts.buyers,
  };
  const carts = new CartService(deps);
  const sessionSecret = opts.sessionSecret ?? process.env.SESSION_SECRET;
  await app.register(cartRoutes, { carts, sessionSecret });
  await app.register(completeRoute, { deps: { ...deps, carts }, sessionSecret });
  await app.register(byUserRoute, { store: opts.store, sessionSecret });
  await app.register(paymentRoutes, { store: opts.store, carts, payments });
  if (payments instanceof TestModePaymentProvider) await app.register(testPaymentPageRoutes, { provider: payments });
  await app.register(documentRoutes, { store: opts.store, bus: opts.bus, pdf: opts.pdf, seller: opts.seller ?? loadSeller() });
  await app.register(cartChannelRoute, {
    store: opts.store,
    bus: opts.bus,
    group: `orders-live-${opts.instanceId ?? process.pid}`,
  });
};

/** How the host registers @fastify/websocket for the cart channel: clients only ever send a heartbeat. */
export const cartChannelOptions = { options: { maxPayload: 4096 } };

/**
 * The shop's business day is Finland's. Every cart change asks for it. Building an
 * Intl.DateTimeFormat per call (about 0.1 ms: it loads time-zone data) was the largest single
 * cost of a cart change, so one formatter is kept, and its answer is kept until the next full
 * hour of UTC: Helsinki is UTC+2 or UTC+3, whole hours, so its date can only change on one.
 */
const helsinkiDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' });
const hourMs = 3_600_000;
let todayCache = { day: '', from: 0, until: 0 };
export const helsinkiToday = (now = Date.now()) => {
  if (now < todayCache.from || now >= todayCache.until) {
    const from = Math.floor(now / hourMs) * hourMs;
    todayCache = { day: helsinkiDate.format(now), from, until: from + hourMs };
  }
  return todayCache.day;
};
