import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import {
  DuplicateEventError,
  InProcessEventBus,
  MetricsRegistry,
  MongoOutbox,
  OutboxRelay,
  withOutboxIds,
  type AnyOutboxEvent,
  type OutboxOwner,
} from '../src';
import { recordingLogger } from './event-bus.contract';
import { describeWithMongo } from './ferretdb-server';

const cart = (length: number) => ({ uuid: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11', length });
const updated = (length: number, key: string | null = 'cart-1', id?: string): AnyOutboxEvent => ({
  topic: 'cart.updated',
  payload: cart(length),
  key,
  ...(id ? { id } : {}),
});
/** A write that never answers: the process died between staging and (or after) its owner's write. */
const crash = () => new Promise<boolean>(() => undefined);

// Every server: the outbox needs no transaction; each test gets a throw-away database.
describeWithMongo('MongoOutbox (staged rows, the owner document commits)', (server) => {
  let connection: mongoose.Connection;
  let outbox: MongoOutbox;
  const carts = () => connection.collection<{ uuid: string; length: number; outbox_ids?: string[] }>('carts');
  const owner = (uuid: string): OutboxOwner => ({ collection: 'carts', field: 'uuid', value: uuid });
  /** The owner's one write: the cart's new length with the events' ids. */
  const writeCart = (uuid: string, length: number) => async (ids: string[]) => {
    const held = await carts().findOne({ uuid });
    if (!held) return false;
    await carts().updateOne({ uuid }, { $set: { length, outbox_ids: withOutboxIds(held.outbox_ids, ids) } });
    return true;
  };
  const published = async (store: MongoOutbox) => {
    const bus = new InProcessEventBus();
    const heard: string[] = [];
    await bus.subscribe('live', 'cart.updated', (e) => void heard.push(e.id));
    const relay = new OutboxRelay(store, bus, { metrics: new MetricsRegistry(), logger: recordingLogger().logger });
    relay.start();
    await relay.flushed();
    await bus.drain();
    await relay.stop();
    return heard;
  };

  beforeEach(async () => {
    connection = await mongoose.createConnection(server().databaseUri('outbox_staged_test')).asPromise();
    outbox = new MongoOutbox(connection, 'orders');
    await outbox.ensureIndexes();
    await carts().insertOne({ uuid: 'cart-1', length: 0 });
  });
  afterEach(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  it("relays the events committed with their owner's write in order, the owner holding their ids", async () => {
    for (const n of [1, 2, 3])
      expect(await outbox.commit(owner('cart-1'), [updated(n)], writeCart('cart-1', n))).toBe(true);
    const held = (await carts().findOne({ uuid: 'cart-1' }))!;
    expect(held.length).toBe(3);
    expect(await published(outbox)).toEqual(held.outbox_ids);
    expect(held.outbox_ids).toHaveLength(3);
    expect(await outbox.backlog()).toBe(0);
  });

  it('keeps no event of a write that did not happen, nor of one that threw before reaching its owner', async () => {
    expect(await outbox.commit(owner('cart-2'), [updated(1, 'cart-2')], writeCart('cart-2', 1))).toBe(false);
    await expect(
      outbox.commit(owner('cart-1'), [updated(1)], async () => {
        throw new Error('stock check failed');
      }),
    ).rejects.toThrow('stock check failed');
    expect(await outbox.backlog()).toBe(0);
  });

  it('keeps the events of a write that reached its owner although its answer failed', async () => {
    await expect(
      outbox.commit(owner('cart-1'), [updated(4)], async (ids) => {
        await writeCart('cart-1', 4)(ids);
        throw new Error('connection reset');
      }),
    ).rejects.toThrow('connection reset');
    expect(await published(outbox)).toHaveLength(1);
  });

  it('commits events that change no document with a batch of their own', async () => {
    await outbox.commitBatch([updated(1, 'cart-9'), updated(2, 'cart-9')]);
    expect(await published(outbox)).toHaveLength(2);
  });

  it('refuses a second announcement of a fixed id before its write runs', async () => {
    const id = randomUUID();
    expect(await outbox.commit(owner('cart-1'), [updated(1, 'cart-1', id)], writeCart('cart-1', 1))).toBe(true);
    let ran = false;
    await expect(
      outbox.commit(owner('cart-1'), [updated(2, 'cart-1', id)], async () => (ran = true)),
    ).rejects.toBeInstanceOf(DuplicateEventError);
    expect(ran).toBe(false);
    expect((await outbox.unsent(10)).map((row) => row.envelope.id)).toEqual([id]);
  });

  it('lets a retry announce a fixed id whose first write never happened (its staged row left behind)', async () => {
    const id = randomUUID();
    void outbox.commit(owner('cart-1'), [updated(1, 'cart-1', id)], crash);
    while ((await outbox.backlog()) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await outbox.commit(owner('cart-1'), [updated(2, 'cart-1', id)], writeCart('cart-1', 2))).toBe(true);
    const [row] = await outbox.unsent(10);
    expect([row?.envelope.id, row?.envelope.payload]).toEqual([id, cart(2)]);
  });

  it("publishes a staged row whose owner holds its id (a crash after the owner's write)", async () => {
    void outbox.commit(owner('cart-1'), [updated(5)], async (ids) => {
      await writeCart('cart-1', 5)(ids);
      return crash();
    });
    while (!(await carts().findOne({ uuid: 'cart-1', length: 5 }))) await new Promise((r) => setTimeout(r, 10));
    const afterRestart = new MongoOutbox(connection, 'orders', { stagedGraceMs: 0 });
    expect((await afterRestart.unsent(10)).map((row) => row.envelope.payload)).toEqual([cart(5)]);
  });

  it('waits for a young staged row, holding back its key only; deletes it once the grace period is over', async () => {
    await carts().insertOne({ uuid: 'cart-2', length: 0 });
    void outbox.commit(owner('cart-1'), [updated(1)], crash);
    while ((await outbox.backlog()) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await outbox.commit(owner('cart-1'), [updated(2)], writeCart('cart-1', 2));
    await outbox.commit(owner('cart-2'), [updated(3, 'cart-2')], writeCart('cart-2', 3));
    expect((await outbox.unsent(10)).map((row) => row.envelope.payload)).toEqual([cart(3)]);
    expect(await outbox.backlog()).toBe(3);
    const graceOver = new MongoOutbox(connection, 'orders', { stagedGraceMs: 0 });
    expect((await graceOver.unsent(10)).map((row) => row.envelope.payload)).toEqual([cart(2), cart(3)]);
    expect(await outbox.backlog()).toBe(2);
  });

  it('keeps unsent rows for a relay started after a crash, and marks each sent once', async () => {
    await outbox.commitBatch([updated(1, null), updated(2, null)]);
    const [first] = await outbox.unsent(1);
    await outbox.markSent(first!);
    await outbox.markSent(first!);
    expect(await outbox.backlog()).toBe(1);
    const [next] = await outbox.unsent(10);
    expect(next?.envelope.payload).toEqual(cart(2));
  });
});
