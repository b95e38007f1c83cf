import { createEventBusFromEnv, runServiceProcess } from '@shop/service-kit';
import { ordersConfigFromEnv, ordersPeerUrlsFromEnv } from './config';
import { createOrders } from './create-orders';

runServiceProcess({ service: 'orders', defaultPort: 3002 }, async ({ env, dataDir, log }) =>
  createOrders(ordersConfigFromEnv(env), {
    bus: await createEventBusFromEnv(env, 'orders', log),
    ownsBus: true,
    dataDir,
    peers: ordersPeerUrlsFromEnv(env),
  }),
);
