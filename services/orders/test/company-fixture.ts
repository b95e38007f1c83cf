import { defaultCompanyBilling, type CompanyBilling, type CompanyMembership } from '@shop/contracts';

/** A member of a verified Finnish company, as the users service answers for the session. */
export const virtanenMember = (
  role: 'admin' | 'buyer',
  order_limit: number | null = null,
  billing: CompanyBilling = defaultCompanyBilling,
): CompanyMembership => ({
  company_id: 'c-virtanen',
  name: 'Rakennusliike Virtanen Oy',
  vatid: 'FI16180333',
  verified: true,
  role,
  order_limit,
  billing,
});
