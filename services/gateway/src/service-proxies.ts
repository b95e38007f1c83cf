import proxy from '@fastify/http-proxy';
import { serviceNames, servicePrefixes } from '@shop/contracts';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest, RawServerBase, RequestGenericInterface } from 'fastify';
import type { GatewayConfig } from './config';

/**
 * The buyer's address and the public host travel to the service (rate limits per address, links
 * to the public origin); services trust these headers only from the gateway (TRUST_PROXY).
 */
function forwardedHeaders(request: FastifyRequest<RequestGenericInterface, RawServerBase>, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const previous = request.headers['x-forwarded-for'];
  return {
    ...headers,
    'x-forwarded-for': previous ? `${String(previous)}, ${request.ip}` : request.ip,
    'x-forwarded-host': request.headers.host ?? '',
    'x-forwarded-proto': request.protocol,
  };
}

/** Production mode: each call path of SPEC section 7 goes to the service that owns it, unchanged. */
export async function registerServiceProxies(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  for (const name of serviceNames) {
    const target = config.services[name];
    if (target.mode !== 'proxy') continue;
    for (const prefix of servicePrefixes[name]) {
      await app.register(proxy, {
        upstream: target.url,
        prefix,
        rewritePrefix: prefix,
        websocket: prefix === '/ws',
        http2: false,
        replyOptions: { rewriteRequestHeaders: forwardedHeaders },
      });
    }
    // Health of a proxied service is asked of the service itself.
    await app.register(proxy, { upstream: target.url, prefix: `/health/${name}`, rewritePrefix: `/health/${name}` });
  }
}
