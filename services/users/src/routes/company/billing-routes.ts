import {
  CompanyBillingBodySchema,
  CompanyBillingRecordListSchema,
  CompanyBillingRecordSchema,
  CompanyParamsSchema,
  type CompanyBillingRecord,
} from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../../companies/company-access';
import type { UsersContext } from '../../domain/context';
import type { StoredCompany } from '../../ports/company-store';

const record = (company: StoredCompany): CompanyBillingRecord => ({
  company_id: company.company_id,
  name: company.name,
  vatid: company.vatid,
  billing: company.billing,
});

/**
 * The back office's billing settings of companies (docs/companies.md, "Billing"): payment terms,
 * credit limit, e-invoice recipient and the references its orders must name. Operators only (401
 * without a session, 403 for anyone else): a company's own members read them with their membership
 * and never change them, since they are the shop's terms of credit.
 */
export const billingRoutes: FastifyPluginAsyncZod<{ context: UsersContext }> = async (app, { context }) => {
  const { companies } = context;

  // Before validation: a stranger learns who may call, not what the calls take.
  app.addHook('preValidation', async (request) => {
    await requireOperator(context, request);
  });

  app.get(
    '/users/backoffice/companies/billing',
    { schema: { response: { 200: CompanyBillingRecordListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await companies.verifiedCompanies()).map(record);
    },
  );

  app.patch(
    '/users/backoffice/companies/:company_id/billing',
    {
      schema: {
        params: CompanyParamsSchema,
        body: CompanyBillingBodySchema,
        response: { 200: CompanyBillingRecordSchema },
      },
    },
    async (request) => {
      const changed = await companies.setBilling(request.params.company_id, request.body);
      if (!changed) throw HttpError.notFound();
      request.log.info({ companyId: changed.company_id, billing: changed.billing }, 'company billing set');
      return record(changed);
    },
  );
};
