import type { Migration } from '@shop/service-kit';

/** The users store's tables in users.sqlite (`users` in schema_migrations). */
export const userMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'users, sessions, links and secrets',
    // IF NOT EXISTS: files made before versioned migrations already have these and are adopted as they are.
    up: (db) => {
      db.exec(`
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
      `);
      // Files made before signups kept their password with the link get the two columns added.
      const columns = new Set((db.prepare('PRAGMA table_info(links)').all() as { name: string }[]).map((c) => c.name));
      for (const column of ['pending_password_hash', 'browser_hash']) {
        if (!columns.has(column)) db.exec(`ALTER TABLE links ADD COLUMN ${column} TEXT`);
      }
    },
  },
  {
    version: 2,
    name: 'roles of a user',
    // Beside the profile document, not in it: a profile write never touches them.
    up: (db) => db.exec(`ALTER TABLE users ADD COLUMN roles TEXT NOT NULL DEFAULT '[]'`),
  },
];
