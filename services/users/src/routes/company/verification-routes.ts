import {
  companyErrorCodes,
  CompanyParamsSchema,
  PendingCompanyListSchema,
  VerificationDecisionBodySchema,
  VerificationDecisionSchema,
  type PendingCompany,
  type User,
} from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { requireOperator } from '../../companies/company-access';
import type { UsersContext } from '../../domain/context';
import type { StoredCompany } from '../../ports/company-store';

/**
 * The back office's company verification (docs/security.md, "Company verification"): the accounts
 * awaiting it, each with the founder's entries beside the register's answer, and the operator's
 * approval or rejection, recorded with who and when. Operators only: 401 without a session, 403
 * for anyone else.
 */
export const verificationRoutes: FastifyPluginAsyncZod<{ context: UsersContext }> = async (app, { context }) => {
  const { companies, store, now } = context;
  const operators = new WeakMap<FastifyRequest, User>();

  // Before validation: a stranger learns who may call, not what the calls take.
  app.addHook('preValidation', async (request) => {
    operators.set(request, await requireOperator(context, request));
  });
  const operatorOf = (request: FastifyRequest): User => operators.get(request)!;

  async function pending(company: StoredCompany): Promise<PendingCompany> {
    const founder = (await companies.members(company.company_id)).find((m) => m.role === 'admin');
    const account = founder ? await store.findById(founder.userid) : null;
    return {
      company_id: company.company_id,
      created_at: company.created_at,
      founder: account ? { email: account.user.email, customername: account.user.customername } : null,
      entered: {
        name: company.claimed_name,
        vatid: company.vatid,
        street: [company.billingaddress, company.billingaddress_additional_line].filter(Boolean).join(', '),
        postcode: company.billingpostcode,
        city: company.billingcity,
        country: company.billingCountry,
      },
      register: company.register,
      verified_elsewhere: (await companies.verifiedCompanyOf(company.vatid)) !== null,
    };
  }

  app.get(
    '/users/backoffice/companies',
    { schema: { response: { 200: PendingCompanyListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return Promise.all((await companies.awaitingVerification()).map(pending));
    },
  );

  app.post(
    '/users/backoffice/companies/:company_id/verification',
    {
      schema: {
        params: CompanyParamsSchema,
        body: VerificationDecisionBodySchema,
        response: { 200: VerificationDecisionSchema },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      const decided = await companies.decideVerification(request.params.company_id, {
        status: request.body.decision === 'approve' ? 'verified' : 'rejected',
        decided_by: operator.email,
        decided_at: now().toISOString(),
      });
      if (decided === 'not_found') throw HttpError.notFound();
      if (decided === 'decided')
        throw new HttpError(409, companyErrorCodes.verificationDecided, 'company.error.verification_decided');
      if (decided === 'verified_elsewhere')
        throw new HttpError(409, companyErrorCodes.alreadyVerified, 'company.error.verified_elsewhere');
      request.log.info(
        { companyId: decided.company_id, operator: operator.userid, decision: decided.verification.status },
        'company verification decided',
      );
      return {
        company_id: decided.company_id,
        name: decided.name,
        vatid: decided.vatid,
        verification: decided.verification,
      };
    },
  );
};
