import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteDatabase } from '@shop/service-kit';
import { SqliteUserStore } from '../src/adapters/sqlite-user-store';
import { userStoreContract } from './user-store.contract';

describe('SqliteUserStore (embedded store)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'users-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  userStoreContract(
    async () => new SqliteUserStore(join(dir, `users-${n++}.sqlite`)),
    async (s) => s.close(),
  );
});

describe('SqliteUserStore on a file from before signups kept their password with the link', () => {
  it('adds the pending-password columns and keeps the old links working', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'users-old-'));
    const file = join(dir, 'users.sqlite');
    const old = openSqliteDatabase(file);
    old.exec(`CREATE TABLE links (id TEXT PRIMARY KEY, email TEXT NOT NULL, purpose TEXT NOT NULL, expires_at TEXT NOT NULL, used_at TEXT);
      INSERT INTO links (id, email, purpose, expires_at) VALUES ('old-link', 'anna@example.fi', 'login', '2026-11-23T10:30:00.000Z');`);
    old.close();
    const store = new SqliteUserStore(file);
    expect(await store.consumeLink('old-link', new Date('2026-11-23T10:00:00Z'))).toMatchObject({
      id: 'old-link',
      pendingPasswordHash: null,
      browserHash: null,
    });
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
