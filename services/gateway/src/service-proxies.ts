import proxy from '@fastify/http-proxy';
import { serviceNames, servicePrefixes } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config';

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
      });
    }
    // Health of a proxied service is asked of the service itself.
    await app.register(proxy, { upstream: target.url, prefix: `/health/${name}`, rewritePrefix: `/health/${name}` });
  }
}
