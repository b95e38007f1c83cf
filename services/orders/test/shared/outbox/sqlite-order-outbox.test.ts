import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventEnvelope } from '@shop/contracts';
import { InProcessEventBus, MetricsRegistry } from '@shop/service-kit';
import { SqliteOrderStore } from '../../../src/shared/adapters/sqlite-order-store';
import { startOrderEventRelay } from '../../../src/events/order-event-relay';
import { emptyCart } from '../../fixtures';
import { completedEvent, orderOutboxContract } from './order-outbox.contract';

const quiet = { logger: { warn: () => undefined, error: () => undefined }, metrics: new MetricsRegistry(), pollMs: 50 };

describe('the orders outbox in the embedded store (SQLite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'orders-outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  const fresh = () => join(dir, `orders-${n++}.sqlite`);
  orderOutboxContract(
    async () => new SqliteOrderStore(fresh()),
    async (s) => s.close(),
  );

  it('publishes after a restart what was committed before the process died, and nothing twice', async () => {
    const file = fresh();
    const crashed = new SqliteOrderStore(file);
    const cart = emptyCart();
    await crashed.insert(cart);
    const order = { ...cart, id: 7, order_status: 'confirmed' as const, order_number: 'NB-100007' };
    // Committed, and then no relay ever ran in that process.
    await crashed.replace(order, [completedEvent(order.uuid)]);
    await crashed.close();

    const store = new SqliteOrderStore(file);
    const bus = new InProcessEventBus();
    const seen: EventEnvelope[] = [];
    await bus.subscribe('test', 'order.placed', (event) => void seen.push(event));
    const relay = startOrderEventRelay(store, bus, quiet);
    await relay.flushed();
    await relay.stop();
    const again = startOrderEventRelay(store, bus, quiet);
    await again.flushed();
    await again.stop();
    await store.close();
    expect(seen.map((e) => e.payload)).toEqual([completedEvent(order.uuid).payload]);
  });

  it(
    'on the in-process bus marks an event sent only once its consumers are done with it, so a crash during ' +
      'the mail loses nothing',
    async () => {
      const store = new SqliteOrderStore(fresh());
      const bus = new InProcessEventBus();
      let finish!: () => void;
      const mailing = new Promise<void>((resolve) => (finish = resolve));
      let started!: () => void;
      const consumerStarted = new Promise<void>((resolve) => (started = resolve));
      await bus.subscribe('mailer', 'order.placed', async () => {
        started();
        await mailing;
      });
      const relay = startOrderEventRelay(store, bus, quiet);
      const cart = emptyCart();
      await store.insert(cart);
      await store.replace({ ...cart, order_number: 'NB-100001' }, [completedEvent(cart.uuid)]);
      await consumerStarted;
      // The consumer has the event and has not finished: the row still waits in the outbox.
      expect(await store.outbox.backlog()).toBe(1);
      finish();
      await relay.flushed();
      expect(await store.outbox.backlog()).toBe(0);
      await relay.stop();
      await store.close();
    },
  );
});
