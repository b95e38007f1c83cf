import { outboxDdlBeforeMigrations } from '@shop/service-kit/testing';

/**
 * users.sqlite exactly as it was created before versioned migrations (commit 8cb2c17): the users
 * store's tables and its outbox, from the constructor's CREATE TABLE IF NOT EXISTS. Frozen here;
 * never change it to follow the migrations.
 */
export const usersDdlBeforeMigrations = `
  ${outboxDdlBeforeMigrations}
  CREATE TABLE IF NOT EXISTS users (
    userid INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT,
    doc TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS sessions (
    session_id TEXT PRIMARY KEY,
    userid INTEGER NOT NULL REFERENCES users(userid),
    expires_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS sessions_by_user ON sessions (userid);
  CREATE TABLE IF NOT EXISTS links (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    purpose TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT,
    pending_password_hash TEXT,
    browser_hash TEXT
  );
  CREATE INDEX IF NOT EXISTS links_by_email ON links (email, purpose, expires_at);
  CREATE TABLE IF NOT EXISTS secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
`;
