/**
 * users.sqlite exactly as it was created before versioned migrations (commit 8cb2c17): the users
 * store's tables and its outbox, from the constructor's CREATE TABLE IF NOT EXISTS. Frozen here;
 * never change it to follow the migrations.
 */
export const usersDdlBeforeMigrations = `
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
