import { UserSchema, type User } from '@shop/contracts';
import { sessionCookie } from './session-token';

/**
 * One GET on the users service's public contract, answered with its status and parsed body: HTTP to
 * USERS_URL in a service's own process (`httpUsersRequest`), the gateway's own router when the
 * service runs embedded beside the users service.
 */
export type UsersRequest = (
  path: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: unknown }>;

/**
 * The user a session token belongs to, as the users service sees it now (GET /users/current with the
 * token sent as the browser sends it, the HttpOnly `sid` cookie): null for a session it no longer
 * accepts (logged out, password changed, account deleted). Any other failure throws: "the users
 * service cannot say" is no "nobody".
 */
export async function currentUser(users: UsersRequest, sessionToken: string): Promise<User | null> {
  const { status, body } = await users('/users/current', { cookie: `${sessionCookie}=${sessionToken}` });
  if (status === 401 || status === 403 || status === 404) return null;
  if (status !== 200) throw new Error(`users service answered ${status}`);
  return UserSchema.parse(body);
}
