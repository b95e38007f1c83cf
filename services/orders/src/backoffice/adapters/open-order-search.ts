import { join } from 'node:path';
import type { OrderSearch } from '../order-search';
import { SqliteOrderSearch } from './sqlite-order-search';

/** Beside the orders: MONGODB_URI's database, else DATA_DIR/orders.sqlite (mongoose loaded only when chosen). */
export async function openOrderSearch(mongodbUri: string | undefined, dataDir: string): Promise<OrderSearch> {
  if (!mongodbUri) return new SqliteOrderSearch(join(dataDir, 'orders.sqlite'));
  const { MongoOrderSearch } = await import('./mongo-order-search');
  return new MongoOrderSearch(mongodbUri).ready();
}
