import mongoose from 'mongoose';
import { InProcessEventBus, MetricsRegistry, MongoOutbox, OutboxRelay, TransactionsUnsupportedError } from '../src';
import { recordingLogger } from './event-bus.contract';
import { describeWithMongo } from './ferretdb-server';

const cart = (length: number) => ({ uuid: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11', length });

// Without transactions (FerretDB) the outbox must refuse before its caller writes anything.
describeWithMongo('MongoOutbox on a server without transactions', (server, transactions) => {
  if (transactions) return;
  it('refuses a transaction before running its work', async () => {
    const connection = await mongoose.createConnection(server().databaseUri('outbox_test')).asPromise();
    const outbox = new MongoOutbox(connection, 'orders');
    let ran = false;
    await expect(outbox.transaction(async () => void (ran = true))).rejects.toBeInstanceOf(
      TransactionsUnsupportedError,
    );
    expect(ran).toBe(false);
    await connection.dropDatabase();
    await connection.close();
  });
});

// A replica set (MONGODB_URI): transactions need one; each test gets a throw-away database.
describeWithMongo(
  'MongoOutbox (MongoDB, transactions)',
  (server) => {
    let connection: mongoose.Connection;
    let outbox: MongoOutbox;
    beforeEach(async () => {
      connection = await mongoose.createConnection(server().databaseUri('outbox_test')).asPromise();
      outbox = new MongoOutbox(connection, 'orders');
      await outbox.ensureIndexes();
      await connection.createCollection('carts');
    });
    afterEach(async () => {
      await connection.dropDatabase();
      await connection.close();
    });

    it('relays the events of committed transactions in order, with the ids enqueued', async () => {
      const ids: string[] = [];
      for (const n of [1, 2, 3]) {
        await outbox.transaction(async (session) => {
          await connection.collection('carts').insertOne({ n }, { session });
          ids.push((await outbox.enqueue(session, 'cart.updated', cart(n), `cart-${n}`)).id);
        });
      }
      const bus = new InProcessEventBus();
      const heard: string[] = [];
      await bus.subscribe('live', 'cart.updated', (e) => void heard.push(e.id));
      const relay = new OutboxRelay(outbox, bus, {
        metrics: new MetricsRegistry(),
        logger: recordingLogger().logger,
      }).start();
      await relay.flushed();
      await bus.drain();
      await relay.stop();
      expect(heard).toEqual(ids);
      expect(await outbox.backlog()).toBe(0);
    });

    it('leaves no event behind when the transaction aborts', async () => {
      await expect(
        outbox.transaction(async (session) => {
          await connection.collection('carts').insertOne({ n: 1 }, { session });
          await outbox.enqueue(session, 'cart.updated', cart(1));
          throw new Error('stock check failed');
        }),
      ).rejects.toThrow('stock check failed');
      expect(await outbox.backlog()).toBe(0);
      expect(await connection.collection('carts').countDocuments()).toBe(0);
    });

    it('refuses an event written outside a transaction', async () => {
      const session = await connection.startSession();
      await expect(outbox.enqueue(session, 'cart.updated', cart(1))).rejects.toThrow(/inside the transaction/);
      await session.endSession();
    });

    it('keeps unsent rows for a relay started after a crash, and marks each sent once', async () => {
      await outbox.transaction(async (session) => {
        await outbox.enqueue(session, 'cart.updated', cart(1));
        await outbox.enqueue(session, 'cart.updated', cart(2));
      });
      const [first] = await outbox.unsent(1);
      await outbox.markSent(first!);
      await outbox.markSent(first!);
      expect(await outbox.backlog()).toBe(1);
      const [next] = await outbox.unsent(10);
      expect(next?.envelope.payload).toEqual(cart(2));
    });
  },
  { needsTransactions: true },
);
