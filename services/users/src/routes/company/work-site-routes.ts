import { randomUUID } from 'node:crypto';
import {
  AuthAnswerSchema,
  companyAnswers,
  WorkSiteBodySchema,
  WorkSiteListSchema,
  WorkSiteParamsSchema,
  WorkSiteSchema,
  type WorkSite,
} from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireMember } from '../../companies/company-access';
import type { UsersContext } from '../../domain/context';
import type { StoredWorkSite } from '../../ports/company-store';

const workSiteOf = ({ company_id: _company, ...site }: StoredWorkSite): WorkSite => site;

const siteNotFound = () => HttpError.notFound('company.error.site_not_found');

/** The company's work sites (saved delivery addresses with a site contact): members read, admins change. */
export const workSiteRoutes: FastifyPluginAsyncZod<{ context: UsersContext }> = async (app, { context }) => {
  const { companies } = context;

  app.get(
    '/users/company/work-sites',
    { schema: { response: { 200: WorkSiteListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { company } = await requireMember(context, request);
      return (await companies.workSites(company.company_id)).map(workSiteOf);
    },
  );

  app.post(
    '/users/company/work-sites',
    { schema: { body: WorkSiteBodySchema, response: { 200: WorkSiteSchema } } },
    async (request) => {
      const { company } = await requireAdmin(context, request);
      const site: WorkSite = { site_id: randomUUID(), ...request.body };
      await companies.addWorkSite({ ...site, company_id: company.company_id });
      return site;
    },
  );

  app.patch(
    '/users/company/work-sites/:site_id',
    { schema: { params: WorkSiteParamsSchema, body: WorkSiteBodySchema, response: { 200: WorkSiteSchema } } },
    async (request) => {
      const { company } = await requireAdmin(context, request);
      const changed = await companies.updateWorkSite(company.company_id, {
        site_id: request.params.site_id,
        ...request.body,
      });
      if (!changed) throw siteNotFound();
      return workSiteOf(changed);
    },
  );

  app.delete(
    '/users/company/work-sites/:site_id',
    { schema: { params: WorkSiteParamsSchema, response: { 200: AuthAnswerSchema } } },
    async (request) => {
      const { company } = await requireAdmin(context, request);
      if (!(await companies.removeWorkSite(company.company_id, request.params.site_id))) throw siteNotFound();
      return companyAnswers.workSiteRemoved;
    },
  );
};
