export { usersService, type UsersServiceOptions } from './app';
export { usersConfigFromEnv, type UsersConfig } from './config';
export { createUsers, type UsersDeps } from './create-users';
export type { UserStore } from './ports/user-store';
export { SqliteUserStore } from './adapters/sqlite-user-store';
export { companyDirectory, type CompanyDirectory } from './companies/company-directory';
export type { CompanyStore } from './ports/company-store';
export type { CxmlMembers } from './punchout/cxml-members';
