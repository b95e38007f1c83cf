import { openSqliteDatabase, type SqliteDatabase } from '../sqlite';
import { checkNumbering, SchemaTooNewError, type MigrationLogger } from './schema-version';

/**
 * One step of a store's schema. `up` runs inside a transaction with the row that records it, so a
 * step is applied whole or not at all. Steps are never edited once released: a change is a new step.
 */
export interface Migration {
  version: number;
  name: string;
  up(db: SqliteDatabase): void;
}

const ledgerSql = `
  CREATE TABLE IF NOT EXISTS schema_migrations (
    schema TEXT NOT NULL,
    version INTEGER NOT NULL,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL,
    PRIMARY KEY (schema, version)
  )`;

/**
 * Brings one schema of a database file up to the newest of `migrations` and returns the versions it
 * applied. A file holds several schemas (orders, idempotency keys and the outbox share orders.sqlite),
 * so the applied versions are kept per schema name in `schema_migrations`, not in PRAGMA user_version.
 *
 * Each pending step runs in its own IMMEDIATE transaction that first reads the version again: two
 * processes starting on the same file apply each step once. A file whose schema is newer than the
 * newest step here is refused before anything is touched.
 */
export function migrate(
  db: SqliteDatabase,
  schema: string,
  migrations: readonly Migration[],
  logger?: MigrationLogger,
): Migration[] {
  checkNumbering(schema, migrations);
  db.exec(ledgerSql);
  const latest = db.prepare('SELECT COALESCE(MAX(version), 0) FROM schema_migrations WHERE schema = ?').pluck();
  const current = () => latest.get(schema) as number;
  const record = db.prepare('INSERT INTO schema_migrations (schema, version, name, applied_at) VALUES (?, ?, ?, ?)');
  const known = migrations.at(-1)?.version ?? 0;
  const found = current();
  if (found > known) throw new SchemaTooNewError(schema, found, known, db.name);

  const applied: Migration[] = [];
  for (const migration of migrations) {
    if (migration.version <= found) continue;
    const step = db.transaction(() => {
      if (current() >= migration.version) return false;
      migration.up(db);
      record.run(schema, migration.version, migration.name, new Date().toISOString());
      return true;
    });
    if (!step.immediate()) continue;
    applied.push(migration);
    logger?.info(
      { file: db.name, schema, version: migration.version, migration: migration.name },
      `${db.name}: applied migration ${schema} ${migration.version} (${migration.name})`,
    );
  }
  return applied;
}

/**
 * Opens a service's file (openSqliteDatabase) and brings each of its schemas up to date, in the
 * order given; a store's constructor starts with this. If a schema cannot be migrated (or is too
 * new), the connection is closed again and the error thrown.
 */
export function openMigratedDatabase(
  file: string,
  schemas: Record<string, readonly Migration[]>,
  logger?: MigrationLogger,
): SqliteDatabase {
  const db = openSqliteDatabase(file);
  try {
    for (const [schema, migrations] of Object.entries(schemas)) migrate(db, schema, migrations, logger);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
