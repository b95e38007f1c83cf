import websocket from '@fastify/websocket';
import { catalogueService, createCatalogueIndexFromEnv } from '@shop/catalogue-service';
import { cartChannelOptions, createOrderStoreFromEnv, ordersService } from '@shop/orders-service';
import { createEventBusFromEnv, createMailerFromEnv, type EventBus } from '@shop/service-kit';
import { createUserStoreFromEnv, usersService } from '@shop/users-service';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config';

/**
 * Embedded mode: the services that have no URL run inside the gateway's process as plugins,
 * on their embedded adapters (or production ones when their server URLs are set), sharing one bus.
 */
export async function registerEmbeddedServices(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  const { env, dataDir, services } = config;
  let bus: EventBus | null = null;
  const sharedBus = () => (bus ??= createEventBusFromEnv(env, 'gateway-embedded'));
  const closers: (() => Promise<void>)[] = [];

  if (services.catalogue.mode === 'embedded') {
    const index = createCatalogueIndexFromEnv(env);
    closers.push(() => index.close());
    await app.register(catalogueService, { index, bus: sharedBus(), imageBase: env.IMAGE_BASE });
  }
  if (services.orders.mode === 'embedded') {
    const store = await createOrderStoreFromEnv(env, dataDir);
    closers.push(() => store.close());
    await app.register(websocket, cartChannelOptions);
    await app.register(ordersService, { store, bus: sharedBus(), mailer: createMailerFromEnv(env, dataDir) });
  }
  if (services.users.mode === 'embedded') {
    const store = await createUserStoreFromEnv(env, dataDir);
    closers.push(() => store.close());
    await app.register(usersService, { store, bus: sharedBus(), mailer: createMailerFromEnv(env, dataDir) });
  }

  app.addHook('onClose', async () => {
    await bus?.close();
    for (const close of closers) await close();
  });
}
