import websocket from '@fastify/websocket';
import { createEventBusFromEnv, createMailerFromEnv, runServiceProcess } from '@shop/service-kit';
import { cartChannelOptions, ordersService } from './app';
import { createOrderStoreFromEnv } from './from-env';

runServiceProcess(3002, async (app, env, dataDir) => {
  const store = await createOrderStoreFromEnv(env, dataDir);
  const bus = createEventBusFromEnv(env, 'orders');
  app.addHook('onClose', async () => {
    await bus.close();
    await store.close();
  });
  await app.register(websocket, cartChannelOptions);
  await app.register(ordersService, { store, bus, mailer: createMailerFromEnv(env, dataDir) });
});
