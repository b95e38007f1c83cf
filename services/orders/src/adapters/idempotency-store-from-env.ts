import { join } from 'node:path';
import type { IdempotencyStore } from '../ports/idempotency-store';
import { MongoIdempotencyStore } from './mongo-idempotency-store';
import { SqliteIdempotencyStore } from './sqlite-idempotency-store';

/** Beside the orders: MONGODB_URI's database, otherwise a table of DATA_DIR/orders.sqlite. */
export async function createIdempotencyStoreFromEnv(
  env: Record<string, string | undefined>,
  dataDir: string,
): Promise<IdempotencyStore> {
  return env.MONGODB_URI
    ? new MongoIdempotencyStore(env.MONGODB_URI).ready()
    : new SqliteIdempotencyStore(join(dataDir, 'orders.sqlite'));
}
