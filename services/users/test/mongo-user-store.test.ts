import { setTimeout as sleep } from 'node:timers/promises';
import { describeWithMongo } from '@shop/service-kit/testing';
import mongoose, { type Connection } from 'mongoose';
import { MongoUserStore } from '../src/adapters/mongo-user-store';
import { newUser } from './fixtures';
import { userStoreContract } from './user-store.contract';

// Each test gets a throw-away database on the server.
describeWithMongo('MongoUserStore (MongoDB protocol)', (server) => {
  const destroy = async (s: MongoUserStore) => {
    await s.dropDatabase();
    await s.close();
  };
  userStoreContract(
    () => new MongoUserStore(server().databaseUri('users_test')).ready(),
    (s) => destroy(s as MongoUserStore),
  );

  // The store's documents as another process left them (written and read here directly).
  describe('its documents', () => {
    let store: MongoUserStore;
    let db: Connection;
    const open = async (options?: ConstructorParameters<typeof MongoUserStore>[1]) => {
      const uri = server().databaseUri('users_docs');
      store = await new MongoUserStore(uri, options).ready();
      db = await mongoose.createConnection(uri).asPromise();
    };
    afterEach(async () => {
      await destroy(store);
      await db.close();
    });

    it('counts a link as used once its use is recorded, before the link itself says so', async () => {
      await open();
      const now = new Date('2026-11-23T10:00:00Z');
      const expiresAt = new Date('2026-11-23T10:30:00Z');
      await store.createLink({ id: 'stopped', email: 'anna@example.fi', purpose: 'login', expiresAt });
      await db.collection('linkuses').insertOne({ linkId: 'stopped', at: now });
      expect(await store.findActiveLink('anna@example.fi', 'login', now)).toBeNull();
      expect(await store.consumeLink('stopped', now)).toBeNull();
    });

    it('continues the user ids above the counter of the versions before the sequence', async () => {
      await open();
      await db.collection('counters').insertOne({ _id: 'userid' as never, seq: 41 });
      expect((await store.insert(newUser(), null)).userid).toBe(42);
      expect((await store.insert(newUser({ email: 'mikko@example.fi' }), null)).userid).toBe(43);
    });

    it('records the events committed with an account and a link in their documents', async () => {
      await open();
      const user = await store.insert(newUser(), null, (u) => [
        { topic: 'user.registered', payload: { userid: u.userid, email: u.email, locale: 'de' } },
      ]);
      await store.createLink(
        { id: 'with-mail', email: user.email, purpose: 'login', expiresAt: new Date('2026-11-24T10:00:00Z') },
        [
          {
            topic: 'user.magic-link-requested',
            payload: { email: user.email, locale: 'de', host: 'https://shop.example' },
          },
        ],
      );
      const [registered, mail] = await store.outbox().unsent(10);
      expect(await db.collection('users').findOne({ userid: user.userid })).toMatchObject({
        outbox_ids: [registered!.envelope.id],
      });
      expect(await db.collection('links').findOne({ linkId: 'with-mail' })).toMatchObject({
        outbox_ids: [mail!.envelope.id],
      });
    });

    it('deletes expired sessions itself, also where the server has no TTL index', async () => {
      await open({ sweepEveryMs: 20 });
      const user = await store.insert(newUser(), null);
      await store.createSession(user.userid, 'expired-aaaaaaaaaaaaaaaaaaaaa', new Date(Date.now() - 60_000));
      await store.createSession(user.userid, 'current-aaaaaaaaaaaaaaaaaaaaa', new Date(Date.now() + 3_600_000));
      const sessions = db.collection('sessions');
      for (let waited = 0; (await sessions.countDocuments()) > 1 && waited < 900; waited += 1) await sleep(50);
      expect((await sessions.find().toArray()).map((s) => s.sessionId)).toEqual(['current-aaaaaaaaaaaaaaaaaaaaa']);
    }, 60_000);
  });
});
