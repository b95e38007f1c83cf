import type { CompanyAdminContact, WorkSite } from '@shop/contracts';
import type { CompanyStore } from '../ports/company-store';
import type { UserStore } from '../ports/user-store';

/**
 * What the shop's other services read of a company (the orders service: whom to ask for an
 * approval, which work sites a buyer may deliver to). Served as GET /internal/companies/... by the
 * users service's own process; embedded in the gateway, handed to them in process (createUsers'
 * `onCompanyDirectory`). Null: no such company.
 */
export interface CompanyDirectory {
  admins(companyId: string): Promise<CompanyAdminContact[] | null>;
  workSites(companyId: string): Promise<WorkSite[] | null>;
}

export function companyDirectory(companies: CompanyStore, users: UserStore): CompanyDirectory {
  return {
    admins: async (companyId) => {
      if (!(await companies.company(companyId))) return null;
      const admins = (await companies.members(companyId)).filter((m) => m.role === 'admin');
      const contacts = await Promise.all(
        admins.map(async (admin) => {
          const found = await users.findById(admin.userid);
          return found && !found.user.isdeleted
            ? {
                userid: admin.userid,
                email: found.user.email,
                customername: found.user.customername,
                locale: admin.locale,
              }
            : null;
        }),
      );
      return contacts.filter((c) => c !== null);
    },
    workSites: async (companyId) => {
      if (!(await companies.company(companyId))) return null;
      return (await companies.workSites(companyId)).map(({ company_id: _company, ...site }) => site);
    },
  };
}
