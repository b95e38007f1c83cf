export { usersService, type UsersServiceOptions } from './app';
export type { UserStore } from './ports/user-store';
export { SqliteUserStore } from './adapters/sqlite-user-store';
export { MongoUserStore } from './adapters/mongo-user-store';
export { createUserStoreFromEnv } from './from-env';
