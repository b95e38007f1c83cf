import { join } from 'node:path';
import { MongoOrderStore } from './adapters/mongo-order-store';
import { SqliteOrderStore } from './adapters/sqlite-order-store';
import type { OrderStore } from './ports/order-store';

/** MONGODB_URI selects MongoDB; otherwise DATA_DIR/orders.sqlite. */
export async function createOrderStoreFromEnv(env: Record<string, string | undefined>, dataDir: string): Promise<OrderStore> {
  return env.MONGODB_URI ? new MongoOrderStore(env.MONGODB_URI).ready() : new SqliteOrderStore(join(dataDir, 'orders.sqlite'));
}
