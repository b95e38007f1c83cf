import { createHash, randomBytes } from 'node:crypto';
import { apiPath, authErrorCodes } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import { cxmlDocument, cxmlStatusResponse, CxmlUnreadable, newPayloadId } from '@shop/service-kit/cxml';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UsersContext } from '../../domain/context';
import { readCxmlSetup } from '../../punchout/cxml-setup';
import { PunchoutLogins } from '../../punchout/punchout-logins';
import { punchoutStartPage } from './oci-routes';

/** A start link is opened by the buyer's browser right after the setup: minutes, not hours. */
export const startLinkLifetimeMs = 5 * 60 * 1000;
/** A setup request is a few KB; cXML answers a larger one as unreadable rather than parse it. */
const setupBodyLimit = 64 * 1024;

// Every cXML answer is HTTP 200, its outcome in its Status as cXML has it: 200 with the
// PunchOutSetupResponse, 400 for a document that could not be read, 401 for credentials that open
// no connection. What is no cXML answer (429 of the login throttle, 413) is the shop's error body.
const setupAnswers = {
  200: {
    description:
      'cXML Response: Status 200 with the PunchOutSetupResponse and its one-time StartPage URL; Status 400 ' +
      'for a document that could not be read; Status 401 for credentials that open no connection.',
    contentType: 'text/xml',
  },
} as const;
const started = {
  303: {
    description: 'The punch-out session is open (its session cookie is set): on to the shop.',
    headers: { location: { description: 'The shop\u2019s start page.' } },
  },
} as const;

/** The same answer for a used, expired and unknown link: none tells which. */
const invalidLink = () => new HttpError(400, authErrorCodes.invalidLink, 'account.error.magic_link_invalid');

/** The document as it came; read by readCxmlSetup, which refuses what is no setup request. */
const setupBody = z.string().meta({
  examples: [
    '<?xml version="1.0" encoding="UTF-8"?>' +
      '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">' +
      '<cXML payloadID="1764489600000.1@buyer.example" timestamp="2026-11-30T08:00:00Z" xml:lang="en-US">' +
      '<Header><From><Credential domain="NetworkID"><Identity>AN01000000001</Identity></Credential></From>' +
      '<To><Credential domain="DUNS"><Identity>nordbau</Identity></Credential></To>' +
      '<Sender><Credential domain="NetworkID"><Identity>AN01000000001</Identity>' +
      '<SharedSecret>a-long-random-secret-2026</SharedSecret></Credential><UserAgent>Coupa</UserAgent></Sender>' +
      '</Header><Request><PunchOutSetupRequest operation="create"><BuyerCookie>1CX3L4843PPZO</BuyerCookie>' +
      '<BrowserFormPost><URL>https://buyer.example/punchout/return</URL></BrowserFormPost>' +
      '</PunchOutSetupRequest></Request></cXML>',
  ],
});

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * cXML 1.2 punch-out setup (docs/procurement.md, "cXML"): the buyer's system posts a
 * PunchOutSetupRequest with its credentials and is answered a one-time StartPage URL, which opens
 * the member's session in the buyer's browser. BrowserFormPost, BuyerCookie and the header's
 * credentials stay with the session on the server.
 */
export const cxmlRoutes: FastifyPluginAsyncZod<{ context: UsersContext }> = async (app, { context }) => {
  const { punchout, now, origins } = context;
  const logins = new PunchoutLogins(context);
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  /** The shop's own origin the request came to, when it is one of them; else the primary one. */
  const shopOrigin = (request: FastifyRequest) => {
    const asked = `${request.protocol}://${request.host}`;
    return origins.includes(asked) ? asked : origins.primary;
  };
  /** The header fields of the shop's cXML answers: a fresh payloadID on the shop's host, now, English. */
  const meta = (origin: string) => ({
    payloadId: newPayloadId(new URL(origin).hostname, now()),
    timestamp: now(),
    lang: 'en',
  });
  const send = (reply: FastifyReply, xml: string) =>
    reply.type('text/xml; charset=utf-8').header('cache-control', 'no-store').send(xml);
  /** A refusal as cXML has it: its Status, the reason as the Status's text for the buyer's integrator. */
  const refuse = (reply: FastifyReply, request: FastifyRequest, code: 400 | 401, reason: string) =>
    send(
      reply,
      cxmlStatusResponse(meta(shopOrigin(request)), code, code === 400 ? 'Bad Request' : 'Unauthorized', reason),
    );

  app.post(
    '/users/punchout/cxml/setup',
    { bodyLimit: setupBodyLimit, schema: { body: setupBody }, config: { rawAnswers: setupAnswers } },
    async (request, reply) => {
      let setup;
      try {
        setup = readCxmlSetup(request.body);
      } catch (error) {
        if (error instanceof CxmlUnreadable) return refuse(reply, request, 400, error.message);
        throw error;
      }
      if ('unreadable' in setup) return refuse(reply, request, 400, setup.unreadable);
      const login = `${setup.from.domain.toLowerCase()}:${setup.from.identity}`;
      const connection = await logins.connection('cxml', login, setup.sharedSecret, request, reply);
      if (!connection) return refuse(reply, request, 401, 'these credentials open no punch-out connection');
      const token = randomBytes(32).toString('base64url');
      await punchout.createStartLink({
        token_hash: hashOf(token),
        connection_id: connection.connection_id,
        return_url: setup.browserFormPost,
        buyer_cookie: setup.buyerCookie,
        credentials: { buyer: setup.from, supplier: setup.to },
        expires_at: new Date(now().getTime() + startLinkLifetimeMs).toISOString(),
      });
      const origin = shopOrigin(request);
      const startPage = `${origin}${apiPath('/users/punchout/cxml/start')}?token=${token}`;
      const xml = cxmlDocument(meta(origin), (root) => {
        const response = root.ele('Response');
        response.ele('Status', { code: '200', text: 'OK' });
        response.ele('PunchOutSetupResponse').ele('StartPage').ele('URL').txt(startPage);
      });
      return send(reply, xml);
    },
  );

  app.get(
    '/users/punchout/cxml/start',
    {
      schema: { querystring: z.object({ token: z.string().min(1).max(100) }) },
      config: { rawAnswers: started },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const link = await punchout.useStartLink(hashOf(request.query.token), now());
      if (!link) throw invalidLink();
      const connection = await punchout.connectionById(link.connection_id);
      if (!connection) throw invalidLink();
      await logins.open(
        connection,
        { return_url: link.return_url, target: '_top', buyer_cookie: link.buyer_cookie, credentials: link.credentials },
        request,
        reply,
      );
      return reply.redirect(punchoutStartPage, 303);
    },
  );
};
