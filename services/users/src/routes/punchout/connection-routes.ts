import {
  CompanyParamsSchema,
  PunchoutConnectionBodySchema,
  PunchoutConnectionSchema,
  type PunchoutConnection,
  type PunchoutConnectionBody,
} from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
 * credentials a company's purchasing system sends and which member its sessions shop as. Operators
 * only, checked before the body is read. Secrets are stored as scrypt hashes and never answered.
 */
export const punchoutConnectionRoutes: FastifyPluginAsyncZod<{ context: UsersContext }> = async (app, { context }) => {
  const { companies, punchout, passwords, now } = context;
  app.addHook('preValidation', async (request) => {
    await requireOperator(context, request);
  });

  app.get(
    '/users/backoffice/companies/:company_id/punchout',
    { schema: { params: CompanyParamsSchema, response: { 200: z.array(PunchoutConnectionSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await punchout.connections(request.params.company_id)).map(publicConnection);
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
      const secret = body.protocol === 'oci' ? body.password : body.shared_secret;
      const saved = await punchout.saveConnection({
        connection_id: randomUUID(),
        company_id: body.company_id,
        userid: body.userid,
        protocol: body.protocol,
        login: punchoutLoginOf(body),
        secret_hash: await passwords.hash(secret),
        created_at: now().toISOString(),
      });
      return publicConnection(saved);
    },
  );
};
