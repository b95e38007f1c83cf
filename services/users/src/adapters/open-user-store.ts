import { join } from 'node:path';
import type { BusLogger, MigrationLogger } from '@shop/service-kit';
import type { UserStore } from '../ports/user-store';
import { SqliteUserStore } from './sqlite-user-store';

/**
 * MONGODB_URI's database when given; otherwise DATA_DIR/users.sqlite (`logger` hears the migrations applied,
 * and the MongoDB store's failed session sweeps).
 * The MongoDB store is imported only when chosen: the embedded shop never loads mongoose.
 */
export async function openUserStore(
  mongodbUri: string | undefined,
  dataDir: string,
  logger?: MigrationLogger & Pick<BusLogger, 'warn'>,
): Promise<UserStore> {
  if (!mongodbUri) return new SqliteUserStore(join(dataDir, 'users.sqlite'), { logger });
  const { MongoUserStore } = await import('./mongo-user-store');
  return new MongoUserStore(mongodbUri, { logger }).ready();
}
