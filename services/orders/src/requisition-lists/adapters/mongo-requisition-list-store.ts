import { RequisitionListSchema, type RequisitionList } from '@shop/contracts';
import { migrateMongo, MongoKeyLock, type MigrationLogger, type MongoMigration } from '@shop/service-kit';
import mongoose, { type Connection } from 'mongoose';
import { RevisionConflictError } from '../../shared/order-store';
import type { RequisitionListStore, RevisedList } from '../requisition-list-store';

interface ListDocument {
  uuid: string;
  owner_id: number;
  company_id: string | null;
  shared: boolean;
  updated_at: string;
  revision: number;
  doc: RequisitionList;
}

const collection = 'requisition_lists';

/** The collection's indexes (`requisition_lists` in the `migrations` collection). */
const listIndexMigrations: MongoMigration[] = [
  {
    version: 1,
    name: 'uuid unique, owner, company',
    up: async (connection) => {
      const lists = connection.collection(collection);
      await lists.createIndex({ uuid: 1 }, { unique: true });
      await lists.createIndex({ owner_id: 1 });
      await lists.createIndex({ company_id: 1, shared: 1 });
    },
  },
];

const fields = (list: RequisitionList) => ({
  owner_id: list.owner.user_id,
  company_id: list.company_id,
  shared: list.shared,
  updated_at: list.updated_at,
  doc: list,
});

/**
 * Requisition lists in the orders' MongoDB database, one document per list. A replace holds the
 * list's lock (MongoKeyLock, `requisition_list_locks`) while it checks the revision and writes, so
 * it is one step for every other writer also where updates are not isolated (FerretDB 1.x).
 */
export class MongoRequisitionListStore implements RequisitionListStore {
  private readonly connection: Connection;
  private readonly locks: MongoKeyLock;

  constructor(uri: string) {
    this.connection = mongoose.createConnection(uri);
    this.locks = new MongoKeyLock(this.connection, 'requisition_list_locks');
  }

  private get lists() {
    return this.connection.collection<ListDocument>(collection);
  }

  /** Connects and brings the indexes up to date; `logger` hears which migrations were applied. */
  async ready(logger?: MigrationLogger): Promise<this> {
    await this.connection.asPromise();
    await migrateMongo(this.connection, collection, listIndexMigrations, logger);
    await this.locks.ensureIndexes();
    return this;
  }

  async insert(list: RequisitionList): Promise<void> {
    await this.lists.insertOne({ uuid: list.uuid, ...fields(list), revision: 1 });
  }

  async find(uuid: string): Promise<RevisedList | null> {
    const found = await this.lists.findOne({ uuid });
    return found ? { list: RequisitionListSchema.parse(found.doc), revision: found.revision } : null;
  }

  async replace(list: RequisitionList, expected: number): Promise<boolean> {
    return this.locks.withLock(`list:${list.uuid}`, async () => {
      const held = await this.lists.findOne({ uuid: list.uuid }, { projection: { revision: 1 } });
      if (!held) return false;
      if (held.revision !== expected) throw new RevisionConflictError(list.uuid);
      const result = await this.lists.updateOne(
        { uuid: list.uuid },
        { $set: { ...fields(list), revision: expected + 1 } },
      );
      return result.matchedCount === 1;
    });
  }

  async delete(uuid: string): Promise<boolean> {
    return (await this.lists.deleteOne({ uuid })).deletedCount === 1;
  }

  async visibleTo(userId: number, companyId: string | null): Promise<RequisitionList[]> {
    const companyShared = companyId === null ? [] : [{ shared: true, company_id: companyId }];
    const found = await this.lists
      .find({ $or: [{ owner_id: userId }, ...companyShared] })
      .sort({ updated_at: -1, uuid: 1 })
      .toArray();
    return found.map((document) => RequisitionListSchema.parse(document.doc));
  }

  /** Drops the whole database: for the tests' throwaway databases only. */
  async dropDatabase(): Promise<void> {
    await this.connection.dropDatabase();
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
