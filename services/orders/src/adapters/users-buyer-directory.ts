import { sessionHeader, UserSchema, type DiscountRow } from '@shop/contracts';
import type { BuyerDirectory } from '../ports/buyer-directory';

/** One GET on the users service's public contract: status and parsed body. */
export type UsersRequest = (path: string, headers: Record<string, string>) => Promise<{ status: number; body: unknown }>;

/**
 * Personal discounts through GET /users/current with the buyer's session: HTTP to USERS_URL in
 * production, the gateway's own router in embedded mode. A buyer the users service no longer
 * knows (logged out, deleted) gets no personal discount.
 */
export class UsersBuyerDirectory implements BuyerDirectory {
  constructor(private readonly request: UsersRequest) {}

  async discountRows(sessionToken: string): Promise<DiscountRow[]> {
    const { status, body } = await this.request('/users/current', { [sessionHeader]: sessionToken });
    if (status === 401 || status === 403 || status === 404) return [];
    if (status !== 200) throw new Error(`users service answered ${status}`);
    return UserSchema.parse(body).discount_link?.discount_row ?? [];
  }
}

export function httpUsersRequest(baseUrl: string): UsersRequest {
  return async (path, headers) => {
    const response = await fetch(new URL(path, baseUrl), { headers: { ...headers, accept: 'application/json' } });
    return { status: response.status, body: response.status === 200 ? await response.json() : null };
  };
}
