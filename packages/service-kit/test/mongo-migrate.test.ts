import mongoose, { type Connection } from 'mongoose';
import { migrateMongo, SchemaTooNewError, type MongoMigration } from '../src';
import { describeWithMongo } from './ferretdb-server';

/**
 * Just enough of a mongoose connection for the runner's ledger (findOne by _id; updateOne with
 * $max, $push and upsert), and the index builds the steps ask for. The same ledger against a
 * server: at the end of this file.
 */
function fakeConnection() {
  const ledger = new Map<string, { _id: string; version: number; applied: object[] }>();
  const indexes: string[] = [];
  const connection = {
    name: 'shop',
    collection: (name: string) =>
      name === 'migrations'
        ? {
            findOne: async ({ _id }: { _id: string }) => ledger.get(_id) ?? null,
            updateOne: async (
              { _id }: { _id: string },
              update: { $max: { version: number }; $push: { applied: object } },
            ) => {
              const doc = ledger.get(_id) ?? { _id, version: 0, applied: [] };
              doc.version = Math.max(doc.version, update.$max.version);
              doc.applied.push(update.$push.applied);
              ledger.set(_id, doc);
            },
          }
        : { createIndex: async (spec: object) => void indexes.push(`${name} ${JSON.stringify(spec)}`) },
  } as unknown as Connection;
  return { connection, ledger, indexes };
}

const steps: MongoMigration[] = [
  { version: 1, name: 'by key', up: async (c) => void (await c.collection('things').createIndex({ key: 1 })) },
  { version: 2, name: 'by date', up: async (c) => void (await c.collection('things').createIndex({ at: 1 })) },
];

describe('migrateMongo (versioned MongoDB indexes)', () => {
  it('builds the pending steps in order, records the version per schema, does nothing the second time', async () => {
    const { connection, ledger, indexes } = fakeConnection();
    const logged: string[] = [];
    const logger = { info: (_: object, message: string) => void logged.push(message) };
    expect((await migrateMongo(connection, 'things', steps.slice(0, 1), logger)).map((m) => m.version)).toEqual([1]);
    expect((await migrateMongo(connection, 'things', steps, logger)).map((m) => m.version)).toEqual([2]);
    expect(await migrateMongo(connection, 'things', steps, logger)).toEqual([]);
    expect(indexes).toEqual(['things {"key":1}', 'things {"at":1}']);
    expect(ledger.get('things')).toMatchObject({ version: 2, applied: [{ version: 1 }, { version: 2 }] });
    expect(logged).toEqual([
      'mongodb shop: applied migration things 1 (by key)',
      'mongodb shop: applied migration things 2 (by date)',
    ]);
  });

  it('records a step when another replica inserted the schema ledger entry at the same moment', async () => {
    const { connection, ledger } = fakeConnection();
    const collection = connection.collection.bind(connection);
    let raced = false;
    // The server's answer to the losing upsert of a race: a duplicate key, the entry now existing.
    (connection as unknown as { collection: (name: string) => unknown }).collection = (name: string) => {
      const real = collection(name) as unknown as { updateOne: (...args: unknown[]) => Promise<unknown> };
      if (name !== 'migrations') return real;
      return {
        ...real,
        updateOne: (...args: unknown[]) => {
          if (raced) return real.updateOne(...args);
          raced = true;
          ledger.set('things', { _id: 'things', version: 1, applied: [{ version: 1 }] });
          return Promise.reject(Object.assign(new Error('E11000 duplicate key error'), { code: 11000 }));
        },
      };
    };
    expect((await migrateMongo(connection, 'things', steps.slice(0, 1))).map((m) => m.version)).toEqual([1]);
    expect(ledger.get('things')).toMatchObject({ version: 1, applied: [{ version: 1 }, { version: 1 }] });
  });

  it('refuses a database a newer release migrated, before building anything', async () => {
    const { connection, ledger, indexes } = fakeConnection();
    ledger.set('things', { _id: 'things', version: 3, applied: [] });
    await expect(migrateMongo(connection, 'things', steps)).rejects.toThrow(SchemaTooNewError);
    expect(indexes).toEqual([]);
  });
});

describeWithMongo('migrateMongo against a MongoDB-protocol server', (server) => {
  it('builds the indexes once, keeps the ledger, and refuses a database a newer release migrated', async () => {
    const connection = await mongoose.createConnection(server().databaseUri('migrate_test')).asPromise();
    try {
      expect((await migrateMongo(connection, 'things', steps)).map((m) => m.version)).toEqual([1, 2]);
      expect(await migrateMongo(connection, 'things', steps)).toEqual([]);
      const keys = (await connection.collection('things').listIndexes().toArray()).map((index) => index.key);
      expect(keys).toEqual(expect.arrayContaining([{ key: 1 }, { at: 1 }]));
      expect(await connection.collection('migrations').findOne({ _id: 'things' as never })).toMatchObject({
        version: 2,
        applied: [
          { version: 1, name: 'by key' },
          { version: 2, name: 'by date' },
        ],
      });
      await expect(migrateMongo(connection, 'things', steps.slice(0, 1))).rejects.toThrow(SchemaTooNewError);
    } finally {
      await connection.dropDatabase();
      await connection.close();
    }
  });

  it('brings a new database up from replicas starting at the same moment, none failing', async () => {
    const connections = await Promise.all(
      [1, 2, 3, 4].map(() => mongoose.createConnection(server().databaseUri('migrate_race')).asPromise()),
    );
    try {
      await Promise.all(connections.map((connection) => migrateMongo(connection, 'things', steps)));
      const entry = await connections[0]!.collection('migrations').findOne({ _id: 'things' as never });
      expect(entry).toMatchObject({ version: 2 });
    } finally {
      await connections[0]!.dropDatabase();
      await Promise.all(connections.map((connection) => connection.close()));
    }
  });
});
