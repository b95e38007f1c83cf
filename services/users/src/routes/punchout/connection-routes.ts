import {
  CompanyMemberListSchema,
  CompanyParamsSchema,
  PunchoutConnectionBodySchema,
  PunchoutConnectionListSchema,
  PunchoutConnectionParamsSchema,
  PunchoutConnectionSchema,
  type PunchoutConnection,
  type PunchoutConnectionBody,
} from '@shop/contracts';
import { HttpError, outboundUrlRefusal } from '@shop/service-kit';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shownMember } from '../../companies/shown-member';
import { requireOperator } from '../../companies/company-access';
import type { UsersContext } from '../../domain/context';
import type { StoredPunchoutConnection } from '../../ports/punchout-store';

/** The login a purchasing system's credentials are looked up by (cXML domains are case-insensitive). */
export const punchoutLoginOf = (body: PunchoutConnectionBody): string =>
  body.protocol === 'oci' ? body.username : `${body.domain.toLowerCase()}:${body.identity}`;

const publicConnection = ({ secret_hash: _secret, ...connection }: StoredPunchoutConnection): PunchoutConnection =>
  connection;

/**
 * The back office's punch-out connections (docs/procurement.md): an operator sets which
 * credentials a company's purchasing system sends and which member its sessions shop as, and revokes
 * them. Operators only, checked before the body is read. Secrets are stored as scrypt hashes and never
 * answered.
 */
export const punchoutConnectionRoutes: FastifyPluginAsyncZod<{ context: UsersContext }> = async (app, { context }) => {
  const { companies, punchout, passwords, now, store } = context;
  app.addHook('preValidation', async (request) => {
    await requireOperator(context, request);
  });

  app.get(
    '/users/backoffice/companies/:company_id/punchout',
    { schema: { params: CompanyParamsSchema, response: { 200: PunchoutConnectionListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await punchout.connections(request.params.company_id)).map(publicConnection);
    },
  );

  // Whom a connection may shop as: the form's choice of member.
  app.get(
    '/users/backoffice/companies/:company_id/members',
    { schema: { params: CompanyParamsSchema, response: { 200: CompanyMemberListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const members = await companies.members(request.params.company_id);
      return Promise.all(members.map((member) => shownMember(store, member)));
    },
  );

  app.delete(
    '/users/backoffice/companies/:company_id/punchout/:connection_id',
    { schema: { params: PunchoutConnectionParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { company_id, connection_id } = request.params;
      const sessions = await punchout.deleteConnection(company_id, connection_id);
      if (!sessions) throw HttpError.notFound('punchout.error.connection_not_found');
      // A revoked purchasing system keeps no way in: the sessions it opened end with it.
      await Promise.all(sessions.map((sessionId) => store.deleteSession(sessionId)));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/users/backoffice/punchout',
    { schema: { body: PunchoutConnectionBodySchema, response: { 200: PunchoutConnectionSchema } } },
    async (request) => {
      const body = request.body;
      const membership = await companies.membershipOf(body.userid);
      // The session shops as this member: with the company's prices and rules, so only one of its own.
      if (membership?.company.company_id !== body.company_id)
        throw HttpError.badRequest('userid', 'punchout.error.not_a_member');
      const statusUrl = body.protocol === 'cxml' ? (body.status_url ?? null) : null;
      // The shop will post to it: judged as a webhook's address is (SSRF), again at each delivery.
      const refusal = statusUrl === null ? null : outboundUrlRefusal(statusUrl, context.outbound);
      if (refusal) throw HttpError.badRequest('status_url', `punchout.error.status_url_${refusal}`);
      const secret = body.protocol === 'oci' ? body.password : body.shared_secret;
      const saved = await punchout.saveConnection({
        connection_id: randomUUID(),
        company_id: body.company_id,
        userid: body.userid,
        protocol: body.protocol,
        login: punchoutLoginOf(body),
        secret_hash: await passwords.hash(secret),
        status_url: statusUrl,
        created_at: now().toISOString(),
      });
      return publicConnection(saved);
    },
  );
};
