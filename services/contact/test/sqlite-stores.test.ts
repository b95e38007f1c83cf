import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteDatabase, SchemaTooNewError } from '@shop/service-kit';
import { messageMigrations, subscriptionMigrations } from '../src/adapters/contact-migrations';
import { SqliteMarketingForms } from '../src/adapters/sqlite-marketing-forms';
import { SqliteMessageStore } from '../src/adapters/sqlite-message-store';
import { contactDdlBeforeMigrations } from './schema-before-migrations';

describe('contact.sqlite schema migrations', () => {
  const dir = mkdtempSync(join(tmpdir(), 'contact-schema-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('adopts a file made before versioned migrations: messages and subscriptions kept, versions recorded', async () => {
    const file = join(dir, 'old.sqlite');
    const old = openSqliteDatabase(file);
    old.exec(contactDdlBeforeMigrations);
    old
      .prepare(
        `INSERT INTO messages (kind, locale, received_at, fields) VALUES ('contact', 'fi', 'then', '{"name":"Anna"}')`,
      )
      .run();
    old
      .prepare("INSERT INTO subscriptions VALUES ('anna@example.fi', 'https://shop/fi', 'Etusivu', '[]', 'then')")
      .run();
    old.close();

    const store = new SqliteMessageStore(file);
    const forms = new SqliteMarketingForms(file);
    expect(await store.listMessages('contact')).toEqual([
      { id: 1, kind: 'contact', locale: 'fi', receivedAt: 'then', fields: { name: 'Anna' } },
    ]);
    expect(await forms.subscribers()).toEqual(['anna@example.fi']);
    await forms.close();
    await store.close();

    const db = openSqliteDatabase(file);
    expect(db.prepare('SELECT schema, version FROM schema_migrations ORDER BY schema, version').all()).toEqual([
      ...messageMigrations.map((m) => ({ schema: 'messages', version: m.version })),
      ...subscriptionMigrations.map((m) => ({ schema: 'subscriptions', version: m.version })),
    ]);
    db.close();
  });

  it('lists the messages of one kind through an index (migration 2), not by reading every kind', async () => {
    const file = join(dir, 'plan.sqlite');
    await new SqliteMessageStore(file).close();
    const db = openSqliteDatabase(file);
    const plan = db.prepare('EXPLAIN QUERY PLAN SELECT * FROM messages WHERE kind = ? ORDER BY id').all('contact') as {
      detail: string;
    }[];
    expect(plan.map((step) => step.detail).join('; ')).toMatch(/USING INDEX messages_by_kind/);
    db.close();
  });

  it('refuses to start on a file a newer release migrated', async () => {
    const file = join(dir, 'future.sqlite');
    await new SqliteMarketingForms(file).close();
    const db = openSqliteDatabase(file);
    db.prepare("INSERT INTO schema_migrations VALUES ('subscriptions', 99, 'from the future', 'later')").run();
    db.close();
    expect(() => new SqliteMarketingForms(file)).toThrow(SchemaTooNewError);
    // The other schema in the same file is not held back by it.
    await new SqliteMessageStore(file).close();
  });
});
