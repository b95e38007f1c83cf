import type { Migration } from '@shop/service-kit';

/** The order store's tables in orders.sqlite (`orders` in schema_migrations). */
export const orderMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'orders, sequences and processed events',
    // IF NOT EXISTS: files made before versioned migrations already have these and are adopted as they are.
    up: (db) =>
      db.exec(`
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
      `),
  },
  {
    version: 2,
    name: 'order revisions (optimistic concurrency)',
    up: (db) => db.exec('ALTER TABLE orders ADD COLUMN revision INTEGER NOT NULL DEFAULT 0'),
  },
  {
    version: 3,
    name: 'quotes',
    up: (db) =>
      db.exec(`
        CREATE TABLE quotes (
          uuid TEXT PRIMARY KEY,
          number TEXT NOT NULL UNIQUE,
          user_id INTEGER,
          state TEXT NOT NULL,
          doc TEXT NOT NULL,
          revision INTEGER NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE INDEX quotes_user ON quotes(user_id);
      `),
  },
  {
    version: 4,
    name: 'company of an order (the shared history of a company account)',
    up: (db) =>
      db.exec(`
        ALTER TABLE orders ADD COLUMN company_id TEXT;
        CREATE INDEX IF NOT EXISTS orders_company ON orders(company_id);
      `),
  },
  {
    version: 5,
    name: 'order lines as rows of their own (a cart change writes the lines it changed)',
    // Each order's lines move to rows in their order (`position`); its document keeps `items` empty.
    up: (db) =>
      db.exec(`
        CREATE TABLE order_lines (
          order_uuid TEXT NOT NULL,
          position INTEGER NOT NULL,
          doc TEXT NOT NULL,
          PRIMARY KEY (order_uuid, position)
        ) WITHOUT ROWID;
        INSERT INTO order_lines (order_uuid, position, doc)
          SELECT orders.uuid, line.key, line.value FROM orders, json_each(orders.doc, '$.items') AS line;
        UPDATE orders SET doc = json_set(doc, '$.items', json('[]'));
      `),
  },
];
