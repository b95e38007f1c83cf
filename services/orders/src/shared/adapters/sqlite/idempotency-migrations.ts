import type { Migration } from '@shop/service-kit';

/** The idempotency records in orders.sqlite (`idempotency_keys` in schema_migrations). */
export const idempotencyMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'idempotency_keys table',
    // IF NOT EXISTS: files made before versioned migrations already have it and are adopted as they are.
    up: (db) =>
      db.exec(`
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
      `),
  },
];
