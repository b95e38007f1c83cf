import { createEventBusFromEnv, parseAll, runServiceProcess } from '@shop/service-kit';
import { ordersConfigFromEnv, ordersPeerUrlsFromEnv } from './config';
import { createOrders } from './create-orders';

runServiceProcess(
  {
    service: 'orders',
    defaultPort: 3002,
    config: (env) => parseAll('orders service', [() => ordersConfigFromEnv(env), () => ordersPeerUrlsFromEnv(env)]),
  },
  async ({ env, dataDir, log, config: [config, peers] }) =>
    createOrders(config, {
      bus: await createEventBusFromEnv(env, 'orders', log),
      ownsBus: true,
      dataDir,
      peers,
    }),
);
