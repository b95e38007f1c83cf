/**
 * contact.sqlite exactly as it was created before versioned migrations (commit 8cb2c17): the
 * message store's and the embedded marketing forms' tables, from their constructors' CREATE TABLE
 * IF NOT EXISTS. Frozen here; never change it to follow the migrations.
 */
export const contactDdlBeforeMigrations = `
  CREATE TABLE IF NOT EXISTS messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    locale TEXT NOT NULL,
    received_at TEXT NOT NULL,
    fields TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS subscriptions (
    email TEXT PRIMARY KEY,
    page_uri TEXT NOT NULL,
    page_name TEXT NOT NULL,
    fields TEXT NOT NULL,
    subscribed_at TEXT NOT NULL
  );
`;
