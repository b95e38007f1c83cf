import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOutboxMailer, createServer, InProcessEventBus } from '@shop/service-kit';
import { SqliteOrderStore } from '../src/adapters/sqlite-order-store';
import { cartChannelOptions, ordersService } from '../src/app';
import websocket from '@fastify/websocket';

/** The orders service on its embedded adapters in a fresh data folder, ready for `app.inject`. */
export async function buildOrders() {
  const dir = mkdtempSync(join(tmpdir(), 'orders-svc-'));
  const store = new SqliteOrderStore(join(dir, 'orders.sqlite'));
  const bus = new InProcessEventBus();
  const app = await createServer({ logger: false });
  app.addHook('onClose', async () => store.close());
  await app.register(websocket, cartChannelOptions);
  await app.register(ordersService, { store, bus, mailer: createOutboxMailer(join(dir, 'outbox'), 'shop@test') });
  await app.ready();
  return { app, store, bus, dir };
}
