import { CompanyAdminContactListSchema, internalCompanyPaths, type CompanyAdminContact } from '@shop/contracts';
import type { CompanyDirectory } from '../company-directory';
import type { UsersRequest } from './users-buyer-directory';

/**
 * A company's admins through the users service's internal call (its own process only; the gateway
 * routes no /internal path), asked when an order waits for their approval.
 */
export class UsersCompanyDirectory implements CompanyDirectory {
  constructor(private readonly request: UsersRequest) {}

  async admins(companyId: string): Promise<CompanyAdminContact[]> {
    const { status, body } = await this.request(internalCompanyPaths.admins(companyId), {});
    if (status === 404) return [];
    if (status !== 200) throw new Error(`users service answered ${status} for the admins of company ${companyId}`);
    return CompanyAdminContactListSchema.parse(body);
  }
}
