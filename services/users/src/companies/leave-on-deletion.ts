import { companyErrorCodes } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { UsersContext } from '../domain/context';

/**
 * A deleted account leaves its company first. Its company's last admin, with colleagues left
 * behind, must hand the role on before (409): the others would be left without anyone to manage
 * them. A company's only member keeps the company, which nobody can log in to any more.
 */
export async function leaveCompanyOnDeletion(context: UsersContext, userid: number): Promise<void> {
  const found = await context.companies.membershipOf(userid);
  if (!found) return;
  const companyId = found.company.company_id;
  const left = await context.companies.removeMember(companyId, userid);
  if (left !== 'last_admin') return;
  if ((await context.companies.members(companyId)).length > 1)
    throw new HttpError(409, companyErrorCodes.lastAdmin, 'company.error.last_admin_delete');
}
