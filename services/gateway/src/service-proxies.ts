import { serviceNames, servicePrefixes } from '@shop/contracts';
import { HttpError, requestIdHeader } from '@shop/service-kit';
import { ReplicaPool } from '@shop/service-kit/replica-pool';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerBase, RequestGenericInterface } from 'fastify';
import type { GatewayConfig } from './config';
import { registerProxy } from './raw-proxy';

/**
 * The buyer's address travels to the service (rate limits per address); services trust it only
 * from the gateway (TRUST_PROXY = the gateway's address). The gateway sends only the address it
 * settled on (request.ip: its own TRUST_PROXY has already weighed what its load balancer and the
 * client said), never the client's X-Forwarded-For list, so a service needs to trust one hop.
 */
function forwardedHeaders(
  request: FastifyRequest<RequestGenericInterface, RawServerBase>,
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  return {
    ...headers,
    'x-forwarded-for': request.ip,
    'x-forwarded-host': request.headers.host ?? '',
    'x-forwarded-proto': request.protocol,
    // The gateway's id, never the client's: the service logs the request under the same id.
    [requestIdHeader]: request.id,
  };
}

/**
 * The same for the websocket to the live cart channel (/ws/{uuid}): the proxy opens it with headers
 * of its own, by default only the cookie, so the orders service counted every buyer's connection
 * attempts and open sockets (120 a minute, 50 at once per address) as the gateway's, and one client
 * could use up the channel for everyone. The cookie still goes along (cart access).
 */
function forwardedWebSocketHeaders(
  headers: IncomingHttpHeaders,
  request: FastifyRequest<RequestGenericInterface, RawServerBase>,
): IncomingHttpHeaders {
  const cookie = request.headers.cookie;
  return forwardedHeaders(request, cookie === undefined ? headers : { ...headers, cookie });
}

/** The proxy's client options for a websocket, with the rewrite its types leave out (its README, `wsClientOptions`). */
const wsClientOptions = { headers: {}, rewriteRequestHeaders: forwardedWebSocketHeaders };

/** How long a buyer's page or client should wait before asking a service that is down again. */
export const retryAfterSeconds = 30;

/**
 * A service that cannot be reached (refused, reset, timed out) is a 503 in the buyer's language with
 * Retry-After, not the 500 of a bug: the rest of the shop still works and trying again may too.
 */
function answerUnreachable(reply: FastifyReply<RequestGenericInterface, RawServerBase>, { error }: { error: Error }) {
  reply.log.warn({ err: error }, 'service unreachable');
  void reply.header('retry-after', String(retryAfterSeconds)).send(HttpError.unavailable());
}

/**
 * Production mode: each call path of SPEC section 7 goes to the service that owns it, unchanged:
 * a call under /api arrives here with the prefix already stripped (createServer's rewriteUrl).
 */
export async function registerServiceProxies(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  for (const name of serviceNames) {
    const target = config.services[name];
    if (target.mode !== 'proxy') continue;
    // One pool of connections per service, shared by its prefixes, taking its replicas in turn.
    const replicas = new ReplicaPool(target.replicas);
    app.addHook('onClose', () => replicas.destroy());
    const upstream = replicas.origins[0]!;
    for (const prefix of servicePrefixes[name]) {
      const websocket = prefix === '/ws';
      await registerProxy(app, {
        // A websocket is opened to one replica, chosen in turn (the proxy asks getUpstream when upstream is empty).
        upstream: websocket ? '' : upstream,
        prefix,
        rewritePrefix: prefix,
        websocket,
        ...(websocket ? { wsClientOptions } : {}),
        http2: false,
        undici: replicas,
        replyOptions: {
          rewriteRequestHeaders: forwardedHeaders,
          onError: answerUnreachable,
          ...(websocket ? { getUpstream: () => replicas.pick() ?? upstream } : {}),
        },
      });
    }
    // Health of a proxied service is asked of the service itself (of one of its replicas).
    await registerProxy(app, {
      upstream,
      prefix: `/health/${name}`,
      rewritePrefix: `/health/${name}`,
      undici: replicas,
      replyOptions: { onError: answerUnreachable },
    });
  }
}
