import { join } from 'node:path';
import type { MigrationLogger } from '@shop/service-kit';
import type { IdempotencyStore } from '../ports/idempotency-store';
import type { OrderStore } from '../ports/order-store';
import { MongoIdempotencyStore } from './mongo-idempotency-store';
import { MongoOrderStore } from './mongo-order-store';
import { SqliteIdempotencyStore } from './sqlite-idempotency-store';
import { SqliteOrderStore } from './sqlite-order-store';

/** MONGODB_URI's database when given; otherwise DATA_DIR/orders.sqlite (`logger` hears the migrations applied). */
export async function openOrderStore(
  mongodbUri: string | undefined,
  dataDir: string,
  logger?: MigrationLogger,
): Promise<OrderStore> {
  return mongodbUri
    ? new MongoOrderStore(mongodbUri).ready()
    : new SqliteOrderStore(join(dataDir, 'orders.sqlite'), { logger });
}

/** Beside the orders: the same database, or a table of the same DATA_DIR/orders.sqlite. */
export async function openIdempotencyStore(
  mongodbUri: string | undefined,
  dataDir: string,
  logger?: MigrationLogger,
): Promise<IdempotencyStore> {
  return mongodbUri
    ? new MongoIdempotencyStore(mongodbUri).ready()
    : new SqliteIdempotencyStore(join(dataDir, 'orders.sqlite'), { logger });
}
