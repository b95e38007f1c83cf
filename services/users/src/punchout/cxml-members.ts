import type { CxmlLogin, CxmlMember } from '@shop/contracts';
import type { CompanyStore } from '../ports/company-store';
import type { PunchoutStore } from '../ports/punchout-store';
import type { UserStore } from '../ports/user-store';
import type { PasswordHasher } from '../domain/password';
import { withCompanyAccount } from '../companies/company-account';

/**
 * Who a purchasing system's cXML document speaks for (an OrderRequest to the orders service): the
 * connection its From credential and Sender SharedSecret open, and that connection's member while
 * they still belong to its company. Served as GET /internal/punchout/cxml/member by the users
 * service's own process; embedded in the gateway, handed to the orders service in process.
 */
export interface CxmlMembers {
  member(login: CxmlLogin): Promise<CxmlMember | null>;
}

export function cxmlMembers(deps: {
  punchout: PunchoutStore;
  store: UserStore;
  companies: CompanyStore;
  passwords: PasswordHasher;
}): CxmlMembers {
  return {
    member: async ({ domain, identity, sharedSecret }) => {
      // The same login key as the setup's (cxml-routes.ts), and one scrypt run whether it exists or not.
      const found = await deps.punchout.connectionByLogin('cxml', `${domain.toLowerCase()}:${identity}`);
      const check = await deps.passwords.verify(sharedSecret, found?.secret_hash ?? null);
      if (!found || !check.ok) return null;
      const account = await deps.store.findById(found.userid);
      if (!account || account.user.isdeleted) return null;
      const user = await withCompanyAccount(deps.companies, account.user);
      if (user.company_account?.company_id !== found.company_id) return null;
      return { connection_id: found.connection_id, company_id: found.company_id, status_url: found.status_url, user };
    },
  };
}
