import {
  AuthAnswerSchema,
  companyAnswers,
  companyErrorCodes,
  CompanyMemberListSchema,
  CompanyMemberSchema,
  MemberParamsSchema,
  MemberUpdateBodySchema,
} from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../companies/company-access';
import { shownMember } from '../../companies/shown-member';
import type { UsersContext } from '../../domain/context';
import type { MemberRefusal, StoredMember } from '../../ports/company-store';

const refused = (refusal: MemberRefusal) =>
  refusal === 'last_admin'
    ? new HttpError(409, companyErrorCodes.lastAdmin, 'company.error.last_admin')
    : HttpError.notFound('company.error.member_not_found');

/** Members of the admin's company: list, role and order limit, removal (which ends their sessions). */
export const memberRoutes: FastifyPluginAsyncZod<{ context: UsersContext }> = async (app, { context }) => {
  const { companies, store } = context;

  const shown = (member: StoredMember) => shownMember(store, member);

  app.get(
    '/users/company/members',
    { schema: { response: { 200: CompanyMemberListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { company } = await requireAdmin(context, request);
      return Promise.all((await companies.members(company.company_id)).map(shown));
    },
  );

  app.patch(
    '/users/company/members/:userid',
    { schema: { params: MemberParamsSchema, body: MemberUpdateBodySchema, response: { 200: CompanyMemberSchema } } },
    async (request) => {
      const { company } = await requireAdmin(context, request);
      const changed = await companies.updateMember(company.company_id, request.params.userid, request.body);
      if (typeof changed === 'string') throw refused(changed);
      return shown(changed);
    },
  );

  app.delete(
    '/users/company/members/:userid',
    { schema: { params: MemberParamsSchema, response: { 200: AuthAnswerSchema } } },
    async (request) => {
      const { company } = await requireAdmin(context, request);
      const removed = await companies.removeMember(company.company_id, request.params.userid);
      if (removed !== 'removed') throw refused(removed);
      // Whoever held a session of the removed user held it as the company's buyer: it ends now,
      // so no open browser keeps buying for the company (GET /users/current refuses it at once).
      await store.deleteSessionsOf(request.params.userid);
      return companyAnswers.memberRemoved;
    },
  );
};
