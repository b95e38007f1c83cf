import { randomBytes, randomUUID } from 'node:crypto';
import { apiCalls, type WebhookEndpoint } from '@shop/contracts';
import { HttpError, outboundUrlRefusal, useZod, type WebhookAddressPolicy } from '@shop/service-kit';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CompanyDirectory } from '../shared/company-directory';
import type { StoredEndpoint, WebhookStore } from './webhook-store';

export interface WebhookRouteOptions {
  store: WebhookStore;
  /** Told when a delivery is queued again. */
  sender: { notify(): void };
  policy: WebhookAddressPolicy;
  /** Lets operators through only (service-kit's requireRole('operator')). */
  operatorsOnly: preHandlerAsyncHookHandler;
  /** The company accounts: an endpoint is made for a company that exists. */
  companies?: CompanyDirectory;
  now?: () => Date;
}

/** A signing secret: 32 random bytes, prefixed so that a leaked one is recognised for what it is. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const view = ({ secret: _secret, ...endpoint }: StoredEndpoint): WebhookEndpoint => endpoint;

/** How many of a company's deliveries the log shows. */
const logLength = 200;

/**
 * A company's webhook endpoints and their delivery log (docs/procurement.md, "Webhooks"), operators
 * only: list, add (the secret answered once), change, rotate the secret (answered once), and send
 * a failed or dead delivery again.
 */
export const webhookRoutes: FastifyPluginAsyncZod<WebhookRouteOptions> = async (app, opts) => {
  useZod(app);
  const { list, create, change, rotate, resend } = apiCalls.webhooks;
  const now = opts.now ?? (() => new Date());
  // Before validation: a stranger learns who may call, not what the calls take.
  app.addHook('preValidation', opts.operatorsOnly);

  function checkUrl(url: string | undefined) {
    const refusal = url === undefined ? null : outboundUrlRefusal(url, opts.policy);
    if (refusal) throw HttpError.badRequest('url', `webhooks.url_${refusal}`);
  }

  async function endpointOr404(id: string) {
    const endpoint = await opts.store.endpoint(id);
    if (!endpoint) throw HttpError.notFound();
    return endpoint;
  }

  app.get(
    list.path,
    {
      schema: {
        summary: 'A company’s webhook endpoints and its delivery log, newest first (operators only)',
        querystring: list.query,
        response: { 200: list.response },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { company } = request.query;
      const [endpoints, deliveries] = await Promise.all([
        opts.store.endpointsOf(company),
        opts.store.deliveriesOf(company, logLength),
      ]);
      return { endpoints: endpoints.map(view), deliveries };
    },
  );

  app.post(
    create.path,
    {
      schema: {
        summary: 'Add a webhook endpoint to a company; its signing secret is answered this once (operators only)',
        body: create.body,
        response: { 200: create.response },
      },
    },
    async (request, reply) => {
      checkUrl(request.body.url);
      if (opts.companies && (await opts.companies.admins(request.body.company_id)).length === 0)
        throw HttpError.badRequest('company_id', 'webhooks.company_unknown');
      const at = now().toISOString();
      const endpoint: StoredEndpoint = {
        id: randomUUID(),
        ...request.body,
        created_at: at,
        updated_at: at,
        secret_rotated_at: at,
        secret: newSecret(),
      };
      await opts.store.createEndpoint(endpoint);
      void reply.header('cache-control', 'no-store');
      return { endpoint: view(endpoint), secret: endpoint.secret };
    },
  );

  app.patch(
    change.path,
    {
      schema: {
        summary: 'Change a webhook endpoint: its URL, events, description, or switch it off and on (operators only)',
        params: change.params,
        body: change.body,
        response: { 200: change.response },
      },
    },
    async (request) => {
      checkUrl(request.body.url);
      const changed = await opts.store.changeEndpoint(request.params.id, {
        ...request.body,
        updated_at: now().toISOString(),
      });
      if (!changed) throw HttpError.notFound();
      return view(changed);
    },
  );

  app.post(
    rotate.path,
    {
      schema: {
        summary:
          'A new signing secret for a webhook endpoint, answered this once; the old one signs no more (operators only)',
        params: rotate.params,
        response: { 200: rotate.response },
      },
    },
    async (request, reply) => {
      await endpointOr404(request.params.id);
      const at = now().toISOString();
      const secret = newSecret();
      const rotated = await opts.store.changeEndpoint(request.params.id, {
        secret,
        secret_rotated_at: at,
        updated_at: at,
      });
      void reply.header('cache-control', 'no-store');
      return { endpoint: view(rotated!), secret };
    },
  );

  app.post(
    resend.path,
    {
      schema: {
        summary: 'Send a failed or dead webhook delivery again, under its own id (operators only)',
        params: resend.params,
        response: { 200: resend.response },
      },
    },
    async (request) => {
      const resent = await opts.store.resend(request.params.id, now());
      if (!resent) {
        if (await opts.store.delivery(request.params.id))
          throw new HttpError(409, 'CONFLICT', 'webhooks.resend_not_failed');
        throw HttpError.notFound();
      }
      opts.sender.notify();
      return resent;
    },
  );
};
