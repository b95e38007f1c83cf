import { UserSchema } from '@shop/contracts';
import { replicaUrls, requestIdHeaders, sessionCookie } from '@shop/service-kit';
import { ReplicaPool } from '@shop/service-kit/src/http/replica-pool';
import type { BuyerDirectory, SessionBuyer } from '../ports/buyer-directory';

/** One GET on the users service's public contract: status and parsed body. */
export type UsersRequest = (
  path: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: unknown }>;

/**
 * Sessions through GET /users/current with the buyer's session, sent as the browser sends it (the
 * HttpOnly session cookie): HTTP to USERS_URL in production, the gateway's own router in embedded
 * mode. A session the users service no longer accepts (logged out, password changed, account
 * deleted) is no session here either.
 */
export class UsersBuyerDirectory implements BuyerDirectory {
  constructor(private readonly request: UsersRequest) {}

  async current(sessionToken: string): Promise<SessionBuyer | null> {
    const { status, body } = await this.request('/users/current', { cookie: `${sessionCookie}=${sessionToken}` });
    if (status === 401 || status === 403 || status === 404) return null;
    if (status !== 200) throw new Error(`users service answered ${status}`);
    const user = UserSchema.parse(body);
    return { userid: user.userid, discountRows: user.discount_link?.discount_row ?? [] };
  }
}

/** GETs to the users service's replicas (USERS_URL: one address or several, comma-separated), in turn. */
export function httpUsersRequest(baseUrls: string, replicas = new ReplicaPool(replicaUrls(baseUrls))): UsersRequest {
  return (path, headers) => replicas.getJson(path, { ...headers, ...requestIdHeaders(), accept: 'application/json' });
}
