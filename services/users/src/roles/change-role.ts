import { RoleSchema, type Role, type User } from '@shop/contracts';
import type { UserStore } from '../ports/user-store';

export type RoleAction = 'grant' | 'revoke';

export type RoleChange =
  | { ok: true; user: User; changed: boolean }
  | { ok: false; reason: 'no_such_user' | 'deleted_user' | 'unknown_role'; message: string };

/**
 * Grants or revokes one role of the account with this e-mail, through the store port (the embedded
 * store and MongoDB alike). Its sessions stay: a grant counts at the user's next call, and so does a
 * revocation, since every service asks GET /users/current, which reads the roles from the store.
 */
export async function changeRole(
  store: UserStore,
  action: RoleAction,
  email: string,
  role: string,
): Promise<RoleChange> {
  const parsed = RoleSchema.safeParse(role);
  if (!parsed.success)
    return {
      ok: false,
      reason: 'unknown_role',
      message: `no such role: ${role} (known: ${RoleSchema.options.join(', ')})`,
    };
  const found = await store.findByEmail(email);
  if (!found) return { ok: false, reason: 'no_such_user', message: `no account with the e-mail ${email}` };
  if (action === 'grant' && found.user.isdeleted)
    return { ok: false, reason: 'deleted_user', message: `the account ${email} is deleted` };
  const roles = nextRoles(found.user.roles, action, parsed.data);
  if (roles.length === found.user.roles.length) return { ok: true, user: found.user, changed: false };
  const stored = await store.setRoles(found.user.userid, roles);
  if (!stored) return { ok: false, reason: 'no_such_user', message: `no account with the e-mail ${email}` };
  return { ok: true, user: stored.user, changed: true };
}

const nextRoles = (roles: readonly Role[], action: RoleAction, role: Role): Role[] =>
  action === 'grant' ? [...new Set([...roles, role])] : roles.filter((r) => r !== role);
