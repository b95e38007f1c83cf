import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteDatabase, outboxMigrations, SchemaTooNewError } from '@shop/service-kit';
import { SqliteIdempotencyStore } from '../../../../src/shared/adapters/sqlite-idempotency-store';
import { SqliteOrderStore } from '../../../../src/shared/adapters/sqlite-order-store';
import { idempotencyMigrations } from '../../../../src/shared/adapters/sqlite/idempotency-migrations';
import { orderMigrations } from '../../../../src/shared/adapters/sqlite/order-migrations';
import { emptyCart } from '../../../fixtures';
import { ordersDdlBeforeMigrations } from './schema-before-migrations';

const t0 = new Date('2026-11-23T10:00:00Z');
const claimOf = (id: string, now = t0) => ({
  id,
  fingerprint: 'f',
  now,
  leaseUntil: new Date(now.getTime() + 30_000),
  expiresAt: new Date(now.getTime() + 86_400_000),
});

describe('orders.sqlite schema migrations', () => {
  const dir = mkdtempSync(join(tmpdir(), 'orders-schema-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  const fresh = () => join(dir, `orders-${n++}.sqlite`);

  /** A file as the code before versioned migrations left it, with an order, a sequence, an event and a key. */
  function oldFile() {
    const file = fresh();
    const cart = emptyCart({ id: 41, user_id: 7, order_number: 'NB-100041', order_status: 'confirmed' });
    const db = openSqliteDatabase(file);
    db.exec(ordersDdlBeforeMigrations);
    db.prepare(
      'INSERT INTO orders (uuid, id, user_id, order_status, order_number, doc, updated_at) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(cart.uuid, cart.id, cart.user_id, cart.order_status, cart.order_number, JSON.stringify(cart), 'then');
    db.prepare("INSERT INTO sequences (name, value) VALUES ('order_number', 41)").run();
    db.prepare("INSERT INTO processed_events VALUES ('mailer', 'event-1', 'then')").run();
    db.prepare(
      "INSERT INTO idempotency_keys VALUES ('key-1', 'f', 'done', 200, '{\"ok\":true}', 'application/json', ?, ?)",
    ).run('2026-11-23T10:00:30.000Z', '2026-11-24T10:00:00.000Z');
    db.close();
    return { file, cart };
  }

  const recorded = (file: string) => {
    const db = openSqliteDatabase(file);
    const rows = db.prepare('SELECT schema, version FROM schema_migrations ORDER BY schema, version').all();
    db.close();
    return rows;
  };

  it('adopts a file made before versioned migrations: orders, sequences, processed events, keys kept', async () => {
    const { file, cart } = oldFile();
    const store = new SqliteOrderStore(file);
    const keys = new SqliteIdempotencyStore(file);
    expect(await store.findByUuid(cart.uuid)).toEqual(cart);
    expect(await store.findByUser(7)).toEqual([cart]);
    expect(await store.nextSequence('order_number')).toBe(42);
    expect(await store.isProcessed('mailer', 'event-1')).toBe(true);
    expect(await keys.claim(claimOf('key-1'))).toEqual({
      claimed: false,
      record: {
        state: 'done',
        fingerprint: 'f',
        answer: { status: 200, body: '{"ok":true}', contentType: 'application/json' },
      },
    });
    await keys.close();
    await store.close();
    const versions = (schema: string, migrations: readonly { version: number }[]) =>
      migrations.map((m) => ({ schema, version: m.version }));
    expect(recorded(file)).toEqual([
      ...versions('event_outbox', outboxMigrations),
      ...versions('idempotency_keys', idempotencyMigrations),
      ...versions('orders', orderMigrations),
    ]);
  });

  it('moves the lines of orders written whole into rows of their own, in their order', async () => {
    const file = fresh();
    const line = (id: number) => ({
      id,
      code: `C-${id}`,
      variant_id: id,
      quantity: id,
      price: 100,
      discount: 0,
      fullTitle: `L${id}`,
      reference: '',
    });
    const cart = emptyCart({ id: 5, items: [line(2), line(1), line(3)], length: 6 });
    const db = openSqliteDatabase(file);
    db.exec(ordersDdlBeforeMigrations);
    db.prepare(
      'INSERT INTO orders (uuid, id, user_id, order_status, order_number, doc, updated_at) ' +
        "VALUES (?, ?, ?, ?, ?, ?, 'then')",
    ).run(cart.uuid, cart.id, cart.user_id, cart.order_status, cart.order_number, JSON.stringify(cart));
    db.close();

    const store = new SqliteOrderStore(file, { cacheSize: 0 });
    expect(await store.findByUuid(cart.uuid)).toEqual(cart);
    // A change written per line lands on the moved rows.
    const changed = { ...cart, items: [line(2), { ...line(1), quantity: 9 }, line(3)] };
    await store.replace(changed, [], 0, [1]);
    expect(await store.findByUuid(cart.uuid)).toEqual(changed);
    await store.close();
    const after = openSqliteDatabase(file);
    const header = after.prepare('SELECT doc FROM orders').pluck().get() as string;
    const positions = after.prepare('SELECT position FROM order_lines ORDER BY position').pluck().all();
    after.close();
    expect(JSON.parse(header).items).toEqual([]);
    expect(positions).toEqual([0, 1, 2]);
  });

  it('logs what it applied when it opens a file, and nothing once the file is current', async () => {
    const { file } = oldFile();
    const applied: string[] = [];
    const logger = { info: (_: object, message: string) => void applied.push(message) };
    await new SqliteOrderStore(file, { logger }).close();
    expect(applied).toEqual([
      ...orderMigrations.map((m) => `${file}: applied migration orders ${m.version} (${m.name})`),
      ...outboxMigrations.map((m) => `${file}: applied migration event_outbox ${m.version} (${m.name})`),
    ]);
    applied.length = 0;
    await new SqliteOrderStore(file, { logger }).close();
    expect(applied).toEqual([]);
  });

  it('refuses to start on a file a newer release migrated, and leaves the file free', async () => {
    const file = fresh();
    await new SqliteOrderStore(file).close();
    const db = openSqliteDatabase(file);
    db.prepare("INSERT INTO schema_migrations VALUES ('orders', 99, 'from the future', 'later')").run();
    db.prepare("INSERT INTO schema_migrations VALUES ('idempotency_keys', 99, 'from the future', 'later')").run();
    db.close();
    expect(() => new SqliteOrderStore(file)).toThrow(SchemaTooNewError);
    expect(() => new SqliteIdempotencyStore(file)).toThrow(/schema "idempotency_keys" is at version 99/);
    // The refused store released its claim on the file: once the file is fixed, a store opens it.
    const fix = openSqliteDatabase(file);
    fix.prepare('DELETE FROM schema_migrations WHERE version = 99').run();
    fix.close();
    await new SqliteOrderStore(file).close();
  });
});
