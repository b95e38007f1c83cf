import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteUserStore } from '../src/adapters/sqlite-user-store';
import { userStoreContract } from './user-store.contract';

describe('SqliteUserStore (embedded store)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'users-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  userStoreContract(async () => new SqliteUserStore(join(dir, `users-${n++}.sqlite`)), async (s) => s.close());
});
