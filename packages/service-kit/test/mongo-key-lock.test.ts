import { setTimeout as sleep } from 'node:timers/promises';
import mongoose from 'mongoose';
import { LockTimeoutError, MongoKeyLock } from '../src';
import { describeWithMongo } from './ferretdb-server';

/** Work that never ends: its holder died holding the lock. */
const forever = () => new Promise<never>(() => undefined);

describeWithMongo('MongoKeyLock', (server) => {
  let connection: mongoose.Connection;
  let lock: MongoKeyLock;
  beforeEach(async () => {
    connection = await mongoose.createConnection(server().databaseUri('key_lock_test')).asPromise();
    lock = new MongoKeyLock(connection, 'locks');
    await lock.ensureIndexes();
  });
  afterEach(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  it('lets one holder of a key work at a time, of many concurrent ones, and each of them in turn', async () => {
    let inside = 0;
    let most = 0;
    const done = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        lock.withLock('order-1', async () => {
          most = Math.max(most, ++inside);
          await sleep(2);
          inside--;
          return n;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('does not hold back another key', async () => {
    void lock.withLock('order-1', forever);
    expect(await lock.withLock('order-2', async () => 'done')).toBe('done');
  });

  it('frees the key when the work fails', async () => {
    await expect(lock.withLock('order-1', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await lock.withLock('order-1', async () => 'again')).toBe('again');
  });

  it('takes over a lock left by a holder that died, once it is stale', async () => {
    void lock.withLock('order-1', forever);
    const later = new MongoKeyLock(connection, 'locks', { staleMs: 0 });
    expect(await later.withLock('order-1', async () => 'taken over')).toBe('taken over');
  });

  it('renews the lock while its holder works, so a slow holder keeps it', async () => {
    const slow = new MongoKeyLock(connection, 'locks', { staleMs: 500 });
    void slow.withLock('order-1', forever);
    const locks = connection.collection<{ key: string; at: Date }>('locks');
    let first: Date | undefined;
    while (!first) first = (await locks.findOne({ key: 'order-1' }))?.at;
    // Waits for a beat of the heartbeat: the lock's time moves on while the work runs.
    while ((await locks.findOne({ key: 'order-1' }))!.at.getTime() <= first.getTime()) await sleep(20);
  });

  it('gives up on a lock that stays taken and is not stale', async () => {
    void lock.withLock('order-1', forever);
    const impatient = new MongoKeyLock(connection, 'locks', { maxWaitMs: 0 });
    await expect(impatient.withLock('order-1', async () => 'never')).rejects.toBeInstanceOf(LockTimeoutError);
  });
});
