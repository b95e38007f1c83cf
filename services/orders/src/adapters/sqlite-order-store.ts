import { OrderSchema, type Order } from '@shop/contracts';
import { GroupCommit, openSqliteDatabase, type SqliteDatabase } from '@shop/service-kit';
import { DuplicateKeyError, type OrderStore } from '../ports/order-store';

/**
 * The embedded store: one SQLite file, orders as JSON documents with their keys as columns.
 * Writes go through group commit: concurrent carts share one durable commit.
 */
export class SqliteOrderStore implements OrderStore {
  readonly kind = 'sqlite';
  private readonly db: SqliteDatabase;
  private readonly writes: GroupCommit;
  private readonly statements;

  constructor(file: string) {
    this.db = openSqliteDatabase(file);
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS orders (
        uuid TEXT PRIMARY KEY,
        id INTEGER UNIQUE,
        user_id INTEGER,
        order_status TEXT NOT NULL,
        order_number TEXT UNIQUE,
        doc TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS orders_user ON orders(user_id);
      CREATE TABLE IF NOT EXISTS sequences (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS processed_events (
        consumer TEXT NOT NULL,
        event_id TEXT NOT NULL,
        processed_at TEXT NOT NULL,
        PRIMARY KEY (consumer, event_id)
      );
    `);
    this.writes = new GroupCommit(this.db);
    this.statements = {
      byUuid: this.db.prepare('SELECT doc FROM orders WHERE uuid = ?'),
      byUser: this.db.prepare('SELECT doc FROM orders WHERE user_id = ? AND order_number IS NOT NULL ORDER BY id DESC'),
      insert: this.db.prepare(
        'INSERT INTO orders (uuid, id, user_id, order_status, order_number, doc, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      replace: this.db.prepare(
        'UPDATE orders SET id = ?, user_id = ?, order_status = ?, order_number = ?, doc = ?, updated_at = ? WHERE uuid = ?',
      ),
      processed: this.db.prepare('INSERT OR IGNORE INTO processed_events (consumer, event_id, processed_at) VALUES (?, ?, ?)'),
      sequence: this.db.prepare(
        'INSERT INTO sequences (name, value) VALUES (?, 1) ON CONFLICT(name) DO UPDATE SET value = value + 1 RETURNING value',
      ),
    };
  }

  async findByUuid(uuid: string): Promise<Order | null> {
    const row = this.statements.byUuid.get(uuid) as { doc: string } | undefined;
    return row ? OrderSchema.parse(JSON.parse(row.doc)) : null;
  }

  async insert(order: Order): Promise<void> {
    try {
      await this.writes.run(() =>
        this.statements.insert.run(order.uuid, order.id, order.user_id, order.order_status, order.order_number, JSON.stringify(order), new Date().toISOString()),
      );
    } catch (error) {
      const match = /UNIQUE constraint failed: orders\.(\w+)/.exec(String((error as Error).message));
      if (match?.[1]) throw new DuplicateKeyError(match[1]);
      throw error;
    }
  }

  async replace(order: Order): Promise<boolean> {
    const result = await this.writes.run(() =>
      this.statements.replace.run(order.id, order.user_id, order.order_status, order.order_number, JSON.stringify(order), new Date().toISOString(), order.uuid),
    );
    return result.changes === 1;
  }

  async markProcessed(consumer: string, eventId: string): Promise<boolean> {
    const result = await this.writes.run(() => this.statements.processed.run(consumer, eventId, new Date().toISOString()));
    return result.changes === 1;
  }

  async findByUser(userid: number): Promise<Order[]> {
    const rows = this.statements.byUser.all(userid) as { doc: string }[];
    return rows.map((row) => OrderSchema.parse(JSON.parse(row.doc)));
  }

  async nextSequence(name: string): Promise<number> {
    const row = await this.writes.run(() => this.statements.sequence.get(name) as { value: number });
    return row.value;
  }

  async close(): Promise<void> {
    if (!this.db.open) return;
    await this.writes.drain();
    this.db.close();
  }
}
