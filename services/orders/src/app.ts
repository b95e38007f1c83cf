import { dateTimeFormat, shopTimeZone } from '@shop/i18n';
import { randomUUID } from 'node:crypto';
import {
  BackgroundPublisher,
  healthRoutes,
  MemoryRateLimiter,
  metricsRoutes,
  RateGuard,
  useZod,
  type EventBus,
  type Mailer,
  type RateLimiter,
  type RateRule,
  type ReadinessCheck,
} from '@shop/service-kit';
import { seller, type Seller } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { CartService } from './cart/cart-service';
import { loadPricingConfig, type PricingConfig } from './shared/pricing/pricing-config';
import type { OrderStore } from './shared/order-store';
import { orderRecordsOf } from './open-order-stores';
import type { VariantCatalogue } from './shared/variant-catalogue';
import { cartRoutes } from './cart/cart-routes';
import { byUserRoute } from './cart/by-user';
import { completeRoute } from './checkout/complete-routes';
import { documentRoutes } from './documents/document-routes';
import type { PdfRenderer } from './documents/pdf-renderer';
import type { PaymentProvider } from './checkout/payment-provider';
import type { BuyerDirectory } from './shared/buyer-directory';
import { TestModePaymentProvider } from './checkout/adapters/test-mode-payment-provider';
import { paymentRoutes } from './checkout/payment-routes';
import { paymentWebhookRoute } from './checkout/payment-webhook';
import { testPaymentPageRoutes } from './checkout/test-payment-page';
import { orderByIdRoute } from './cart/by-id';
import { cartChannelRoute } from './cart/cart-channel';
import { jsonSchemaSerializerCompiler } from './shared/json-serialization';
import type { CompanyRegister } from './shared/company-register';
import type { CompanyDirectory } from './shared/company-directory';
import type { OpenBalance } from './checkout/open-balance';
import { approvalRoutes } from './approvals/approval-routes';
import { PaymentMethods } from './checkout/payment-methods';
import { VatIdVerifier } from './checkout/vat-id-check';
import { AccessCookies } from './shared/http/access';
import { defaultLiveChannelsPerAddress, defaultOrdersLimits, type OrdersAction } from './shared/http/limits';
import { SessionCheck, type SessionCheckOptions } from './shared/http/session-user';
import { MemoryIdempotencyStore } from './shared/adapters/memory-idempotency-store';
import type { IdempotencyStore } from './shared/idempotency-store';
import { Idempotency } from './shared/http/idempotency';
import { supplierOrderRoutes } from './fulfilment/supplier-order-routes';
import { backofficeRoutes, type BackofficeRouteOptions } from './backoffice/backoffice-routes';
import type { InvoiceStore } from './invoicing/invoice-store';
import { priceRoutes } from './cart/price-routes';
import type { SupplierLinks } from './fulfilment/supplier-link';
import type { QuoteLinks } from './quotes/quote-links';
import type { OrderLinks } from './fulfilment/order-link';
import { orderLinkRoutes } from './fulfilment/order-link-routes';
import { QuoteService } from './quotes/quote-service';
import { quoteRoutes } from './quotes/quote-routes';
import { cxmlOrderRoute } from './punchout/cxml-order-routes';
import type { CxmlOriginStore } from './punchout/cxml-origin-store';
import type { CxmlBuyers } from './shared/cxml-buyers';
import type { RequisitionListStore } from './requisition-lists/requisition-list-store';
import { RequisitionListService } from './requisition-lists/requisition-list-service';
import { requisitionListRoutes } from './requisition-lists/requisition-list-routes';
import { punchoutTransferRoute } from './punchout/punchout-transfer';
import { accountInvoiceRoutes } from './receivables/account-invoice-routes';
import { receivableRoutes } from './receivables/receivable-routes';
import type { ContractPriceStore } from './contract-prices/contract-price-store';
import { contractPriceRoutes } from './contract-prices/contract-price-routes';

export interface OrdersServiceOptions {
  store: OrderStore;
  bus: EventBus;
  mailer: Mailer;
  /** Where current prices come from: the catalogue's public calls. */
  catalogue: VariantCatalogue;
  pdf: PdfRenderer;
  seller?: Seller;
  /**
   * Who is logged in, asked of the users service (GET /users/current) so that an ended session is
   * ended here too; with their personal discounts. Without it nobody is logged in for orders.
   */
  buyers?: BuyerDirectory;
  /** The users service's session key (SESSION_SECRET): forged tokens are refused without asking it. */
  sessionSecret?: string;
  /** How long the users service's answer about a session is kept (default 5 s) and for how many sessions. */
  sessionCheck?: SessionCheckOptions;
  /** NODE_ENV=production: access cookies get Secure, and the test-mode payment page is refused. */
  production?: boolean;
  /** Rate limits per address, cart and recipient (shared/http/limits.ts), and the counter they use. */
  limits?: Partial<Record<OrdersAction, RateRule>>;
  rateLimiter?: RateLimiter;
  /** Open live-channel connections per client address. */
  liveChannelsPerAddress?: number;
  /**
   * Card payments; null switches them off (invoice only). Default: the test-mode page, which
   * create-orders.ts replaces with what the configuration chose (config.ts, `CardPayments`).
   */
  payments?: PaymentProvider | null;
  /** The business register VAT ids are confirmed with; without it no order gets reverse charge. */
  companies?: CompanyRegister;
  /** The company accounts' admins (users service), named to a buyer whose order waits for their approval. */
  companyAccounts?: CompanyDirectory;
  /**
   * What a company owes on open invoices, against its credit limit (docs/orders.md, "Credit limit");
   * without it an order on invoice is judged against the limit alone.
   */
  openBalance?: OpenBalance;
  pricing?: PricingConfig;
  /** Today in the shop's time zone, YYYY-MM-DD (tests move it). */
  today?: () => string;
  /**
   * Names this instance's live-channel consumer group: each instance must see every cart event, so
   * no two may share it. Default: a new random id per start (process ids repeat across containers).
   */
  instanceId?: string;
  /**
   * Where Idempotency-Key answers are kept (create-orders.ts: beside the orders).
   * Default: this process's memory, which a restart or another replica does not share.
   */
  idempotency?: IdempotencyStore;
  /**
   * Checks reported beside the bus's in GET /health/orders/ready that never make it 503, e.g.
   * `outbox: () => relay.ready()` from the composition root that runs the relay.
   */
  details?: Record<string, ReadinessCheck>;
  /** Signs and checks the suppliers' links; without it no supplier call is served (docs/orders.md, "Fulfilment"). */
  supplierLinks?: SupplierLinks;
  /** The back office's order calls (operators only); without it none is served (docs/orders.md, "Back office"). */
  backoffice?: Omit<BackofficeRouteOptions, 'store' | 'records' | 'invoices'>;
  /** Signs and checks the quotes' links; without it no quote call is served (docs/orders.md, "Quotes"). */
  quoteLinks?: QuoteLinks;
  /** Signs and checks the buyers' order links; without it GET /orders/order-link is not served (docs/orders.md). */
  orderLinks?: OrderLinks;
  /** The shop's public origin (PUBLIC_URL) documents link to. */
  publicOrigin?: string;
  /** Requisition lists (docs/orders.md, "Requisition lists"); without it none is served. */
  requisitionLists?: RequisitionListStore;
  /**
   * Invoices and their payments (docs/invoices.md); without it the buyer's invoice calls and the
   * back office's receivables are not served, and the back office's timeline shows no invoice.
   */
  invoices?: InvoiceStore;
  /**
   * Whom a purchasing system's cXML credential speaks for (users service); without it no cXML
   * OrderRequest is taken (docs/procurement.md, "cXML OrderRequest").
   */
  cxmlBuyers?: CxmlBuyers;
  /** Where an order placed by an OrderRequest keeps it, for the status documents; without it none are sent. */
  cxmlOrigins?: CxmlOriginStore;
  /**
   * The companies' contract price lists (docs/companies.md, "Contract prices"): a member's lines
   * are priced with them, and operators import them in the back office. Without it every line has
   * the catalogue's price.
   */
  contractPrices?: ContractPriceStore;
}

/** The orders domain: carts, checkout, payment, PDFs and the live cart channel. */
export const ordersService: FastifyPluginAsync<OrdersServiceOptions> = async (app, opts) => {
  useZod(app);
  app.setSerializerCompiler(jsonSchemaSerializerCompiler);
  if (!app.hasDecorator('websocketServer')) {
    throw new Error('the orders service needs @fastify/websocket registered on its host (see cartChannelOptions)');
  }
  // Every orders body is a small form (set-form, the largest, is a few KB): more is refused before it is parsed.
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= ordersBodyLimit;
  });
  const payments = opts.payments === undefined ? new TestModePaymentProvider() : opts.payments;
  if (payments instanceof TestModePaymentProvider && opts.production) {
    throw new Error(
      'the test-mode payment page must not run in production: configure STRIPE_SECRET_KEY or CARD_PAYMENTS=off',
    );
  }
  await app.register(healthRoutes, {
    service: 'orders',
    adapters: {
      storage: opts.store.kind,
      events: opts.bus.kind,
      mail: opts.mailer.kind,
      payments: payments?.kind ?? 'off',
    },
    readiness: {
      // A lookup by uuid, as nearly every orders call makes: the store answers it or this replica serves nothing.
      store: async () => {
        await opts.store.findByUuid(storeProbeUuid);
        return { ok: true, detail: `${opts.store.kind} answers` };
      },
    },
    details: { bus: () => opts.bus.ready(), ...opts.details },
  });
  // Flushed (for a bounded time) before the composition root closes the bus: hooks run last-in first-out.
  const notices = new BackgroundPublisher(opts.bus, { logger: app.log });
  app.addHook('onClose', async () => notices.close());
  await app.register(metricsRoutes, { service: 'orders' });
  const sessions = new SessionCheck(opts.buyers, opts.sessionSecret, opts.sessionCheck);
  const access = new AccessCookies(sessions, opts.production ?? false);
  // Fails closed: the limits count in the orders' own store, without which no cart, mail or
  // channel is served anyway; a 503 is the honest answer while it is away.
  const guard = new RateGuard<OrdersAction>(
    opts.rateLimiter ?? new MemoryRateLimiter(),
    { ...defaultOrdersLimits, ...opts.limits },
    {
      whenStoreFails: 'refuse',
      onStoreFailure: (error) =>
        app.log.warn({ err: error }, 'orders: the rate limit store did not answer; refused with 503'),
    },
  );
  const pricing = opts.pricing ?? loadPricingConfig();
  const records = orderRecordsOf(opts.store);
  const deps = {
    payments,
    methods: new PaymentMethods(payments !== null),
    vatIds: new VatIdVerifier(opts.companies, pricing),
    companies: opts.companyAccounts,
    openBalance: opts.openBalance,
    store: opts.store,
    cart: records.cart,
    checkout: records.checkout,
    catalogue: opts.catalogue,
    bus: opts.bus,
    notices,
    pricing,
    contractPrices: opts.contractPrices,
    today: opts.today ?? helsinkiToday,
  };
  const carts = new CartService(deps);
  await app.register(orderByIdRoute, { store: opts.store, access, carts });
  const idempotencyStore = opts.idempotency ?? new MemoryIdempotencyStore();
  const idempotency = new Idempotency(idempotencyStore, (request) => access.requester(request));
  await app.register(cartRoutes, { carts, access, guard, methods: deps.methods, idempotency });
  await app.register(completeRoute, { deps: { ...deps, carts }, access, idempotency, guard });
  await app.register(byUserRoute, { store: opts.store, access, carts });
  await app.register(punchoutTransferRoute, {
    store: opts.store,
    access,
    carts,
    publicOrigin: opts.publicOrigin ?? '',
  });
  if (opts.cxmlBuyers)
    await app.register(cxmlOrderRoute, {
      deps: { ...deps, carts },
      buyers: opts.cxmlBuyers,
      origins: opts.cxmlOrigins,
      idempotency: idempotencyStore,
      guard,
      publicOrigin: opts.publicOrigin ?? '',
    });
  await app.register(approvalRoutes, { store: opts.store, records: records.approvals, access, carts });
  await app.register(priceRoutes, {
    store: opts.store,
    catalogue: opts.catalogue,
    access,
    pricing,
    today: deps.today,
    contractPrices: opts.contractPrices,
  });
  await app.register(paymentRoutes, {
    store: opts.store,
    checkout: records.checkout,
    carts,
    payments,
    access,
    bus: opts.bus,
  });
  if (payments)
    await app.register(paymentWebhookRoute, {
      deps: { records: records.checkout, payments, bus: opts.bus },
      carts,
    });
  if (payments instanceof TestModePaymentProvider)
    await app.register(testPaymentPageRoutes, { provider: payments, store: opts.store });
  await app.register(documentRoutes, {
    store: opts.store,
    bus: opts.bus,
    pdf: opts.pdf,
    seller: opts.seller ?? seller,
    access,
    guard,
    carts,
  });
  if (opts.quoteLinks) {
    const quotes = new QuoteService({
      store: opts.store,
      carts,
      links: opts.quoteLinks,
      catalogue: opts.catalogue,
      pricing,
      today: deps.today,
    });
    await app.register(quoteRoutes, {
      quotes,
      carts,
      access,
      guard,
      pdf: opts.pdf,
      seller: opts.seller ?? seller,
      publicOrigin: opts.publicOrigin ?? '',
    });
  }
  if (opts.requisitionLists) {
    const lists = new RequisitionListService({
      lists: opts.requisitionLists,
      orders: opts.store,
      carts,
      catalogue: opts.catalogue,
    });
    await app.register(requisitionListRoutes, { lists, access, guard });
  }
  if (opts.orderLinks) await app.register(orderLinkRoutes, { store: opts.store, links: opts.orderLinks, carts });
  if (opts.supplierLinks)
    await app.register(supplierOrderRoutes, {
      store: opts.store,
      fulfilment: records.fulfilment,
      links: opts.supplierLinks,
      today: deps.today,
    });
  if (opts.backoffice)
    await app.register(backofficeRoutes, {
      store: opts.store,
      records: records.backoffice,
      invoices: opts.invoices,
      ...opts.backoffice,
    });
  if (opts.backoffice && opts.contractPrices)
    await app.register(contractPriceRoutes, {
      prices: opts.contractPrices,
      operators: opts.backoffice.operators,
      now: opts.backoffice.now,
    });
  if (opts.invoices) {
    await app.register(accountInvoiceRoutes, { invoices: opts.invoices, access, pdf: opts.pdf, today: deps.today });
    if (opts.backoffice)
      await app.register(receivableRoutes, {
        invoices: opts.invoices,
        operators: opts.backoffice.operators,
        today: deps.today,
        now: opts.backoffice.now,
      });
  }
  await app.register(cartChannelRoute, {
    store: opts.store,
    bus: opts.bus,
    group: `orders-live-${opts.instanceId ?? randomUUID()}`,
    access,
    guard,
    maxPerAddress: opts.liveChannelsPerAddress ?? defaultLiveChannelsPerAddress,
  });
};

/** No cart has it: the readiness probe's lookup finds nothing, quickly, through the uuid index. */
const storeProbeUuid = '00000000-0000-4000-8000-000000000000';

/** Largest request body of an orders call (Fastify's bodyLimit per route): 413 beyond it. */
export const ordersBodyLimit = 16 * 1024;

/** How the host registers @fastify/websocket for the cart channel: clients only ever send a heartbeat. */
export const cartChannelOptions = { options: { maxPayload: 4096 } };

/**
 * The shop's business day is Finland's. Every cart change asks for it. Building an
 * Intl.DateTimeFormat per call (about 0.1 ms: it loads time-zone data) was the largest single
 * cost of a cart change, so one formatter is kept, and its answer is kept until the next full
 * hour of UTC: Helsinki is UTC+2 or UTC+3, whole hours, so its date can only change on one.
 */
const helsinkiDate = dateTimeFormat('sv-SE', { timeZone: shopTimeZone });
const hourMs = 3_600_000;
let todayCache = { day: '', from: 0, until: 0 };
export const helsinkiToday = (now = Date.now()) => {
  if (now < todayCache.from || now >= todayCache.until) {
    const from = Math.floor(now / hourMs) * hourMs;
    todayCache = { day: helsinkiDate.format(now), from, until: from + hourMs };
  }
  return todayCache.day;
};
