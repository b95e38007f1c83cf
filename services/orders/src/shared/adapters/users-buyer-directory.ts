import { currentUser, type UsersRequest } from '@shop/service-kit';
import type { BuyerDirectory, SessionBuyer } from '../buyer-directory';

// Moved to service-kit, where the role guard asks the same call (requireRole).
export type { UsersRequest } from '@shop/service-kit';
export { httpUsersRequest } from '@shop/service-kit/http-users-request';

/**
 * Sessions through GET /users/current with the buyer's session, sent as the browser sends it (the
 * HttpOnly session cookie): HTTP to USERS_URL in production, the gateway's own router in embedded
 * mode. A session the users service no longer accepts (logged out, password changed, account
 * deleted) is no session here either.
 */
export class UsersBuyerDirectory implements BuyerDirectory {
  constructor(private readonly request: UsersRequest) {}

  async current(sessionToken: string): Promise<SessionBuyer | null> {
    const user = await currentUser(this.request, sessionToken);
    if (!user) return null;
    return {
      userid: user.userid,
      discountRows: user.discount_link?.discount_row ?? [],
      name: user.customername.trim() || user.email,
      company: user.company_account,
      ...(user.punchout ? { punchout: user.punchout } : {}),
    };
  }
}
