import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from '@shop/service-kit';
import { describeWithMongo } from '@shop/service-kit/testing';
import mongoose from 'mongoose';
import { MongoMarketingForms } from '../src/adapters/mongo-marketing-forms';
import { MongoMessageStore } from '../src/adapters/mongo-message-store';
import { openContactStores } from '../src/adapters/open-contact-stores';
import { SqliteMarketingForms } from '../src/adapters/sqlite-marketing-forms';
import { SqliteMessageStore } from '../src/adapters/sqlite-message-store';
import { contactConfigFromEnv } from '../src/config';
import { createContact } from '../src/create-contact';
import type { KeptSubscriptions } from '../src/ports/marketing-forms';
import { contactStoresContract } from './contact-stores.contract';

describe('the contact stores on SQLite (embedded: DATA_DIR/contact.sqlite)', () => {
  contactStoresContract(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contact-stores-'));
    const file = join(dir, 'contact.sqlite');
    return {
      openStore: async () => new SqliteMessageStore(file),
      openForms: async () => new SqliteMarketingForms(file),
      destroy: async () => rmSync(dir, { recursive: true, force: true }),
    };
  });
});

describeWithMongo('the contact stores on MongoDB (MONGODB_URI)', (server) => {
  contactStoresContract(async () => {
    const uri = server().databaseUri('contact_test');
    return {
      openStore: () => new MongoMessageStore(uri).ready(),
      openForms: () => new MongoMarketingForms(uri).ready(),
      destroy: async () => {
        const connection = await mongoose.createConnection(uri).asPromise();
        await connection.dropDatabase();
        await connection.close();
      },
    };
  });

  it('builds its indexes once, also when two replicas start on a new database together', async () => {
    const uri = server().databaseUri('contact_indexes');
    const logged: string[] = [];
    const logger = { info: (_: object, message: string) => logged.push(message) };
    const first = await Promise.all([
      new MongoMessageStore(uri).ready(logger),
      new MongoMessageStore(uri).ready(logger),
      new MongoMarketingForms(uri).ready(logger),
    ]);
    const again = await Promise.all([new MongoMessageStore(uri).ready(logger), new MongoMarketingForms(uri).ready()]);
    const connection = await mongoose.createConnection(uri).asPromise();
    const keys = async (collection: string) =>
      (await connection.collection(collection).indexes()).map((index) => [index.key, index.unique ?? false]);
    expect(await keys('messages')).toEqual(
      expect.arrayContaining([
        [{ id: 1 }, true],
        [{ kind: 1, id: 1 }, false],
      ]),
    );
    expect(await keys('subscriptions')).toEqual(expect.arrayContaining([[{ email: 1 }, true]]));
    expect(await keys('sequence_values')).toEqual(expect.arrayContaining([[{ name: 1, value: -1 }, true]]));
    // Migration 1 of each schema, run by one or both of the replicas starting together; none on the restart.
    expect(new Set(logged.map((line) => line.replace(/^mongodb \S+: /, '')))).toEqual(
      new Set([
        'applied migration messages 1 (message ids unique, messages listed by kind in id order)',
        'applied migration subscriptions 1 (one subscription per e-mail)',
      ]),
    );
    await connection.dropDatabase();
    await connection.close();
    for (const opened of [...first, ...again]) await opened.close();
  });

  describe('the contact service given MONGODB_URI', () => {
    const start = async (env: Record<string, string>) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'contact-service-'));
      const app = await createServer({ logger: false });
      await app.register(createContact(contactConfigFromEnv(env), { dataDir }));
      await app.ready();
      return { app, dataDir };
    };

    it('keeps its messages and sign-ups in that database and reports it ready', async () => {
      const uri = server().databaseUri('shop_contact');
      const { app, dataDir } = await start({ MONGODB_URI: uri });
      const health = await app.inject({ method: 'GET', url: '/health/contact' });
      expect(health.json().adapters).toMatchObject({ storage: 'mongodb', newsletter: 'mongodb' });
      const ready = await app.inject({ method: 'GET', url: '/health/contact/ready' });
      expect([ready.statusCode, ready.json().checks]).toEqual([
        200,
        { storage: { ok: true, detail: 'mongodb answers' } },
      ]);
      const sent = await app.inject({
        method: 'POST',
        url: '/contact/supplier',
        payload: { company: 'Stahlwerk GmbH', name: 'Jörg Maier', email: 'jm@stahlwerk.de', message: 'Gitterroste' },
      });
      expect([sent.statusCode, sent.json().id]).toEqual([200, 1]);
      const subscribed = await app.inject({
        method: 'POST',
        url: '/newsletter/subscribe',
        payload: { email: 'Anna@Example.fi', pageUri: 'https://shop/fi', pageName: 'Etusivu' },
      });
      expect(subscribed.statusCode).toBe(200);
      await app.close();

      // What it left in the database, read by the next process.
      const messages = await new MongoMessageStore(uri).ready();
      const kept = await new MongoMarketingForms(uri).ready();
      expect((await messages.listMessages('supplier')).map((m) => [m.id, m.fields.company])).toEqual([
        [1, 'Stahlwerk GmbH'],
      ]);
      expect(await kept.subscribers()).toEqual(['anna@example.fi']);
      await messages.dropDatabase();
      await messages.close();
      await kept.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('closes both stores it opened on that database', async () => {
      const uri = server().databaseUri('shop_contact');
      const { store, forms, close } = await openContactStores({ mongodbUri: uri }, 'unused');
      await (forms as KeptSubscriptions).submit({
        fields: [{ objectTypeId: '0-1', name: 'email', value: 'anna@example.fi' }],
        context: { pageUri: '/fi', pageName: '' },
      });
      await close();
      await expect(store.readiness()).rejects.toThrow(/connected/);
      await expect((forms as KeptSubscriptions).subscribers()).rejects.toThrow(/connected/);
      const connection = await mongoose.createConnection(uri).asPromise();
      await connection.dropDatabase();
      await connection.close();
    });

    it('hands sign-ups to the marketing provider when it has one, the messages still in MongoDB', async () => {
      const uri = server().databaseUri('shop_contact');
      const { app, dataDir } = await start({ MONGODB_URI: uri, MARKETING_FORM_URL: 'https://forms.example/submit' });
      const health = await app.inject({ method: 'GET', url: '/health/contact' });
      expect(health.json().adapters).toMatchObject({ storage: 'mongodb', newsletter: 'http' });
      await app.close();
      const connection = await mongoose.createConnection(uri).asPromise();
      expect((await connection.listCollections()).map((c) => c.name)).not.toContain('subscriptions');
      await connection.dropDatabase();
      await connection.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
  });
});
