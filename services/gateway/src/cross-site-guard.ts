import { isCredentialCookie } from '@shop/contracts';
import { HttpError, type PublicOrigins } from '@shop/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the Cookie header holds any cookie that makes the call its buyer's (contracts: isCredentialCookie). */
function carriesCredentials(cookie: string | undefined): boolean {
  if (!cookie) return false;
  return cookie.split(';').some((part) => isCredentialCookie(part.split('=', 1)[0]!.trim()));
}

const isWebSocket = (request: FastifyRequest) => request.headers.upgrade?.toLowerCase() === 'websocket';

/**
 * Whether another site's page sent this: an Origin that is not one of the shop's, or the browser's
 * own Sec-Fetch-Site saying so (same-origin, same-site and none, a typed address, pass). Either
 * header is the browser's, no page can forge it; a client without either is no browser page.
 */
function fromAnotherSite(request: FastifyRequest, origins: PublicOrigins): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined && !(origin !== 'null' && originIsOwn(origin, origins))) return true;
  return request.headers['sec-fetch-site'] === 'cross-site';
}

function originIsOwn(origin: string, origins: PublicOrigins): boolean {
  try {
    return origins.includes(origin);
  } catch {
    return false;
  }
}

/**
 * Another site's page cannot act as the buyer: a change (any method but GET, HEAD and OPTIONS)
 * that carries the buyer's cookies, and every live-channel websocket, is refused with 403 in the
 * buyer's language when it comes from another site. SameSite=Lax alone let a cross-site `fetch`
 * with a text/plain body through from a same-site page, and let any site open the websocket.
 * Calls without the buyer's cookies (the payment provider's webhook, the services' own calls, a
 * supplier's link) pass. Every call of the shop passes the gateway, embedded or proxied, and so
 * does the websocket's upgrade (both dispatch it through the router): this one hook covers them.
 * A callback hook: it does no I/O (see security-headers.ts).
 */
export function guardCrossSiteChanges(app: FastifyInstance, origins: PublicOrigins): void {
  app.addHook('onRequest', (request, reply, done) => {
    const upgrade = isWebSocket(request);
    const guarded = upgrade || (!safeMethods.has(request.method) && carriesCredentials(request.headers.cookie));
    if (!guarded || !fromAnotherSite(request, origins)) return done();
    // A refused upgrade's socket serves nothing more: closed after the answer, not left to the client.
    if (upgrade) reply.header('connection', 'close');
    done(new HttpError(403, 'CROSS_SITE', 'error.cross_site'));
  });
}
