import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import websocket from '@fastify/websocket';
import { createOutboxMailer, createServer, type EventBus } from '@shop/service-kit';
import { ChromiumPdfRenderer } from '../src/documents/adapters/chromium-pdf-renderer';
import { SqliteOrderStore } from '../src/shared/adapters/sqlite-order-store';
import { cartChannelOptions, ordersService } from '../src/app';
import { TestBrowser } from './browser';
import { FakeCatalogue } from './fake-catalogue';

/**
 * Two orders replicas over one store, each with its own bus client (`busFor` is called once per
 * replica; the in-process bus hands both the same one). Neither is given an instanceId: the
 * default must already keep their live channels apart.
 */
export async function twoReplicas(busFor: () => Promise<EventBus>) {
  const dir = mkdtempSync(join(tmpdir(), 'orders-live-'));
  const store = new SqliteOrderStore(join(dir, 'orders.sqlite'));
  const catalogue = new FakeCatalogue();
  catalogue.put(102);
  const replica = async () => {
    const app = await createServer({ logger: false });
    const pdf = new ChromiumPdfRenderer(process.env.CHROMIUM_PATH);
    app.addHook('onClose', () => pdf.close());
    await app.register(websocket, cartChannelOptions);
    await app.register(ordersService, {
      store,
      bus: await busFor(),
      catalogue,
      pdf,
      mailer: createOutboxMailer(join(dir, 'outbox'), 'shop@test'),
      today: () => '2026-11-23',
    });
    await app.ready();
    return app;
  };
  const [a, b] = [await replica(), await replica()];
  return {
    a,
    b,
    catalogue,
    /** The same buyer's browser on replica B: what the load balancer does with their next request. */
    onB: (onA: TestBrowser) => {
      const browser = new TestBrowser(b);
      for (const [name, value] of onA.cookies) browser.cookies.set(name, value);
      return browser;
    },
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
