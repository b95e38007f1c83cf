import {
  cxmlCredentialHeaders,
  CxmlMemberSchema,
  internalCxmlMemberPath,
  punchoutCredentialMaxLength,
} from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CxmlMembers } from '../../punchout/cxml-members';

/** Each header percent-encoded by the caller (a header carries no more than Latin-1). */
const encoded = z
  .string()
  .min(1)
  .max(3 * punchoutCredentialMaxLength)
  .transform((value, ctx) => {
    try {
      return decodeURIComponent(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
      return z.NEVER;
    }
  });
const credentialHeaders = z.object({
  [cxmlCredentialHeaders.domain]: encoded,
  [cxmlCredentialHeaders.identity]: encoded,
  [cxmlCredentialHeaders.sharedSecret]: encoded,
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
