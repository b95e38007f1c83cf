import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locale } from '@shop/contracts';
import fastifyPlugin from 'fastify-plugin';
import { createServer, InProcessEventBus, type Mailer } from '@shop/service-kit';
import { ChromiumPdfRenderer } from '../src/documents/adapters/chromium-pdf-renderer';
import type { PdfPoolLimits } from '../src/documents/adapters/pdf-render-pool';
import { ordersConfigFromEnv } from '../src/config';
import { createOrders, type OrdersOverrides } from '../src/create-orders';
import type { OrderSubscriber } from '../src/events/subscribers';
import type { CompanyRegister } from '../src/shared/company-register';
import type { PdfRenderer } from '../src/documents/pdf-renderer';
import type { SupplierDirectory } from '../src/shared/supplier-directory';
import { FakeCatalogue } from './fake-catalogue';
import { TestBrowser } from './browser';

/** A catalogue that knows no supplier: purchase orders are routed only in tests that name theirs. */
const noSuppliers: SupplierDirectory = { contact: async () => null };

/**
 * The orders service as createOrders wires it, on its embedded adapters in a fresh data folder,
 * with none of its consumers unless a test names them (`subscribers`). `app` is the buyer's browser
 * (it keeps the cookies the service sets, so a buyer's calls find their own cart), `browser()` makes
 * another one (a stranger, a second device), `server` is the bare instance (no cookies at all).
 */
export async function buildOrders(
  options: {
    sessionSecret?: string;
    /** SELLER_MAIL_LOCALE: the language of the new-order mail to the seller (default German). */
    sellerLocale?: Locale;
    /** PUBLIC_URL: the origin of the links in mails and documents (default https://shop.example). */
    publicUrl?: string;
    /** SUPPLIER_LINK_SECRET: signs the suppliers', quotes' and buyers' links. */
    linkSecret?: string;
    /** The bus (default: a fresh in-process one); a broker-outage test gives one that hangs or throws. */
    bus?: InProcessEventBus;
    /** The PDF pool's limits (default: production's). */
    pdf?: Partial<PdfPoolLimits>;
    /** The renderer behind the PDF pool (default: Chromium, started only when a test renders a document). */
    pdfRenderer?: PdfRenderer;
    /** The consumers subscribed (default: none). */
    subscribers?: readonly OrderSubscriber[];
    companies?: CompanyRegister;
    suppliers?: SupplierDirectory;
    mailer?: Mailer;
    /** MONGODB_URI: the service's stores in this database instead of the data folder's SQLite files. */
    mongodbUri?: string;
    /** INVOICE_ON: when an order on invoice is invoiced (default: once fulfilled). */
    invoiceOn?: 'fulfilled' | 'placed';
  } & Omit<OrdersOverrides, 'pdfRenderer' | 'mailer' | 'started'> = {},
) {
  const {
    sessionSecret,
    sellerLocale,
    publicUrl = 'https://shop.example',
    linkSecret,
    bus = new InProcessEventBus(),
    pdf: pdfLimits,
    pdfRenderer,
    subscribers = [],
    companies,
    suppliers = noSuppliers,
    mongodbUri,
    invoiceOn,
    ...overrides
  } = options;
  const dir = mkdtempSync(join(tmpdir(), 'orders-svc-'));
  const config = ordersConfigFromEnv({
    PUBLIC_URL: publicUrl,
    MAIL_FROM: 'shop@test',
    SESSION_SECRET: sessionSecret,
    SELLER_MAIL_LOCALE: sellerLocale,
    SUPPLIER_LINK_SECRET: linkSecret,
    MONGODB_URI: mongodbUri,
    INVOICE_ON: invoiceOn,
  });
  const chromium = new ChromiumPdfRenderer(process.env.CHROMIUM_PATH);
  const catalogue = new FakeCatalogue();
  let today = '2026-11-23';
  let opened: Parameters<NonNullable<OrdersOverrides['started']>>[0] | undefined;
  const app = await createServer({ logger: false });
  // Not encapsulated: the test server is the service's host, as the gateway's own instance is.
  await app.register(
    fastifyPlugin(
      createOrders(
        { ...config, pdf: { ...config.pdf, ...pdfLimits } },
        {
          bus,
          dataDir: dir,
          peers: { catalogue: { variants: catalogue, companies, suppliers } },
          subscribers,
          overrides: {
            today: () => today,
            pdfRenderer: pdfRenderer ?? chromium,
            ...overrides,
            started: (service) => (opened = service),
          },
        },
      ),
    ),
  );
  await app.ready();
  const { store, invoices, pdf, relay, webhooks } = opened!;
  // Tests wait for events with bus.drain(): an event committed with its order is on the bus only
  // once the relay has published it, so first wait for the relay to have published everything.
  const drainBus = bus.drain.bind(bus);
  bus.drain = async () => {
    await relay.flushed();
    await drainBus();
  };
  const browser = () => new TestBrowser(app);
  return {
    app: browser(),
    browser,
    server: app,
    store,
    invoices,
    webhooks,
    bus,
    dir,
    catalogue,
    pdf,
    chromium,
    setToday: (day: string) => (today = day),
  };
}
