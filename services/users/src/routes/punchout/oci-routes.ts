import { OciLoginSchema, type OciLogin } from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UsersContext } from '../../domain/context';
import { PunchoutLogins, punchoutRefused } from '../../punchout/punchout-logins';

/** Where the buyer lands once the purchasing system has logged them in: the shop's home page. */
export const punchoutStartPage = '/';

const started = {
  303: {
    description: 'The punch-out session is open (its session cookie is set): on to the shop.',
    headers: { location: { description: 'The shop\u2019s start page.' } },
  },
} as const;

/**
 * OCI 5.0 login (docs/procurement.md, "OCI"): SAP opens the shop in the buyer's browser with the
 * connection's USERNAME and PASSWORD and its HOOK_URL, as a GET or a form POST. The session shops as
 * the connection's member; HOOK_URL and ~TARGET stay with the session on the server, so the
 * transfer goes there and nowhere a later request names.
 */
export const ociRoutes: FastifyPluginAsyncZod<{ context: UsersContext }> = async (app, { context }) => {
  const logins = new PunchoutLogins(context);
  // SAP posts an HTML form; only this plugin's routes read one.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  async function login(fields: OciLogin, request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const connection = await logins.connection('oci', fields.USERNAME, fields.PASSWORD, request, reply);
    if (!connection) throw punchoutRefused();
    await logins.open(
      connection,
      { return_url: fields.HOOK_URL, target: fields['~TARGET'] || '_top', buyer_cookie: '', credentials: null },
      request,
      reply,
    );
    return reply.redirect(punchoutStartPage, 303);
  }

  app.get('/users/punchout/oci', { schema: { querystring: OciLoginSchema }, config: { rawAnswers: started } }, (r, a) =>
    login(r.query, r, a),
  );
  app.post('/users/punchout/oci', { schema: { body: OciLoginSchema }, config: { rawAnswers: started } }, (r, a) =>
    login(r.body, r, a),
  );
};
