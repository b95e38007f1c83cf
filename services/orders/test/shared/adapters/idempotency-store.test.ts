import { describeWithMongo } from '@shop/service-kit/testing';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import mongoose from 'mongoose';
import { MemoryIdempotencyStore } from '../../../src/shared/adapters/memory-idempotency-store';
import { MongoIdempotencyStore } from '../../../src/shared/adapters/mongo-idempotency-store';
import { SqliteIdempotencyStore } from '../../../src/shared/adapters/sqlite-idempotency-store';
import type { IdempotencyStore } from '../../../src/shared/idempotency-store';

const t0 = new Date('2026-11-23T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const claim = (id: string, fingerprint: string, now = t0) => ({
  id,
  fingerprint,
  now,
  leaseUntil: new Date(now.getTime() + 120_000),
  expiresAt: new Date(now.getTime() + 86_400_000),
});
const answer = { status: 200, body: '{"uuid":"a"}', contentType: 'application/json; charset=utf-8' };

function contract(name: string, open: () => Promise<IdempotencyStore>) {
  describe(name, () => {
    let store: IdempotencyStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(() => store.close());

    it('lets exactly one of two racing requests claim a key', async () => {
      const id = `race-${Math.random()}`;
      const results = await Promise.all([store.claim(claim(id, 'f')), store.claim(claim(id, 'f'))]);
      expect(results.filter((r) => r.claimed)).toHaveLength(1);
      expect(results.find((r) => !r.claimed)).toEqual({
        claimed: false,
        record: { state: 'running', fingerprint: 'f' },
      });
    });

    it('answers the stored first answer once complete, and its fingerprint for comparison', async () => {
      const id = `done-${Math.random()}`;
      await store.claim(claim(id, 'f'));
      await store.complete(id, answer);
      expect(await store.claim(claim(id, 'other', at(1000)))).toEqual({
        claimed: false,
        record: { state: 'done', fingerprint: 'f', answer },
      });
    });

    it('forgets a record after 24 h, and frees a released key at once', async () => {
      const id = `expiry-${Math.random()}`;
      await store.claim(claim(id, 'f'));
      await store.complete(id, answer);
      expect(await store.claim(claim(id, 'g', at(86_400_000 + 1)))).toEqual({ claimed: true });
      await store.release(id);
      expect(await store.claim(claim(id, 'h', at(86_400_000 + 2)))).toEqual({ claimed: true });
    });

    it('lets exactly one of two racing requests take over an expired key', async () => {
      const id = `retake-${Math.random()}`;
      await store.claim(claim(id, 'f'));
      await store.complete(id, answer);
      const later = at(86_400_000 + 1);
      const results = await Promise.all([store.claim(claim(id, 'g', later)), store.claim(claim(id, 'g', later))]);
      expect(results.filter((r) => r.claimed)).toHaveLength(1);
    });

    it('lets the same request take over a claim whose process died (lease over), never another one', async () => {
      const id = `lease-${Math.random()}`;
      await store.claim(claim(id, 'f'));
      expect((await store.claim(claim(id, 'f', at(60_000)))).claimed).toBe(false);
      expect((await store.claim(claim(id, 'g', at(121_000)))).claimed).toBe(false);
      expect(await store.claim(claim(id, 'f', at(121_000)))).toEqual({ claimed: true });
    });

    it('keeps a claim whose attempt renews its lease (the heartbeat), and frees it once renewals stop', async () => {
      const id = `renew-${Math.random()}`;
      await store.claim(claim(id, 'f'));
      await store.renew(id, at(300_000));
      expect((await store.claim(claim(id, 'f', at(200_000)))).claimed).toBe(false);
      expect(await store.claim(claim(id, 'f', at(300_001)))).toEqual({ claimed: true });
      // A finished answer is never renewed back into a running claim.
      await store.complete(id, answer);
      await store.renew(id, at(900_000));
      expect(await store.claim(claim(id, 'f', at(300_002)))).toMatchObject({
        claimed: false,
        record: { state: 'done' },
      });
    });
  });
}

contract('MemoryIdempotencyStore', async () => new MemoryIdempotencyStore());
contract(
  'SqliteIdempotencyStore',
  async () => new SqliteIdempotencyStore(join(mkdtempSync(join(tmpdir(), 'idem-')), 'orders.sqlite')),
);
describeWithMongo('on a MongoDB-protocol server', (server) => {
  contract('MongoIdempotencyStore', () => new MongoIdempotencyStore(server().databaseUri('idempotency_test')).ready());

  it('removes expired records from the database (a TTL index, or a sweep where the server has none)', async () => {
    const uri = server().databaseUri('idempotency_expiry_test');
    const store = await new MongoIdempotencyStore(uri, { expirySweepMs: 10 }).ready();
    await store.claim(claim('old', 'f', new Date(0)));
    const connection = await mongoose.createConnection(uri).asPromise();
    while (await connection.collection('idempotency_keys').countDocuments({ _id: 'old' as never })) await sleep(10);
    await store.close();
    await connection.dropDatabase();
    await connection.close();
  });
});

describe('SqliteIdempotencyStore across a restart', () => {
  it('still replays a first answer after the process restarted', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'idem-')), 'orders.sqlite');
    const before = new SqliteIdempotencyStore(file);
    await before.claim(claim('k', 'f'));
    await before.complete('k', answer);
    await before.close();
    const after = new SqliteIdempotencyStore(file);
    expect(await after.claim(claim('k', 'f', at(5000)))).toEqual({
      claimed: false,
      record: { state: 'done', fingerprint: 'f', answer },
    });
    await after.close();
  });
});
