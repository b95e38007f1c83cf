import { outboxDdlBeforeMigrations } from '@shop/service-kit/testing';

/**
 * orders.sqlite exactly as it was created before versioned migrations (commit 8cb2c17): the order
 * store's tables, its outbox and the idempotency records, from the constructors' CREATE TABLE IF
 * NOT EXISTS. Frozen here; never change it to follow the migrations.
 */
export const ordersDdlBeforeMigrations = `
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
  ${outboxDdlBeforeMigrations}
  CREATE TABLE IF NOT EXISTS idempotency_keys (
    id TEXT PRIMARY KEY,
    fingerprint TEXT NOT NULL,
    state TEXT NOT NULL,
    status INTEGER,
    body TEXT,
    content_type TEXT,
    lease_until TEXT NOT NULL,
    expires_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS idempotency_keys_expiry ON idempotency_keys (expires_at);
`;
