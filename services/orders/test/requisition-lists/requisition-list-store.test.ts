import { describeWithMongo } from '@shop/service-kit/testing';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoRequisitionListStore } from '../../src/requisition-lists/adapters/mongo-requisition-list-store';
import { SqliteRequisitionListStore } from '../../src/requisition-lists/adapters/sqlite-requisition-list-store';
import { requisitionListStoreContract } from './requisition-list-store.contract';

describe('SqliteRequisitionListStore', () => {
  requisitionListStoreContract(
    async () => new SqliteRequisitionListStore(join(mkdtempSync(join(tmpdir(), 'lists-')), 'orders.sqlite')),
    (store) => store.close(),
  );
});

describeWithMongo('MongoRequisitionListStore on a MongoDB-protocol server', (server) => {
  let n = 0;
  requisitionListStoreContract(
    () => new MongoRequisitionListStore(server().databaseUri(`requisition_lists_${n++}`)).ready(),
    async (store) => {
      await (store as MongoRequisitionListStore).dropDatabase();
      await store.close();
    },
  );
});
