import websocket from '@fastify/websocket';
import { seller } from '@shop/contracts';
import {
  createMailer,
  openRateLimiter,
  requireRole,
  type EventBus,
  type Mailer,
  type OutboxRelay,
} from '@shop/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { CatalogueCompanyRegister } from './shared/adapters/catalogue-company-register';
import { ChromiumPdfRenderer } from './documents/adapters/chromium-pdf-renderer';
import { PdfRenderPool } from './documents/adapters/pdf-render-pool';
import { CartView } from './cart/cart-view';
import { CatalogueVariantClient, httpCatalogueRequest } from './shared/adapters/http-variant-catalogue';
import {
  openContractPriceStore,
  openIdempotencyStore,
  openInvoiceStore,
  openOrderStore,
  openRequisitionListStore,
  openWebhookStore,
  openCxmlOriginStore,
  orderRecordsOf,
} from './open-order-stores';
import type { InvoiceStore } from './invoicing/invoice-store';
import { paymentProviderOf } from './checkout/adapters/payment-provider-of';
import { httpUsersRequest, UsersBuyerDirectory, type UsersRequest } from './shared/adapters/users-buyer-directory';
import { UsersCompanyDirectory } from './shared/adapters/users-company-directory';
import { UsersCxmlBuyers } from './shared/adapters/users-cxml-buyers';
import type { CxmlBuyers } from './shared/cxml-buyers';
import { cartChannelOptions, ordersService, type OrdersServiceOptions } from './app';
import type { OrdersConfig } from './config';
import { startOrderEventRelay } from './events/order-event-relay';
import { orderSubscribers, subscribeAll, type OrderSubscriber } from './events/subscribers';
import type { OrderStore } from './shared/order-store';
import type { PdfRenderer } from './documents/pdf-renderer';
import type { CompanyRegister } from './shared/company-register';
import type { CompanyDirectory } from './shared/company-directory';
import { CatalogueSupplierDirectory } from './shared/adapters/http-supplier-directory';
import { deadLetterRoutes } from './events/dead-letters';
import { openOrderSearch } from './backoffice/adapters/open-order-search';
import { supplierLinkSecret } from './fulfilment/link-secret';
import { SupplierLinks } from './fulfilment/supplier-link';
import { QuoteLinks } from './quotes/quote-links';
import { OrderLinks } from './fulfilment/order-link';
import type { SupplierDirectory } from './shared/supplier-directory';
import type { VariantCatalogue } from './shared/variant-catalogue';
import { httpPostToOperatorsUrl, httpPostWebhook } from './webhooks/post-webhook';
import { webhookRoutes } from './webhooks/webhook-routes';
import { WebhookSender, type WebhookSenderOptions } from './webhooks/webhook-sender';
import type { WebhookStore } from './webhooks/webhook-store';

/**
 * How the orders service reaches the services it asks. Its own process knows their addresses; the
 * gateway that runs them in the same process hands over their records instead (no request per
 * cart line).
 */
export interface OrdersPeers {
  /** Current prices, the business register VAT ids are confirmed with, and the suppliers purchase orders go to. */
  catalogue:
    { url: string } | { variants: VariantCatalogue; companies?: CompanyRegister; suppliers: SupplierDirectory };
  /** Who is logged in and their personal discounts (GET /users/current); without it nobody is. */
  users?: { url: string } | { request: UsersRequest; companies: CompanyDirectory; cxmlBuyers: CxmlBuyers };
  /** The secret the users service beside it signs sessions with, when SESSION_SECRET is not set. */
  sessionSecret?: string;
}

/** What differs between the orders service's own process and the gateway that embeds it. */
export interface OrdersDeps {
  bus: EventBus;
  /** The bus is this service's alone (its own process) and closes with it; the gateway closes its own. */
  ownsBus?: boolean;
  dataDir: string;
  peers: OrdersPeers;
  /** The consumers subscribed (default: the whole table, events/subscribers.ts). */
  subscribers?: readonly OrderSubscriber[];
  /** What the tests fake in place of the adapters the configuration picks (test/helper.ts). */
  overrides?: OrdersOverrides;
}

/** The adapters a test puts in place of the configured ones, and what it reads of the started service. */
export interface OrdersOverrides extends Pick<
  OrdersServiceOptions,
  | 'buyers'
  | 'companyAccounts'
  | 'openBalance'
  | 'payments'
  | 'today'
  | 'sessionCheck'
  | 'limits'
  | 'rateLimiter'
  | 'liveChannelsPerAddress'
  | 'backoffice'
  | 'cxmlBuyers'
> {
  /** The renderer behind the PDF pool (default: Chromium at CHROMIUM_PATH). */
  pdfRenderer?: PdfRenderer;
  mailer?: Mailer;
  /** The webhook sender's retries and clock (default: webhooks/webhook-sender.ts's). */
  webhookSender?: WebhookSenderOptions;
  /** Told, once the service has started, of the stores, PDF pool, outbox relay and webhook sender it opened. */
  started?: (service: {
    store: OrderStore;
    invoices: InvoiceStore;
    pdf: PdfRenderPool;
    relay: OutboxRelay;
    webhooks: { store: WebhookStore; sender: WebhookSender };
  }) => void;
}

/**
 * The orders service, composed: its adapters chosen by `config`, its routes, its subscribers
 * (events/subscribers.ts) and the outbox relay. Closes in one order:
 * the relay (the row being published is finished, the rest waits in the outbox for the next start),
 * the bus if it owns it (the consumers stop with it), the PDF browser, the stores and the rate limit counts.
 */
export function createOrders(config: OrdersConfig, deps: OrdersDeps): FastifyPluginAsync {
  const {
    started,
    pdfRenderer,
    mailer: givenMailer,
    companyAccounts: givenAccounts,
    webhookSender,
    ...serviceOverrides
  } = deps.overrides ?? {};
  return async (app) => {
    const store = await openOrderStore(config.mongodbUri, deps.dataDir, app.log);
    const idempotency = await openIdempotencyStore(config.mongodbUri, deps.dataDir, app.log);
    const invoices = await openInvoiceStore(config.mongodbUri, deps.dataDir, app.log);
    const requisitionLists = await openRequisitionListStore(config.mongodbUri, deps.dataDir, app.log);
    const contractPrices = await openContractPriceStore(config.mongodbUri, deps.dataDir, app.log);
    const search = await openOrderSearch(config.mongodbUri, deps.dataDir);
    const webhookStore = await openWebhookStore(config.mongodbUri, deps.dataDir, app.log);
    const cxmlOrigins = await openCxmlOriginStore(config.mongodbUri, deps.dataDir, app.log);
    const webhooks = {
      store: webhookStore,
      sender: new WebhookSender(webhookStore, httpPostWebhook(config.webhooks), { logger: app.log, ...webhookSender }),
    };
    // Every process of the service counts in the same store, so a limit holds with any number of them.
    const rateLimiter = await openRateLimiter({
      uri: config.mongodbUri,
      collection: 'orders_rate_limits',
      onSweepError: (error) => app.log.warn({ err: error }, 'orders: deleting expired rate limit slots failed'),
    });
    const pdf = new PdfRenderPool(pdfRenderer ?? new ChromiumPdfRenderer(config.chromiumPath), config.pdf);
    const mailer = givenMailer ?? createMailer(config.mail, deps.dataDir);
    // Started last, once the consumers listen; read by the close hook and the readiness probe before.
    const outbox: { relay?: OutboxRelay } = {};
    app.addHook('onClose', async () => {
      await outbox.relay?.stop();
      await webhooks.sender.stop();
      if (deps.ownsBus) await deps.bus.close();
      await pdf.close();
      await idempotency.close();
      await invoices.close();
      await webhookStore.close();
      await cxmlOrigins.close();
      await requisitionLists.close();
      await contractPrices.close();
      await search.close();
      await rateLimiter.close();
      await store.close();
    });
    await app.register(websocket, cartChannelOptions);
    const { variants, companies, suppliers } = catalogueOf(deps.peers.catalogue);
    const { users } = deps.peers;
    const sessionSecret = config.sessionSecret ?? deps.peers.sessionSecret;
    const linkSecret = await supplierLinkSecret(config.fulfilment.linkSecret, sessionSecret, deps.dataDir);
    const supplierLinks = new SupplierLinks(linkSecret);
    // The same key, another audience: a supplier's link opens no quote, a quote's link no purchase order.
    const quoteLinks = new QuoteLinks(linkSecret);
    // A key derived for the buyers' order links alone (order-link.ts), under its own audience too.
    const orderLinks = new OrderLinks(linkSecret);
    const usersRequest = users && ('url' in users ? httpUsersRequest(users.url) : users.request);
    // Embedded, the users service's records in this process; its own process answers GET /internal/companies/...
    const companyAccounts =
      givenAccounts ?? (users && ('url' in users ? new UsersCompanyDirectory(usersRequest!) : users.companies));
    await app.register(ordersService, {
      store,
      bus: deps.bus,
      catalogue: variants,
      companies,
      buyers: usersRequest && new UsersBuyerDirectory(usersRequest),
      companyAccounts,
      // Embedded, the users service's connections in this process; its own process answers GET /internal/punchout/...
      cxmlBuyers: users && ('url' in users ? new UsersCxmlBuyers(usersRequest!) : users.cxmlBuyers),
      cxmlOrigins,
      // What a company owes on its open invoices, for the credit limit at completion.
      openBalance: (companyId) => invoices.openBalance(companyId),
      sessionSecret,
      production: config.production,
      mailer,
      pdf,
      idempotency,
      invoices,
      requisitionLists,
      contractPrices,
      payments: paymentProviderOf(config.payments),
      pricing: config.pricing,
      limits: config.limits,
      rateLimiter,
      supplierLinks,
      backoffice: users && {
        search,
        operators: { users: 'url' in users ? httpUsersRequest(users.url) : users.request, sessionSecret },
      },
      quoteLinks,
      orderLinks,
      publicOrigin: config.fulfilment.publicOrigin,
      // The relay starts below, once the consumers listen; a probe before that reads it red.
      details: {
        outbox: async () => outbox.relay?.ready() ?? { ok: false, detail: 'the outbox relay has not started' },
      },
      ...serviceOverrides,
    });
    if (users) {
      const operatorsOnly = requireRole('operator', {
        users: 'url' in users ? httpUsersRequest(users.url) : users.request,
        sessionSecret,
      });
      await app.register(deadLetterRoutes, { bus: deps.bus, operatorsOnly });
      await app.register(webhookRoutes, {
        ...webhooks,
        policy: config.webhooks,
        operatorsOnly,
        companies: companyAccounts,
      });
    }
    await subscribeAll(deps.subscribers ?? orderSubscribers, {
      bus: deps.bus,
      store,
      ...orderRecordsOf(store),
      mailer,
      pdf,
      seller,
      sellerLocale: config.sellerLocale,
      orderLink: { links: orderLinks, publicOrigin: config.fulfilment.publicOrigin },
      carts: new CartView({ store, catalogue: variants }),
      catalogue: variants,
      suppliers,
      links: supplierLinks,
      quoteLinks,
      companies: companyAccounts,
      publicOrigin: config.fulfilment.publicOrigin,
      invoices,
      invoicing: config.invoicing,
      webhooks,
      cxmlStatus: {
        origins: cxmlOrigins,
        post: httpPostToOperatorsUrl(config.webhooks),
        publicOrigin: config.fulfilment.publicOrigin,
      },
    });
    // Only once the consumers listen: after a crash the relay at once publishes what was committed
    // and not yet sent, and on the in-process bus an event nobody listens to yet is gone.
    outbox.relay = startOrderEventRelay(store, deps.bus, { logger: app.log });
    webhooks.sender.start();
    started?.({ store, invoices, pdf, relay: outbox.relay, webhooks });
  };
}

/** The catalogue's records in this process, or its public calls (prices and the business register alike). */
function catalogueOf(peer: OrdersPeers['catalogue']): {
  variants: VariantCatalogue;
  companies?: CompanyRegister;
  suppliers: SupplierDirectory;
} {
  if (!('url' in peer)) return peer;
  const request = httpCatalogueRequest(peer.url);
  return {
    variants: new CatalogueVariantClient(request),
    companies: new CatalogueCompanyRegister(request),
    suppliers: new CatalogueSupplierDirectory(request),
  };
}
