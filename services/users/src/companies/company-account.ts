import type { CompanyMembership, User } from '@shop/contracts';
import type { CompanyStore, StoredCompany, StoredMember } from '../ports/company-store';

export const membershipOf = (company: StoredCompany, member: StoredMember): CompanyMembership => ({
  company_id: company.company_id,
  name: company.name,
  vatid: company.vatid,
  verified: company.verification.status === 'verified',
  role: member.role,
  order_limit: member.role === 'admin' ? null : member.order_limit,
  billing: company.billing,
});

/**
 * A user as the users calls answer it: with the company it belongs to now, read from the company
 * store on every answer, so a removal or a new limit shows at the next GET /users/current.
 */
export async function withCompanyAccount(companies: CompanyStore, user: User): Promise<User> {
  const found = await companies.membershipOf(user.userid);
  return { ...user, company_account: found ? membershipOf(found.company, found.member) : null };
}
