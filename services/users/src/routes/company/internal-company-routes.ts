import { CompanyAdminContactListSchema, CompanyParamsSchema, WorkSiteListSchema } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CompanyDirectory } from '../../companies/company-directory';

/**
 * GET /internal/companies/{company_id}/admins and /work-sites: for the orders service only.
 * Registered only when the users service runs as its own process, where only the shop's services
 * reach it: the gateway routes the public call prefixes alone, and /internal is none (as the
 * catalogue's GET /internal/suppliers/{id}). Embedded in the gateway, the orders service reads the
 * same directory in process.
 */
export const internalCompanyRoutes: FastifyPluginAsyncZod<{ directory: CompanyDirectory }> = async (
  app,
  { directory },
) => {
  app.get(
    '/internal/companies/:company_id/admins',
    { schema: { params: CompanyParamsSchema, response: { 200: CompanyAdminContactListSchema } } },
    async (request) => {
      const admins = await directory.admins(request.params.company_id);
      if (!admins) throw HttpError.notFound('company.error.no_company');
      return admins;
    },
  );

  app.get(
    '/internal/companies/:company_id/work-sites',
    { schema: { params: CompanyParamsSchema, response: { 200: WorkSiteListSchema } } },
    async (request) => {
      const sites = await directory.workSites(request.params.company_id);
      if (!sites) throw HttpError.notFound('company.error.no_company');
      return sites;
    },
  );
};
