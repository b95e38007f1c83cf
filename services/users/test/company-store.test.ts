import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeWithMongo } from '@shop/service-kit/testing';
import { MongoCompanyStore } from '../src/adapters/mongo-company-store';
import { SqliteCompanyStore } from '../src/adapters/sqlite-company-store';
import { companyStoreContract } from './company-store.contract';

describe('SqliteCompanyStore (embedded store)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'companies-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  companyStoreContract(
    async () => new SqliteCompanyStore(join(dir, `companies-${n++}.sqlite`)),
    (s) => s.close(),
  );
});

// Without transactions: the store relies on unique indexes and conditional updates, so FerretDB serves it too.
describeWithMongo('MongoCompanyStore (MongoDB protocol)', (server) => {
  let n = 0;
  companyStoreContract(
    () => new MongoCompanyStore(server().databaseUri(`companies_test_${n++}`)).ready(),
    async (s) => {
      await (s as MongoCompanyStore).dropDatabase();
      await s.close();
    },
  );
});
