import { randomBytes } from 'node:crypto';
import websocket from '@fastify/websocket';
import {
  Catalogue,
  catalogueService,
  createCatalogueIndexFromEnv,
  readVariantPrices,
  SampleCompanyRegister,
  seedCatalogue,
} from '@shop/catalogue-service';
import { contactOptionsFromEnv, contactService } from '@shop/contact-service';
import {
  CatalogueCompanyRegister,
  CatalogueVariantClient,
  ChromiumPdfRenderer,
  cartChannelOptions,
  loadSeller,
  sendOffers,
  sendOrderConfirmations,
  createOrderStoreFromEnv,
  createIdempotencyStoreFromEnv,
  createPaymentProviderFromEnv,
  startOrderEventRelay,
  httpCatalogueRequest,
  ordersService,
  UsersBuyerDirectory,
  httpUsersRequest,
  type VariantCatalogue,
} from '@shop/orders-service';
import { createMailerFromEnv, OutboxRelay, PublicOrigins, type EventBus } from '@shop/service-kit';
import { createUserStoreFromEnv, usersService } from '@shop/users-service';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config';

/**
 * Embedded mode: the services that have no URL run inside the gateway's process as plugins,
 * on their embedded adapters (or production ones when their server URLs are set), sharing one bus.
 */
export async function registerEmbeddedServices(
  app: FastifyInstance,
  config: GatewayConfig,
  bus: EventBus,
): Promise<void> {
  const { env, dataDir, services } = config;
  const closers: (() => Promise<void>)[] = [];

  let catalogue: Catalogue | null = null;
  // One business register for the catalogue's company search and the orders service's VAT id checks.
  const companies = new SampleCompanyRegister();
  if (services.catalogue.mode === 'embedded') {
    const index = createCatalogueIndexFromEnv(env);
    closers.push(() => index.close());
    const imageBase = env.IMAGE_BASE ?? '/static/images';
    catalogue = await Catalogue.load(index, seedCatalogue(imageBase), imageBase);
    await app.register(catalogueService, { index, bus, imageBase, catalogue, companies });
  }
  // One session secret for the users service that signs and the orders service that verifies.
  const userStore = services.users.mode === 'embedded' ? await createUserStoreFromEnv(env, dataDir) : null;
  const sessionSecret =
    env.SESSION_SECRET ?? (await userStore?.secret('session', () => randomBytes(48).toString('base64url')));

  if (services.orders.mode === 'embedded') {
    const store = await createOrderStoreFromEnv(env, dataDir);
    closers.push(() => store.close());
    await app.register(websocket, cartChannelOptions);
    // Orders reads current prices from the catalogue: from its records when it runs in this process
    // too (no request per cart line), over its public calls when it runs elsewhere.
    const catalogueTarget = services.catalogue;
    const embeddedCatalogue = catalogue;
    const variants: VariantCatalogue =
      catalogueTarget.mode === 'proxy'
        ? new CatalogueVariantClient(httpCatalogueRequest(catalogueTarget.url))
        : { getVariants: async (ids, locale) => readVariantPrices(embeddedCatalogue!, ids, locale) };
    const mailer = createMailerFromEnv(env, dataDir);
    const pdf = new ChromiumPdfRenderer();
    closers.push(() => pdf.close());
    // Personal discounts through the users service's GET /users/current with the buyer's session.
    const usersTarget = services.users;
    const buyers = new UsersBuyerDirectory(
      usersTarget.mode === 'proxy'
        ? httpUsersRequest(usersTarget.url)
        : async (path, headers) => {
            const res = await app.inject({ method: 'GET', url: path, headers });
            return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : null };
          },
    );
    // VAT ids are confirmed with the catalogue's business register: its records here, its public call when it runs elsewhere.
    const register =
      catalogueTarget.mode === 'proxy'
        ? new CatalogueCompanyRegister(httpCatalogueRequest(catalogueTarget.url))
        : companies;
    const idempotency = await createIdempotencyStoreFromEnv(env, dataDir);
    closers.push(() => idempotency.close());
    let relay: OutboxRelay | undefined;
    await app.register(ordersService, {
      store,
      bus,
      catalogue: variants,
      companies: register,
      buyers,
      mailer,
      pdf,
      sessionSecret,
      idempotency,
      payments: createPaymentProviderFromEnv(env),
      // The relay starts below, once the consumers listen; a probe before that reads it red.
      readiness: {
        outbox: async () => (relay ? relay.ready() : { ok: false, detail: 'the outbox relay has not started' }),
      },
    });
    const consumers = { bus, store, mailer, pdf, seller: loadSeller() };
    await sendOrderConfirmations(consumers);
    await sendOffers(consumers);
    // Once the consumers listen (on the in-process bus an event before that reaches nobody); stopped
    // first on close, before the store it reads and the bus it publishes to.
    const started = startOrderEventRelay(store, bus, { logger: app.log });
    relay = started;
    closers.unshift(() => started.stop());
  }
  if (userStore) {
    closers.push(() => userStore.close());
    // Publishes the users' committed events, also those a crashed process left unsent; stopped before the store closes.
    const userRelay = new OutboxRelay(userStore.outbox(), bus, { logger: app.log }).start();
    closers.unshift(() => userRelay.stop());
    await app.register(usersService, {
      store: userStore,
      bus,
      relay: userRelay,
      sessionSecret,
      mailer: createMailerFromEnv(env, dataDir),
      publicOrigins: PublicOrigins.fromEnv(env),
    });
  }

  if (services.contact.mode === 'embedded') {
    const { close, ...options } = contactOptionsFromEnv(env, dataDir);
    closers.push(close);
    await app.register(contactService, options);
  }

  app.addHook('onClose', async () => {
    for (const close of closers) await close();
  });
}
