import { join } from 'node:path';
import { MongoUserStore } from './adapters/mongo-user-store';
import { SqliteUserStore } from './adapters/sqlite-user-store';
import type { UserStore } from './ports/user-store';

/** MONGODB_URI selects MongoDB; otherwise DATA_DIR/users.sqlite. */
export async function createUserStoreFromEnv(
  env: Record<string, string | undefined>,
  dataDir: string,
): Promise<UserStore> {
  return env.MONGODB_URI
    ? new MongoUserStore(env.MONGODB_URI).ready()
    : new SqliteUserStore(join(dataDir, 'users.sqlite'));
}
