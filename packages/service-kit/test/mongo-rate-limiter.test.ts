import { createServer, connect, type Server, type Socket } from 'node:net';
import mongoose from 'mongoose';
import { HttpError, MongoRateLimiter, openRateLimiter, RateGuard, type RateLimiter } from '../src';
import { describeWithMongo } from './ferretdb-server';
import { rateLimiterContract } from './rate-limiter.contract';

/** A TCP relay to the store that can be cut, as a network failure between a replica and its store. */
async function cuttableRelay(uri: string): Promise<{ uri: string; cut: () => Promise<void> }> {
  const target = new URL(uri);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relayed = new URL(uri);
  relayed.host = `127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    uri: relayed.toString(),
    cut: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describeWithMongo('MongoRateLimiter (shared by replicas through the store)', (server) => {
  let database: string;
  let admin: mongoose.Connection;
  beforeEach(async () => {
    database = server().databaseUri('rate_limit_test');
    admin = await mongoose.createConnection(database).asPromise();
  });
  afterEach(async () => {
    await admin.dropDatabase();
    await admin.close();
  });

  describe('contract', () => {
    rateLimiterContract({
      replicas: (count) =>
        Promise.all(
          Array.from({ length: count }, () =>
            new MongoRateLimiter(mongoose.createConnection(database), 'test_rate_limits').ready(),
          ),
        ),
    });
  });

  it('keeps its slots in the collection named, each expiring with its window', async () => {
    const limiter = await openRateLimiter({ uri: database, collection: 'users_rate_limits' });
    try {
      expect(limiter.kind).toBe('mongodb');
      await limiter.attempt('login:ip:a', 5, 60_000, new Date('2026-11-29T08:00:00Z'));
      const slots = await admin
        .collection('users_rate_limits')
        .find({}, { projection: { _id: 0 } })
        .toArray();
      expect(slots).toEqual([{ key: 'login:ip:a', slot: 0, expiresAt: new Date('2026-11-29T08:01:00Z') }]);
    } finally {
      await limiter.close();
    }
  });

  it('without a URI counts in memory (the embedded shop)', async () => {
    const limiter = await openRateLimiter({ collection: 'users_rate_limits' });
    expect(limiter.kind).toBe('memory');
  });

  describe('when the store cannot be reached', () => {
    let relay: Awaited<ReturnType<typeof cuttableRelay>>;
    let limiter: RateLimiter;
    beforeEach(async () => {
      relay = await cuttableRelay(database);
      limiter = await new MongoRateLimiter(
        mongoose.createConnection(relay.uri, { serverSelectionTimeoutMS: 1_000 }),
        'test_rate_limits',
      ).ready();
      expect((await limiter.attempt('login:ip:a', 1, 60_000, new Date())).allowed).toBe(true);
      await relay.cut();
    });
    afterEach(async () => {
      await limiter.close();
    });

    const reply = () => ({ header: jest.fn() }) as never;
    const rules = { login: { windowMs: 60_000, per: { ip: 1 } } };

    it('an attempt rejects instead of deciding', async () => {
      await expect(limiter.attempt('login:ip:b', 1, 60_000, new Date())).rejects.toThrow();
    });

    it('a guard that refuses then answers 503 UNAVAILABLE (password tries, mails)', async () => {
      const failures: unknown[] = [];
      const guard = new RateGuard(limiter, rules, {
        whenStoreFails: 'refuse',
        onStoreFailure: (error) => failures.push(error),
      });
      const refusal = await guard.check('login', { ip: 'a' }, reply()).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(HttpError);
      expect(refusal).toMatchObject({ statusCode: 503, code: 'UNAVAILABLE' });
      expect(failures).toHaveLength(1);
    });

    it('a guard that admits lets the request through uncounted (search signals, analytics)', async () => {
      const guard = new RateGuard(limiter, rules, { whenStoreFails: 'admit' });
      await expect(guard.check('login', { ip: 'a' }, reply())).resolves.toBeUndefined();
      await expect(guard.check('login', { ip: 'a' }, reply())).resolves.toBeUndefined();
    });
  });
});
