import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOutboxMailer, createServer, InProcessEventBus } from '@shop/service-kit';
import { SqliteOrderStore } from '../src/adapters/sqlite-order-store';
import { cartChannelOptions, ordersService } from '../src/app';
import { startOrderEventRelay } from '../src/events/order-event-relay';
import { FakeCatalogue } from './fake-catalogue';
import type { BuyerDirectory } from '../src/ports/buyer-directory';
import { ChromiumPdfRenderer } from '../src/adapters/chromium-pdf-renderer';
import { PdfRenderPool, type PdfPoolLimits } from '../src/adapters/pdf-render-pool';
import websocket from '@fastify/websocket';
import { TestBrowser } from './browser';
import type { OrdersServiceOptions } from '../src/app';

/**
 * The orders service on its embedded adapters in a fresh data folder. `app` is the buyer's browser
 * (it keeps the cookies the service sets, so a buyer's calls find their own cart), `browser()` makes
 * another one (a stranger, a second device), `server` is the bare instance (no cookies at all).
 */
export async function buildOrders(
  options: {
    sessionSecret?: string;
    buyers?: BuyerDirectory;
    /** The bus (default: a fresh in-process one); a broker-outage test gives one that hangs or throws. */
    bus?: InProcessEventBus;
    /** The PDF pool's limits (default: production's). */
    pdf?: PdfPoolLimits;
  } & Pick<
    OrdersServiceOptions,
    | 'limits'
    | 'rateLimiter'
    | 'sessionCheck'
    | 'liveChannelsPerAddress'
    | 'payments'
    | 'companies'
    | 'supplierLinks'
    | 'quoteLinks'
    | 'orderLinks'
    | 'companyAccounts'
    | 'backoffice'
  > = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'orders-svc-'));
  const store = new SqliteOrderStore(join(dir, 'orders.sqlite'));
  const bus = options.bus ?? new InProcessEventBus();
  const app = await createServer({ logger: false });
  // Chromium starts only when a test renders a document; the pool in front of it as in production.
  const chromium = new ChromiumPdfRenderer(process.env.CHROMIUM_PATH);
  const pdf = new PdfRenderPool(chromium, options.pdf);
  // The events the store commits reach the bus through the outbox relay, as in the composition roots.
  const relay = startOrderEventRelay(store, bus);
  // Tests wait for events with bus.drain(): an event committed with its order is on the bus only
  // once the relay has published it, so first wait for the relay to have published everything.
  const drainBus = bus.drain.bind(bus);
  bus.drain = async () => {
    await relay.flushed();
    await drainBus();
  };
  app.addHook('onClose', async () => {
    await relay.stop();
    await pdf.close();
    await store.close();
  });
  await app.register(websocket, cartChannelOptions);
  const catalogue = new FakeCatalogue();
  let today = '2026-11-23';
  await app.register(ordersService, {
    store,
    bus,
    catalogue,
    pdf,
    sessionSecret: options.sessionSecret,
    buyers: options.buyers,
    sessionCheck: options.sessionCheck,
    limits: options.limits,
    rateLimiter: options.rateLimiter,
    liveChannelsPerAddress: options.liveChannelsPerAddress,
    payments: options.payments,
    companies: options.companies,
    supplierLinks: options.supplierLinks,
    backoffice: options.backoffice,
    quoteLinks: options.quoteLinks,
    orderLinks: options.orderLinks,
    publicOrigin: 'https://shop.example',
    companyAccounts: options.companyAccounts,
    today: () => today,
    mailer: createOutboxMailer(join(dir, 'outbox'), 'shop@test'),
  });
  await app.ready();
  const browser = () => new TestBrowser(app);
  return {
    app: browser(),
    browser,
    server: app,
    store,
    bus,
    dir,
    catalogue,
    pdf,
    chromium,
    setToday: (day: string) => (today = day),
  };
}
