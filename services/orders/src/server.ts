import websocket from '@fastify/websocket';
import { createEventBusFromEnv, createMailerFromEnv, runServiceProcess, type OutboxRelay } from '@shop/service-kit';
import { CatalogueCompanyRegister } from './adapters/catalogue-company-register';
import { ChromiumPdfRenderer } from './adapters/chromium-pdf-renderer';
import { CatalogueVariantClient, httpCatalogueRequest } from './adapters/http-variant-catalogue';
import { httpUsersRequest, UsersBuyerDirectory } from './adapters/users-buyer-directory';
import { loadSeller } from './documents/order-document';
import { sendOffers } from './events/send-offer';
import { sendOrderConfirmations } from './events/send-order-confirmation';
import { cartChannelOptions, ordersService } from './app';
import { createOrderStoreFromEnv, createPaymentProviderFromEnv, startOrderEventRelay } from './from-env';
import { createIdempotencyStoreFromEnv } from './adapters/idempotency-store-from-env';

runServiceProcess(3002, async (app, env, dataDir) => {
  const store = await createOrderStoreFromEnv(env, dataDir);
  const bus = createEventBusFromEnv(env, 'orders');
  const pdf = new ChromiumPdfRenderer();
  const mailer = createMailerFromEnv(env, dataDir);
  let relay: OutboxRelay | undefined;
  app.addHook('onClose', async () => {
    // The row being published is finished first; the rest waits in the outbox for the next start.
    await relay?.stop();
    await bus.close();
    await pdf.close();
    await store.close();
  });
  await app.register(websocket, cartChannelOptions);
  if (!env.CATALOGUE_URL)
    throw new Error('CATALOGUE_URL is required: the orders service reads current prices from the catalogue');
  const catalogue = new CatalogueVariantClient(httpCatalogueRequest(env.CATALOGUE_URL));
  const buyers = env.USERS_URL ? new UsersBuyerDirectory(httpUsersRequest(env.USERS_URL)) : undefined;
  // The business register is the catalogue's, asked through its public call like the prices.
  const companies = new CatalogueCompanyRegister(httpCatalogueRequest(env.CATALOGUE_URL));
  const idempotency = await createIdempotencyStoreFromEnv(env, dataDir);
  app.addHook('onClose', () => idempotency.close());
  await app.register(ordersService, {
    store,
    bus,
    catalogue,
    companies,
    buyers,
    mailer,
    pdf,
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
  // Only once the consumers listen: after a crash the relay at once publishes what was committed
  // and not yet sent, and on the in-process bus an event nobody listens to yet is gone.
  relay = startOrderEventRelay(store, bus, { logger: app.log });
});
