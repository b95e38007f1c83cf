import { cxmlCredentialHeaders, CxmlMemberSchema, internalCxmlMemberPath } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CxmlMembers } from '../../punchout/cxml-members';

const credentialHeaders = z.object({
  [cxmlCredentialHeaders.domain]: z.string().min(1).max(200),
  [cxmlCredentialHeaders.identity]: z.string().min(1).max(200),
  [cxmlCredentialHeaders.sharedSecret]: z.string().min(1).max(200),
});

/**
 * GET /internal/punchout/cxml/member: for the orders service only, which reads a cXML
 * OrderRequest's credential with it (docs/procurement.md). Registered only when the users service
 * runs as its own process, as the internal company calls are (internal-company-routes.ts).
 */
export const internalCxmlRoutes: FastifyPluginAsyncZod<{ members: CxmlMembers }> = async (app, { members }) => {
  app.get(
    internalCxmlMemberPath,
    { schema: { headers: credentialHeaders, response: { 200: CxmlMemberSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const member = await members.member({
        domain: request.headers[cxmlCredentialHeaders.domain],
        identity: request.headers[cxmlCredentialHeaders.identity],
        sharedSecret: request.headers[cxmlCredentialHeaders.sharedSecret],
      });
      if (!member) throw HttpError.unauthorized();
      return member;
    },
  );
};
