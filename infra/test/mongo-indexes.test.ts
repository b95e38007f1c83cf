import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describeWithMongo, type MongoServer } from '@shop/service-kit/testing';
import { MongoClient } from 'mongodb';
import { openContactStores } from '../../services/contact/src/adapters/open-contact-stores';
import {
  openIdempotencyStore,
  openOrderStore,
  openRequisitionListStore,
} from '../../services/orders/src/open-order-stores';
import { openCompanyStore } from '../../services/users/src/adapters/open-company-store';
import { openPunchoutStore } from '../../services/users/src/adapters/open-punchout-store';
import { openUserStore } from '../../services/users/src/adapters/open-user-store';

/*
 * infra/mongo/indexes.js (compose's mongo-init, Kubernetes' init Job) builds indexes before the
 * services start; the services build their own at start-up. The script must ask for what the
 * services build (same key, same options), or it builds indexes nobody uses, misses a constraint,
 * or fails the stack's start on a conflict. Its order-number index once named a field the store
 * had stopped using.
 */

interface IndexSpec {
  database: 'orders' | 'users' | 'contact';
  collection: string;
  key: Record<string, number>;
  options: { unique?: boolean; expireAfterSeconds?: number };
}

/** The indexes the script asks for, read by running it with a recording `db`. */
function scriptIndexes(): IndexSpec[] {
  const specs: IndexSpec[] = [];
  const databases = { shop_orders: 'orders', shop_users: 'users', shop_contact: 'contact' } as const;
  const db = {
    getSiblingDB: (name: keyof typeof databases) => ({
      getName: () => name,
      getCollection: (collection: string) => ({
        createIndex: (key: IndexSpec['key'], options: IndexSpec['options']) => {
          specs.push({ database: databases[name], collection, key, options });
          return 'recorded';
        },
      }),
    }),
  };
  const script = readFileSync(join(__dirname, '..', 'mongo', 'indexes.js'), 'utf8');
  runInNewContext(script, { db, process: { env: {} }, print: () => undefined });
  return specs;
}

const keyText = (key: Record<string, unknown>) => JSON.stringify(key);

describeWithMongo('infra/mongo/indexes.js', (server) => {
  // A block of its own: its afterAll (dropping the databases) runs before the server's stops it.
  describe('against the indexes the services build', () => suite(server));
});

function suite(server: () => MongoServer) {
  const uris = { orders: '', users: '', contact: '' };
  const clients: MongoClient[] = [];
  const closers: (() => Promise<void>)[] = [];
  /** FerretDB has no TTL indexes: the services then build the same index without expiry (ensureExpiryIndex). */
  let serverExpires = true;

  beforeAll(async () => {
    uris.orders = server().databaseUri('indexes_orders');
    uris.users = server().databaseUri('indexes_users');
    uris.contact = server().databaseUri('indexes_contact');
    // Each service's own index build, as at its start.
    const stores = [
      await openOrderStore(uris.orders, ''),
      await openIdempotencyStore(uris.orders, ''),
      await openRequisitionListStore(uris.orders, ''),
      await openUserStore(uris.users, ''),
      await openCompanyStore(uris.users, ''),
      await openPunchoutStore(uris.users, ''),
      await openContactStores({ mongodbUri: uris.contact, marketingFormUrl: undefined }, ''),
    ];
    for (const store of stores) closers.push(() => store.close());
    const client = await MongoClient.connect(uris.orders);
    clients.push(client);
    serverExpires = await client
      .db()
      .collection('expiry_probe')
      .createIndex({ at: 1 }, { expireAfterSeconds: 0 })
      .then(
        () => true,
        () => false,
      );
  });

  afterAll(async () => {
    for (const close of closers) await close();
    for (const database of Object.keys(uris) as IndexSpec['database'][]) await (await dbOf(database)).dropDatabase();
    await Promise.all(clients.map((client) => client.close()));
  });

  async function dbOf(database: IndexSpec['database']) {
    const client = await MongoClient.connect(uris[database]);
    clients.push(client);
    return client.db();
  }

  async function serviceIndexes(spec: Pick<IndexSpec, 'database' | 'collection'>) {
    return (await dbOf(spec.database)).collection(spec.collection).indexes();
  }

  it.each(scriptIndexes().map((spec) => [`${spec.database}.${spec.collection} ${keyText(spec.key)}`, spec] as const))(
    'asks for an index the services build themselves, with the same options: %s',
    async (_name, spec) => {
      const built = (await serviceIndexes(spec)).find((index) => keyText(index.key) === keyText(spec.key));
      expect(built).toBeDefined();
      expect(Boolean(built?.unique)).toBe(Boolean(spec.options.unique));
      expect(built?.expireAfterSeconds).toBe(serverExpires ? spec.options.expireAfterSeconds : undefined);
    },
  );

  it('asks for every unique index the services build, so the constraint is there before they start', async () => {
    const asked = new Set(scriptIndexes().map((spec) => `${spec.database}.${spec.collection} ${keyText(spec.key)}`));
    const missing: string[] = [];
    for (const database of Object.keys(uris) as IndexSpec['database'][]) {
      const collections = await (await dbOf(database)).listCollections().toArray();
      for (const { name: collection } of collections) {
        if (collection === 'expiry_probe') continue;
        for (const index of await serviceIndexes({ database, collection })) {
          const id = `${database}.${collection} ${keyText(index.key)}`;
          if (index.unique && keyText(index.key) !== keyText({ _id: 1 }) && !asked.has(id)) missing.push(id);
        }
      }
    }
    expect(missing).toEqual([]);
  });
}
