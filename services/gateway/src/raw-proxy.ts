import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

/** The proxy's options, its websocket variants included. */
type ProxyOptions = Parameters<typeof proxy>[1];

/**
 * @fastify/http-proxy passes bodies through unparsed with a JSON parser of its own, which Fastify
 * refuses next to the gateway's (createServer's JSON parser with a nesting limit). In a scope of
 * its own the proxy drops the inherited parser; the service behind it parses (and limits) the
 * body itself, and the gateway's body limit still applies on the way.
 */
export async function registerProxy(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    await scope.register(proxy, options);
  });
}
