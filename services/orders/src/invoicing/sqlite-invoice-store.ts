import { InvoiceSchema, type Invoice } from '@shop/contracts';
import { openMigratedDatabase, type Migration, type MigrationLogger, type SqliteDatabase } from '@shop/service-kit';
import { DuplicateKeyError } from '../ports/order-store';
import { checkComposed, type InvoiceStore } from './invoice-store';

/** The invoices' table (`invoices` in schema_migrations), beside the orders in orders.sqlite. */
export const invoiceMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'invoices and credit notes, numbered per series',
    up: (db) =>
      db.exec(`
        CREATE TABLE invoices (
          uuid TEXT PRIMARY KEY,
          issue_key TEXT NOT NULL UNIQUE,
          series TEXT NOT NULL,
          sequence INTEGER NOT NULL,
          order_uuid TEXT NOT NULL,
          doc TEXT NOT NULL,
          issued_at TEXT NOT NULL,
          UNIQUE (series, sequence)
        );
        CREATE INDEX invoices_order ON invoices(order_uuid);
      `),
  },
];

/**
 * Invoices in SQLite. A document is numbered and written in one IMMEDIATE transaction: it takes
 * the file's write lock before reading the series' highest sequence, so another connection (a
 * second replica on the same file) waits for it (busy_timeout) and then reads the new highest.
 */
export class SqliteInvoiceStore implements InvoiceStore {
  private readonly db: SqliteDatabase;
  private readonly statements;
  private readonly issueOnce;

  constructor(file: string, logger?: MigrationLogger) {
    this.db = openMigratedDatabase(file, { invoices: invoiceMigrations }, logger);
    this.statements = {
      byKey: this.db.prepare('SELECT doc FROM invoices WHERE issue_key = ?').pluck(),
      byUuid: this.db.prepare('SELECT doc FROM invoices WHERE uuid = ?').pluck(),
      byOrder: this.db.prepare('SELECT doc FROM invoices WHERE order_uuid = ? ORDER BY issued_at, rowid').pluck(),
      next: this.db.prepare('SELECT COALESCE(MAX(sequence), 0) + 1 FROM invoices WHERE series = ?').pluck(),
      insert: this.db.prepare(
        'INSERT INTO invoices (uuid, issue_key, series, sequence, order_uuid, doc, issued_at) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
    };
    this.issueOnce = this.db.transaction((key: string, series: string, compose: (sequence: number) => Invoice) => {
      const stored = this.statements.byKey.get(key) as string | undefined;
      if (stored !== undefined) return parse(stored);
      const sequence = this.statements.next.get(series) as number;
      const invoice = InvoiceSchema.parse(checkComposed(series, sequence, compose(sequence)));
      this.statements.insert.run(
        invoice.uuid,
        key,
        series,
        sequence,
        invoice.order.uuid,
        JSON.stringify(invoice),
        new Date().toISOString(),
      );
      return invoice;
    });
  }

  async issue(key: string, series: string, compose: (sequence: number) => Invoice): Promise<Invoice> {
    try {
      return this.issueOnce.immediate(key, series, compose);
    } catch (error) {
      // The sequence was read under the write lock: only a caller's repeated uuid can collide.
      if (/UNIQUE constraint failed: invoices\.uuid/.test(String((error as Error).message)))
        throw new DuplicateKeyError('uuid');
      throw error;
    }
  }

  async find(uuid: string): Promise<Invoice | null> {
    const stored = this.statements.byUuid.get(uuid) as string | undefined;
    return stored === undefined ? null : parse(stored);
  }

  async forOrder(orderUuid: string): Promise<Invoice[]> {
    return (this.statements.byOrder.all(orderUuid) as string[]).map(parse);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

const parse = (doc: string) => InvoiceSchema.parse(JSON.parse(doc));
