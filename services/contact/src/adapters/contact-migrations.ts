import type { Migration } from '@shop/service-kit';

// contact.sqlite holds two schemas, one per store: `messages` and `subscriptions` in schema_migrations.
// Version 1 of each uses IF NOT EXISTS: files made before versioned migrations already have the
// table and are adopted as they are.

export const messageMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'messages table',
    up: (db) =>
      db.exec(`
        CREATE TABLE IF NOT EXISTS messages (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          kind TEXT NOT NULL,
          locale TEXT NOT NULL,
          received_at TEXT NOT NULL,
          fields TEXT NOT NULL
        );
      `),
  },
  {
    version: 2,
    name: 'index on kind for listing messages',
    // listMessages (one kind, in id order) read the messages of every kind to find those of one.
    up: (db) => db.exec('CREATE INDEX messages_by_kind ON messages (kind, id)'),
  },
];

export const subscriptionMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'subscriptions table',
    up: (db) =>
      db.exec(`
        CREATE TABLE IF NOT EXISTS subscriptions (
          email TEXT PRIMARY KEY,
          page_uri TEXT NOT NULL,
          page_name TEXT NOT NULL,
          fields TEXT NOT NULL,
          subscribed_at TEXT NOT NULL
        );
      `),
  },
];
