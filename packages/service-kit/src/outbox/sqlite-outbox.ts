import type { EventEnvelope, EventPayload, Topic } from '@shop/contracts';
import type Database from 'better-sqlite3';
import { createEnvelope } from '../events/envelope';
import type { MigrationLogger } from '../migrations/schema-version';
import { migrate, type Migration } from '../migrations/sqlite-migrate';
import type { OutboxRow, OutboxStore } from './outbox';

/** The outbox table's schema (`event_outbox` in schema_migrations), in whichever service file holds it. */
export const outboxMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'event_outbox table',
    // IF NOT EXISTS: files made before versioned migrations already have it and are adopted as they are.
    up: (db) =>
      db.exec(`
        CREATE TABLE IF NOT EXISTS event_outbox (
          seq INTEGER PRIMARY KEY AUTOINCREMENT,
          event_id TEXT NOT NULL UNIQUE,
          topic TEXT NOT NULL,
          event_key TEXT,
          envelope TEXT NOT NULL,
          created_at TEXT NOT NULL,
          attempts INTEGER NOT NULL DEFAULT 0,
          last_error TEXT,
          sent_at TEXT
        );
        CREATE INDEX IF NOT EXISTS event_outbox_unsent ON event_outbox (seq) WHERE sent_at IS NULL;
      `),
  },
  {
    version: 2,
    name: 'index on sent_at for pruning',
    // The relay's prune (sent rows older than a day) scanned the whole table every minute.
    up: (db) => db.exec('CREATE INDEX event_outbox_sent ON event_outbox (sent_at) WHERE sent_at IS NOT NULL'),
  },
];

const insertSql = 'INSERT INTO event_outbox (event_id, topic, event_key, envelope, created_at) VALUES (?, ?, ?, ?, ?)';

/** Brings the outbox table of a service's database to its current schema (run where the store migrates its own). */
export function ensureOutboxTable(db: Database.Database, logger?: MigrationLogger): void {
  migrate(db, 'event_outbox', outboxMigrations, logger);
}

const inserts = new WeakMap<Database.Database, Database.Statement>();

/**
 * Writes an event to the outbox inside the caller's transaction, so it is committed with the state
 * change that causes it or not at all:
 *
 *   db.transaction(() => { updateOrder.run(...); enqueue(db, 'order.completed', payload, order.uuid); })();
 *   relay.notify();
 *
 * Validates the payload now (a broken event fails the transaction, not the relay later) and
 * returns the envelope, whose id stays the same however often the relay publishes it.
 */
export function enqueue<T extends Topic>(
  db: Database.Database,
  topic: T,
  payload: EventPayload<T>,
  key?: string,
): EventEnvelope<T> {
  if (!db.inTransaction)
    throw new Error('outbox enqueue must run inside the transaction of the state change it belongs to');
  let insert = inserts.get(db);
  if (!insert) {
    insert = db.prepare(insertSql);
    inserts.set(db, insert);
  }
  const statement = outboxStatement(topic, payload, key);
  insert.run(...statement.params);
  return statement.envelope;
}

/**
 * The same row as a statement, for stores that write through a connection of their own (the orders
 * store's writer thread): run it in the same atomic write as the state change, never as a write of its own.
 */
export function outboxStatement<T extends Topic>(
  topic: T,
  payload: EventPayload<T>,
  key?: string,
): { sql: string; params: unknown[]; envelope: EventEnvelope<T> } {
  const envelope = createEnvelope(topic, payload);
  return {
    envelope,
    sql: insertSql,
    params: [envelope.id, topic, key ?? null, JSON.stringify(envelope), envelope.occurredAt],
  };
}

interface Row {
  seq: number;
  envelope: string;
  event_key: string | null;
  attempts: number;
}

/**
 * The relay's side of an SQLite outbox: reads unsent rows in commit order (SQLite has one writer
 * at a time, so the AUTOINCREMENT order is the commit order) and marks them sent. Give it a
 * connection of its own to the service's file (WAL lets it read beside the writer).
 */
export class SqliteOutbox implements OutboxStore {
  private readonly statements;

  constructor(
    private readonly db: Database.Database,
    readonly name: string,
  ) {
    ensureOutboxTable(db);
    this.statements = {
      unsent: db.prepare(
        'SELECT seq, envelope, event_key, attempts FROM event_outbox WHERE sent_at IS NULL ORDER BY seq LIMIT ?',
      ),
      markSent: db.prepare(
        'UPDATE event_outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL ' +
          'WHERE seq = ? AND sent_at IS NULL',
      ),
      failure: db.prepare('UPDATE event_outbox SET attempts = attempts + 1, last_error = ? WHERE seq = ?'),
      backlog: db.prepare('SELECT COUNT(*) FROM event_outbox WHERE sent_at IS NULL').pluck(),
      prune: db.prepare('DELETE FROM event_outbox WHERE sent_at IS NOT NULL AND sent_at < ?'),
    };
  }

  async unsent(limit: number): Promise<OutboxRow[]> {
    const rows = this.statements.unsent.all(limit) as Row[];
    // Validated when enqueued; not again here, where a row that no longer fits a changed schema
    // would stop the relay for every row behind it.
    return rows.map((row) => ({
      position: String(row.seq),
      envelope: JSON.parse(row.envelope) as EventEnvelope,
      key: row.event_key,
      attempts: row.attempts,
    }));
  }

  async markSent(row: OutboxRow): Promise<void> {
    this.statements.markSent.run(new Date().toISOString(), Number(row.position));
  }

  async recordFailure(row: OutboxRow, error: string): Promise<void> {
    this.statements.failure.run(error.slice(0, 2000), Number(row.position));
  }

  async backlog(): Promise<number> {
    return this.statements.backlog.get() as number;
  }

  async pruneSent(cutoff: Date): Promise<number> {
    return this.statements.prune.run(cutoff.toISOString()).changes;
  }
}
