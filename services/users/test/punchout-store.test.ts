import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeWithMongo } from '@shop/service-kit/testing';
import { MongoPunchoutStore } from '../src/adapters/mongo-punchout-store';
import { SqlitePunchoutStore } from '../src/adapters/sqlite-punchout-store';
import { punchoutStoreContract } from './punchout-store.contract';

describe('SqlitePunchoutStore (embedded store)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'punchout-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  punchoutStoreContract(
    async () => new SqlitePunchoutStore(join(dir, `punchout-${n++}.sqlite`)),
    (s) => s.close(),
  );
});

describeWithMongo('MongoPunchoutStore (MongoDB protocol)', (server) => {
  let n = 0;
  punchoutStoreContract(
    () => new MongoPunchoutStore(server().databaseUri(`punchout_test_${n++}`)).ready(),
    async (s) => {
      await (s as MongoPunchoutStore).dropDatabase();
      await s.close();
    },
  );
});
