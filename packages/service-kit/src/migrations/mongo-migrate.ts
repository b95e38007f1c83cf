import type { Connection } from 'mongoose';
import { checkNumbering, SchemaTooNewError, type MigrationLogger } from './schema-version';

/**
 * One step of a store's MongoDB schema: in practice an index to build. MongoDB has no transaction
 * around index builds, so `up` must be safe to run twice (createIndex with the same spec is): two
 * replicas starting together may both run a step.
 */
export interface MongoMigration {
  version: number;
  name: string;
  up(connection: Connection): Promise<void>;
}

const duplicateKey = 11000;

interface LedgerDocument {
  _id: string;
  version: number;
  applied: { version: number; name: string; appliedAt: Date }[];
}

/**
 * The MongoDB side of `migrate`: brings one schema of the connection's database up to the newest
 * of `migrations`, keeping the version per schema in the `migrations` collection ({ _id: schema,
 * version, applied }); refuses a database a newer release migrated. Returns the steps it applied.
 */
export async function migrateMongo(
  connection: Connection,
  schema: string,
  migrations: readonly MongoMigration[],
  logger?: MigrationLogger,
): Promise<MongoMigration[]> {
  checkNumbering(schema, migrations);
  const ledger = connection.collection<LedgerDocument>('migrations');
  const known = migrations.at(-1)?.version ?? 0;
  const found = (await ledger.findOne({ _id: schema }))?.version ?? 0;
  if (found > known) throw new SchemaTooNewError(schema, found, known, `mongodb database ${connection.name}`);

  const applied: MongoMigration[] = [];
  for (const migration of migrations) {
    if (migration.version <= found) continue;
    await migration.up(connection);
    const record = () =>
      ledger.updateOne(
        { _id: schema },
        {
          // $max: a replica that ran the same step at the same time cannot move the version back.
          $max: { version: migration.version },
          $push: { applied: { version: migration.version, name: migration.name, appliedAt: new Date() } },
        },
        { upsert: true },
      );
    // Two replicas upserting a schema's first entry at once: one insert wins, the other is refused
    // with a duplicate key, and then finds the entry to update.
    await record().catch((error: unknown) => {
      if ((error as { code?: number }).code === duplicateKey) return record();
      throw error;
    });
    applied.push(migration);
    logger?.info(
      { database: connection.name, schema, version: migration.version, migration: migration.name },
      `mongodb ${connection.name}: applied migration ${schema} ${migration.version} (${migration.name})`,
    );
  }
  return applied;
}
