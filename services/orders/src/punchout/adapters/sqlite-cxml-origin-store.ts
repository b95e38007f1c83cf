import { openMigratedDatabase, type Migration, type MigrationLogger, type SqliteDatabase } from '@shop/service-kit';
import type { CxmlOriginStore, StoredCxmlOrigin } from '../cxml-origin-store';

/** The origins' table (`cxml_origins` in schema_migrations), beside the orders in orders.sqlite. */
export const cxmlOriginMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'the cXML OrderRequest an order answers',
    up: (db) => db.exec('CREATE TABLE cxml_order_origins (order_uuid TEXT PRIMARY KEY, doc TEXT NOT NULL)'),
  },
];

export class SqliteCxmlOriginStore implements CxmlOriginStore {
  private readonly db: SqliteDatabase;

  constructor(file: string, logger?: MigrationLogger) {
    this.db = openMigratedDatabase(file, { cxml_origins: cxmlOriginMigrations }, logger);
  }

  async save(origin: StoredCxmlOrigin): Promise<void> {
    this.db
      .prepare('INSERT INTO cxml_order_origins (order_uuid, doc) VALUES (?, ?) ON CONFLICT (order_uuid) DO NOTHING')
      .run(origin.orderUuid, JSON.stringify(origin));
  }

  async of(orderUuid: string): Promise<StoredCxmlOrigin | null> {
    const doc = this.db.prepare('SELECT doc FROM cxml_order_origins WHERE order_uuid = ?').pluck().get(orderUuid);
    return typeof doc === 'string' ? (JSON.parse(doc) as StoredCxmlOrigin) : null;
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
