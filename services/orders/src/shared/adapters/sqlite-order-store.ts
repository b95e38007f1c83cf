import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { OrderSchema, type Order } from '@shop/contracts';
import Database from 'better-sqlite3';
import {
  openMigratedDatabase,
  openSqliteDatabase,
  outboxMigrations,
  outboxStatement,
  SqliteOutbox,
  type MigrationLogger,
  type SqliteDatabase,
} from '@shop/service-kit';
import {
  DuplicateKeyError,
  RevisionConflictError,
  type AnyOrderEvent,
  type LinePositions,
  type OrderEvents,
  type OrderStore,
  type RevisedOrder,
} from '../order-store';
import { deepFreeze } from '../deep-freeze';
import { orderHeaderJson, orderLineJson } from '../json-serialization';
import { LruMap } from './lru-map';
import { orderMigrations } from './sqlite/order-migrations';
import { wholeOrderDoc } from './sqlite/order-document';
import { SqliteQuoteStore } from './sqlite/sqlite-quote-store';
import { SqliteWriter, type WriteStatement } from './sqlite/sqlite-writer';

export interface SqliteOrderStoreOptions {
  /** How many parsed orders to keep in memory (least recently used go first); 0 keeps none. */
  cacheSize?: number;
  /** Hears which schema migrations were applied on opening. */
  logger?: MigrationLogger;
}

/**
 * The embedded store: one SQLite file, each order as a JSON document of its header (every field
 * but the lines, its keys as columns) and a row per line (`order_lines`, by position). A replace
 * given the lines that changed since the revision it writes over (`changed`) writes those rows
 * and the header, so an add to a 500-line cart writes one line, not 500; any other replace writes
 * every line again. Writes go to a writer thread with group commit (SqliteWriter): concurrent
 * carts share one durable commit, and the commit's fsync no longer holds up the event loop. Reads
 * use this thread's own connection (WAL: they never wait for the writer).
 *
 * One store in one process owns the file: opening a second one on it (another process, or the
 * same one) fails while the first is open (see `claimOwnership`). That is what makes the cache
 * below correct. Reading the file with other tools (the sqlite3 shell, a backup) stays possible.
 * Each row has a revision, counted up by every replace; a replace given the revision it was made
 * from writes only over that one (the UPDATE's WHERE), so changes never overwrite each other,
 * whoever makes them (several services over this store, as in the two-replica tests).
 *
 * Reads are served from a bounded (LRU) cache of parsed orders, written through on every write.
 * Why it cannot serve a stale cart: every write to the file comes from this store, and its
 * outcome reaches the cache in the writer's `committed` hook, after the durable commit and before
 * any caller resumes, in the order the writes were made; a write that failed never reaches the
 * cache, a replace of a uuid without a row caches nothing, and nothing deletes rows. An entry is
 * therefore always the last committed content of its row. Entries are deep-frozen: the objects
 * are shared by every reader and by the response being serialized, so a change in place would
 * otherwise alter what the next reader gets.
 *
 * Events are written to the outbox table (`event_outbox`) in the same atomic write as the order
 * they belong to (the writer's `runAll`); the relay reads them through a connection of its own
 * (`outbox`) and touches nothing else, so the cache argument above still holds.
 * Rows read from the file (a miss: after a restart, or once evicted) are validated with
 * OrderSchema, as the file may hold what an older version wrote; orders this process wrote are
 * trusted: typed Orders the domain built from validated input and the catalogue's prices.
 * Parsing them again on every read was the largest cost of a cart change.
 */
export class SqliteOrderStore implements OrderStore {
  readonly kind = 'sqlite';
  private readonly owner: SqliteDatabase;
  private readonly db: SqliteDatabase;
  private readonly writer: SqliteWriter;
  private readonly statements;
  private readonly cache: LruMap<string, RevisedOrder>;
  private readonly listeners: (() => void)[] = [];
  readonly outbox: SqliteOutbox;
  readonly quotes: SqliteQuoteStore;
  private readonly outboxDb: SqliteDatabase;

  constructor(file: string, { cacheSize = 2000, logger }: SqliteOrderStoreOptions = {}) {
    if (file === ':memory:')
      throw new Error('the order store needs a database file (its writer thread opens the file too)');
    this.cache = new LruMap(cacheSize);
    this.owner = claimOwnership(file);
    try {
      this.db = openMigratedDatabase(file, { orders: orderMigrations, event_outbox: outboxMigrations }, logger);
    } catch (error) {
      this.owner.close();
      throw error;
    }
    this.writer = new SqliteWriter(file);
    this.outboxDb = openSqliteDatabase(file);
    this.outbox = new SqliteOutbox(this.outboxDb, 'orders');
    this.quotes = new SqliteQuoteStore(this.db, this.writer, outboxInsert, () => this.announce());
    this.statements = {
      byUuid: this.db.prepare(`SELECT ${wholeOrderDoc} AS doc, revision FROM orders WHERE uuid = ?`),
      exists: this.db.prepare('SELECT 1 FROM orders WHERE uuid = ?').pluck(),
      processed: this.db.prepare('SELECT 1 FROM processed_events WHERE consumer = ? AND event_id = ?').pluck(),
      byUser: this.db
        .prepare(`SELECT ${wholeOrderDoc} FROM orders WHERE user_id = ? AND order_number IS NOT NULL ORDER BY id DESC`)
        .pluck(),
      byCompany: this.db
        .prepare(
          `SELECT ${wholeOrderDoc} FROM orders WHERE company_id = ? AND order_number IS NOT NULL ORDER BY id DESC`,
        )
        .pluck(),
    };
  }

  async findByUuid(uuid: string): Promise<Order | null> {
    return (await this.findRevised(uuid))?.order ?? null;
  }

  async findRevised(uuid: string): Promise<RevisedOrder | null> {
    const cached = this.cache.get(uuid);
    if (cached) return cached;
    const row = this.statements.byUuid.get(uuid) as { doc: string; revision: number } | undefined;
    if (row === undefined) return null;
    const revised = { order: deepFreeze(OrderSchema.parse(JSON.parse(row.doc))), revision: row.revision };
    this.cache.set(uuid, revised);
    return revised;
  }

  async insert(order: Order): Promise<void> {
    const header: WriteStatement = {
      sql:
        'INSERT INTO orders (uuid, id, user_id, company_id, order_status, order_number, doc, updated_at, revision) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1)',
      params: [order.uuid, ...headerColumns(order)],
    };
    try {
      await this.writer.runAll([header, ...allLines(order)], () => this.remember(order, 1));
    } catch (error) {
      const match = /UNIQUE constraint failed: orders\.(\w+)/.exec(String((error as Error).message));
      if (match?.[1]) throw new DuplicateKeyError(match[1]);
      throw error;
    }
  }

  async replace(order: Order, events: OrderEvents = [], expected?: number, changed?: LinePositions): Promise<boolean> {
    const update: WriteStatement = {
      sql:
        'UPDATE orders SET id = ?, user_id = ?, company_id = ?, order_status = ?, order_number = ?, doc = ?, ' +
        'updated_at = ?, ' +
        `revision = revision + 1 WHERE uuid = ?${expected === undefined ? '' : ' AND revision = ?'}`,
      params: [...headerColumns(order), order.uuid, ...(expected === undefined ? [] : [expected])],
    };
    // The lines a change names were made from the revision the UPDATE checks, so only they differ.
    const lines = expected !== undefined && changed ? changed.map((at) => lineRow(order, at)) : allLines(order);
    // Guarded: an order that is not there (or at another revision) gets no line and no event.
    const [result] = (await this.writer.runAll(
      [update, ...lines, ...events.map((event) => outboxInsert(event, ''))],
      ([done]) => {
        if ((done as { changes: number }).changes !== 1) return;
        // Unconditional: the new revision is not known here, so the next read takes it from the file.
        if (expected === undefined) this.cache.delete(order.uuid);
        else this.remember(order, expected + 1);
      },
      { guarded: true },
    )) as [{ changes: number }];
    if (result.changes === 1 && events.length > 0) this.announce();
    if (result.changes === 0 && expected !== undefined && this.statements.exists.get(order.uuid) !== undefined)
      throw new RevisionConflictError(order.uuid);
    return result.changes === 1;
  }

  async enqueue(events: readonly AnyOrderEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.writer.runAll(events.map((event) => outboxInsert(event, '')));
    this.announce();
  }

  onEvents(listener: () => void): void {
    this.listeners.push(listener);
  }

  async isProcessed(consumer: string, eventId: string): Promise<boolean> {
    return this.statements.processed.get(consumer, eventId) !== undefined;
  }

  async markProcessed(consumer: string, eventId: string): Promise<boolean> {
    const result = await this.writer.run(
      'INSERT OR IGNORE INTO processed_events (consumer, event_id, processed_at) VALUES (?, ?, ?)',
      [consumer, eventId, new Date().toISOString()],
    );
    return result.changes === 1;
  }

  async findByUser(userid: number): Promise<Order[]> {
    const docs = this.statements.byUser.all(userid) as string[];
    return docs.map((doc) => OrderSchema.parse(JSON.parse(doc)));
  }

  async findByCompany(companyId: string): Promise<Order[]> {
    const docs = this.statements.byCompany.all(companyId) as string[];
    return docs.map((doc) => OrderSchema.parse(JSON.parse(doc)));
  }

  async nextSequence(name: string): Promise<number> {
    const row = await this.writer.get<{ value: number }>(
      'INSERT INTO sequences (name, value) VALUES (?, 1) ' +
        'ON CONFLICT(name) DO UPDATE SET value = value + 1 RETURNING value',
      [name],
    );
    return row!.value;
  }

  async close(): Promise<void> {
    if (!this.db.open) return;
    await this.writer.close();
    this.cache.clear();
    this.outboxDb.close();
    this.db.close();
    this.owner.close();
  }

  private announce() {
    for (const listener of this.listeners) listener();
  }

  /** After the durable commit of this order (the writer's hook): what readers get from now on. */
  private remember(order: Order, revision: number) {
    this.cache.set(order.uuid, { order: deepFreeze(order), revision });
  }
}

/** The header's columns in the order INSERT and UPDATE name them (id ... doc, updated_at). */
function headerColumns(order: Order): unknown[] {
  return [
    order.id,
    order.user_id,
    order.company?.id ?? null,
    order.order_status,
    order.order_number,
    orderHeaderJson(order),
    new Date().toISOString(),
  ];
}

/** The row of the order's line at `at`, written over the one at that position if there is one. */
function lineRow(order: Order, at: number): WriteStatement {
  return {
    sql: 'INSERT OR REPLACE INTO order_lines (order_uuid, position, doc) VALUES (?, ?, ?)',
    params: [order.uuid, at, orderLineJson(order.items[at]!)],
  };
}

/** Every line of the order, in place of those it had: two statements however many lines (json_each). */
function allLines(order: Order): WriteStatement[] {
  const removed = { sql: 'DELETE FROM order_lines WHERE order_uuid = ?', params: [order.uuid] };
  if (order.items.length === 0) return [removed];
  return [
    removed,
    {
      sql: 'INSERT INTO order_lines (order_uuid, position, doc) SELECT ?, key, value FROM json_each(?)',
      params: [order.uuid, `[${order.items.map((item) => orderLineJson(item)).join(',')}]`],
    },
  ];
}

/**
 * The outbox row of an event, as `outboxStatement` makes it (the payload validated now, so a
 * broken event fails the order's write, not the relay later), with the event's fixed id if it has
 * one and an optional condition on the statement before.
 */
function outboxInsert(event: AnyOrderEvent, condition: string): WriteStatement {
  const { envelope } = outboxStatement(event.topic, event.payload as never, event.key);
  const row = event.id ? { ...envelope, id: event.id } : envelope;
  return {
    sql: `INSERT INTO event_outbox (event_id, topic, event_key, envelope, created_at) SELECT ?, ?, ?, ?, ?${condition}`,
    params: [row.id, row.topic, event.key, JSON.stringify(row), row.occurredAt],
  };
}

/**
 * Takes the file for this store: an exclusive lock, held until close, on a small database beside
 * it (`<file>.owner`; SQLite's own locking, so it is released when the process ends however it
 * ends). A second store, in this process or another, fails here at once instead of serving a
 * cache that the first one's writes make stale.
 */
function claimOwnership(file: string): SqliteDatabase {
  mkdirSync(dirname(file), { recursive: true });
  const lock = new Database(`${file}.owner`, { timeout: 0 });
  try {
    // In exclusive locking mode the lock a write transaction takes is kept until the connection closes.
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE; COMMIT');
    return lock;
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new Error(
        `${file} is already open in an order store (this process or another); the embedded store has one owner`,
      );
    }
    throw error;
  }
}
