import { join } from 'node:path';
import type { MigrationLogger } from '@shop/service-kit';
import type { UserStore } from '../ports/user-store';
import { MongoUserStore } from './mongo-user-store';
import { SqliteUserStore } from './sqlite-user-store';

/** MONGODB_URI's database when given; otherwise DATA_DIR/users.sqlite (`logger` hears the migrations applied). */
export async function openUserStore(
  mongodbUri: string | undefined,
  dataDir: string,
  logger?: MigrationLogger,
): Promise<UserStore> {
  return mongodbUri
    ? new MongoUserStore(mongodbUri).ready()
    : new SqliteUserStore(join(dataDir, 'users.sqlite'), { logger });
}
