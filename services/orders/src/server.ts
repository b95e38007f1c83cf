import { resolve } from 'node:path';
import websocket from '@fastify/websocket';
import { createEventBusFromEnv, createMailerFromEnv, createServer, envPort, listenUntilSignalled } from '@shop/service-kit';
import { cartChannelOptions, ordersService } from './app';
import { createOrderStoreFromEnv } from './from-env';

/** Orders as its own process (production); embedded mode registers the plugin in the gateway. */
async function main() {
  const env = process.env;
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const app = await createServer();
  const store = await createOrderStoreFromEnv(env, dataDir);
  const bus = createEventBusFromEnv(env, 'orders');
  app.addHook('onClose', async () => {
    await bus.close();
    await store.close();
  });
  await app.register(websocket, cartChannelOptions);
  await app.register(ordersService, { store, bus, mailer: createMailerFromEnv(env, dataDir) });
  await listenUntilSignalled(app, envPort(env, 3002), env.HOST ?? '127.0.0.1');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
