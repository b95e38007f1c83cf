import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/** Every connection to a service's file is opened with these (also the orders store's writer thread). */
export const sqlitePragmas = ['journal_mode = WAL', 'synchronous = FULL', 'foreign_keys = ON', 'busy_timeout = 5000'];

/**
 * Opens a service's embedded database file. WAL keeps readers off the writer's back; synchronous
 * FULL makes each committed transaction durable on disk before the call returns.
 */
export function openSqliteDatabase(file: string): Database.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  for (const pragma of sqlitePragmas) db.pragma(pragma);
  return db;
}

export type SqliteDatabase = Database.Database;
