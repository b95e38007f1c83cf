import { randomUUID } from 'node:crypto';
import {
  CompanyAccountSchema,
  CompanyCreateBodySchema,
  companyErrorCodes,
  defaultCompanyBilling,
  type Company,
  type CompanyAccount,
} from '@shop/contracts';
import { HttpError, requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember, requireUser } from '../../companies/company-access';
import { membershipOf } from '../../companies/company-account';
import type { UsersContext } from '../../domain/context';
import type { StoredCompany, StoredMember } from '../../ports/company-store';

/** How long the register may take before a company's founding is refused as "try again". */
const registerTimeoutMs = 5_000;

const compact = (vat: string) => vat.toUpperCase().replace(/[\s.-]/g, '');

const answer = (company: StoredCompany, member: StoredMember): CompanyAccount => ({
  company_id: company.company_id,
  name: company.name,
  vatid: company.vatid,
  billingaddress: company.billingaddress,
  billingaddress_additional_line: company.billingaddress_additional_line,
  billingpostcode: company.billingpostcode,
  billingcity: company.billingcity,
  billingCountry: company.billingCountry,
  created_at: company.created_at,
  verification: company.verification,
  membership: membershipOf(company, member),
});

const registerUnavailable = () =>
  new HttpError(503, companyErrorCodes.registerUnavailable, 'company.error.register_unavailable');

/**
 * POST /users/company (found one, as its admin, unverified: docs/security.md, "Company
 * verification") and GET /users/company (one's own).
 */
export const companyRoutes: FastifyPluginAsyncZod<{ context: UsersContext }> = async (app, { context }) => {
  const { companies, now } = context;

  /** The register's company for the VAT id the buyer typed; refuses an id the register does not know. */
  async function registeredCompany(typed: string): Promise<Company> {
    const register = context.companyRegister;
    if (!register) throw registerUnavailable();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), registerTimeoutMs);
    });
    try {
      const found = await Promise.race([register.byVatId(typed), timeout]);
      if (found === 'timeout') throw registerUnavailable();
      if (!found)
        throw new HttpError(400, companyErrorCodes.vatUnknown, 'company.error.vatid_unknown', [
          { field: 'vatid', reason: 'company.error.vatid_unknown' },
        ]);
      return found;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw registerUnavailable();
    } finally {
      clearTimeout(timer);
    }
  }

  app.post(
    '/users/company',
    { schema: { body: CompanyCreateBodySchema, response: { 200: CompanyAccountSchema } } },
    async (request) => {
      const user = await requireUser(context, request);
      if (await companies.membershipOf(user.userid)) throw alreadyInCompany();
      const body = request.body;
      const registered = await registeredCompany(body.vatid);
      const vatid = compact(registered.vatId);
      // The company's account exists and is the company's: joining it is its admin's to grant.
      if (await companies.verifiedCompanyOf(vatid))
        throw new HttpError(409, companyErrorCodes.alreadyVerified, 'company.error.account_exists', [
          { field: 'vatid', reason: 'company.error.account_exists' },
        ]);
      const at = now().toISOString();
      const company: StoredCompany = {
        company_id: randomUUID(),
        // The register's name, not the body's: the shop mails it to whomever an admin invites, so it
        // must be the company's own, never words of the founder's choosing (a link, a false warning).
        name: registered.name,
        vatid,
        billingaddress: body.billingaddress,
        billingaddress_additional_line: body.billingaddress_additional_line,
        billingpostcode: body.billingpostcode,
        billingcity: body.billingcity,
        billingCountry: body.billingCountry,
        created_at: at,
        claimed_name: body.name,
        register: registered,
        // A VAT id is public: whoever typed it proved nothing. An operator compares and decides.
        verification: { status: 'unverified', decided_by: null, decided_at: null },
        billing: defaultCompanyBilling,
      };
      const admin: StoredMember = {
        company_id: company.company_id,
        userid: user.userid,
        role: 'admin',
        order_limit: null,
        locale: requestLocale(request),
        joined_at: at,
      };
      // Checked again in the store's transaction: two tabs founding at once make one company.
      if ((await companies.createCompany(company, admin)) === 'already_member') throw alreadyInCompany();
      return answer(company, admin);
    },
  );

  app.get('/users/company', { schema: { response: { 200: CompanyAccountSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { company, member } = await requireMember(context, request);
    return answer(company, member);
  });
};

export const alreadyInCompany = () =>
  new HttpError(409, companyErrorCodes.alreadyInCompany, 'company.error.already_in_company');
