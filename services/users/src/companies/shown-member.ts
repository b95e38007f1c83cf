import type { CompanyMember } from '@shop/contracts';
import type { StoredMember } from '../ports/company-store';
import type { UserStore } from '../ports/user-store';

/** A member as an admin or an operator sees them: the membership with the account's name and e-mail. */
export async function shownMember(store: UserStore, member: StoredMember): Promise<CompanyMember> {
  const found = await store.findById(member.userid);
  return {
    userid: member.userid,
    email: found?.user.email ?? '',
    customername: found?.user.customername ?? '',
    role: member.role,
    order_limit: member.order_limit,
    joined_at: member.joined_at,
  };
}
