export { usersService, type UsersServiceOptions } from './app';
export { usersConfigFromEnv, type UsersConfig } from './config';
export { createUsers, type UsersDeps } from './create-users';
export type { UserStore } from './ports/user-store';
export { SqliteUserStore } from './adapters/sqlite-user-store';
