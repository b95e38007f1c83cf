import type { Migration } from '@shop/service-kit';

/** The punch-out store's tables in punchout.sqlite (`punchout` in schema_migrations). */
export const punchoutMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'punch-out connections and sessions',
    up: (db) => {
      db.exec(`
        CREATE TABLE punchout_connections (
          connection_id TEXT PRIMARY KEY,
          company_id TEXT NOT NULL,
          userid INTEGER NOT NULL,
          protocol TEXT NOT NULL,
          login TEXT NOT NULL,
          secret_hash TEXT NOT NULL,
          created_at TEXT NOT NULL,
          UNIQUE (protocol, login)
        );
        CREATE INDEX punchout_connections_by_company ON punchout_connections (company_id, created_at);
        CREATE TABLE punchout_sessions (
          session_id TEXT PRIMARY KEY,
          connection_id TEXT NOT NULL,
          protocol TEXT NOT NULL,
          return_url TEXT NOT NULL,
          target TEXT NOT NULL,
          buyer_cookie TEXT NOT NULL,
          credentials TEXT,
          expires_at TEXT NOT NULL
        );
        CREATE TABLE punchout_start_links (
          token_hash TEXT PRIMARY KEY,
          connection_id TEXT NOT NULL,
          return_url TEXT NOT NULL,
          buyer_cookie TEXT NOT NULL,
          credentials TEXT,
          expires_at TEXT NOT NULL,
          used_at TEXT
        );
      `);
    },
  },
  {
    version: 2,
    name: 'cXML status URL of a connection',
    up: (db) => {
      db.exec('ALTER TABLE punchout_connections ADD COLUMN status_url TEXT');
    },
  },
];
