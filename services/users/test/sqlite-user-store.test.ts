import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserSchema } from '@shop/contracts';
import { openSqliteDatabase, outboxMigrations, SchemaTooNewError } from '@shop/service-kit';
import { SqliteUserStore } from '../src/adapters/sqlite-user-store';
import { userMigrations } from '../src/adapters/user-migrations';
import { newUser } from './fixtures';
import { usersDdlBeforeMigrations } from './schema-before-migrations';
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
    old.exec(`
      CREATE TABLE links (id TEXT PRIMARY KEY, email TEXT NOT NULL, purpose TEXT NOT NULL, expires_at TEXT NOT NULL,
        used_at TEXT);
      INSERT INTO links (id, email, purpose, expires_at)
        VALUES ('old-link', 'anna@example.fi', 'login', '2026-11-23T10:30:00.000Z');`);
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

describe('users.sqlite schema migrations', () => {
  const dir = mkdtempSync(join(tmpdir(), 'users-schema-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const now = new Date('2026-11-23T10:00:00Z');

  it('adopts a file made before versioned migrations: account, session, link, secret and event intact', async () => {
    const file = join(dir, 'old.sqlite');
    // Stored before roles existed: read as an account with none (migration 2).
    const { roles: _none, ...before } = UserSchema.parse({ ...newUser(), userid: 1, roles: [] });
    const user = { ...before, roles: [] };
    const old = openSqliteDatabase(file);
    old.exec(usersDdlBeforeMigrations);
    old
      .prepare('INSERT INTO users (userid, email, password_hash, doc) VALUES (1, ?, ?, ?)')
      .run(user.email, 'hash', JSON.stringify(before));
    old.prepare("INSERT INTO sessions VALUES ('session-1', 1, '2026-12-01T00:00:00.000Z')").run();
    old
      .prepare(
        "INSERT INTO links (id, email, purpose, expires_at) VALUES ('link-1', ?, 'login', '2026-11-23T10:30:00.000Z')",
      )
      .run(user.email);
    old.prepare("INSERT INTO secrets VALUES ('session-key', 'old-secret')").run();
    old
      .prepare(
        "INSERT INTO event_outbox (event_id, topic, envelope, created_at) VALUES ('e-1', 'user.registered', '{}', 'x')",
      )
      .run();
    old.close();

    const store = new SqliteUserStore(file);
    expect(await store.findById(1)).toEqual({ user, passwordHash: 'hash' });
    expect(await store.findSession('session-1', now)).toBe(1);
    expect(await store.findActiveLink(user.email, 'login', now)).toMatchObject({ id: 'link-1' });
    expect(await store.secret('session-key', () => 'new-secret')).toBe('old-secret');
    expect(await store.outbox().backlog()).toBe(1);
    await store.close();

    const db = openSqliteDatabase(file);
    expect(db.prepare('SELECT schema, version FROM schema_migrations ORDER BY schema, version').all()).toEqual([
      ...outboxMigrations.map((m) => ({ schema: 'event_outbox', version: m.version })),
      ...userMigrations.map((m) => ({ schema: 'users', version: m.version })),
    ]);
    db.close();
  });

  it('refuses to start on a file a newer release migrated', async () => {
    const file = join(dir, 'future.sqlite');
    await new SqliteUserStore(file).close();
    const db = openSqliteDatabase(file);
    db.prepare("INSERT INTO schema_migrations VALUES ('users', 99, 'from the future', 'later')").run();
    db.close();
    expect(() => new SqliteUserStore(file)).toThrow(SchemaTooNewError);
  });
});
