import { apiPath, callPathOf, isApiUrl, isCallPath, isPagePath, isServiceFilePath } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * createServer's rewriteUrl: a call under /api reaches its route at the service's own path, so
 * embedded plugins and the proxies to the services route it unchanged. Anything else is left alone.
 */
export const stripApiPrefix = (url: string): string => callPathOf(url) ?? url;

const pathOf = (url: string) => url.split('?')[0] ?? '/';

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/** An old client of a call path that a page shares says so: JSON, and no HTML. */
const asksForJson = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
};

export const isApiRequest = (request: FastifyRequest): boolean => isApiUrl(request.originalUrl);

/** Whether a path is a page a remote declares, as the gateway last read the declarations (frontend.ts). */
export type IsRemotePagePath = (path: string) => boolean;

/**
 * Whether the shell answers: every read of a page path, whatever it accepts (curl, link previews,
 * crawlers), except where an old call path shares the page's address and the client asks for JSON.
 */
export function answersWithPage(request: FastifyRequest, isRemotePagePath: IsRemotePagePath = () => false): boolean {
  if (!isRead(request) || isApiRequest(request)) return false;
  const path = pathOf(request.url);
  return (isPagePath(path) || isRemotePagePath(path)) && !(isCallPath(path) && asksForJson(request));
}

/**
 * Whether a read may be a page a remote declares (remote-pages.ts), which only the remotes'
 * declarations can tell: not a call, not a file (a remote's, the shell's, robots.txt: a dot in its
 * last segment), and not the shell's own pages (answersWithPage).
 */
export function mayBeRemotePage(request: FastifyRequest): boolean {
  if (!isRead(request) || isApiRequest(request)) return false;
  const path = pathOf(request.url);
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.') && !path.startsWith('/remotes/') && !(isCallPath(path) && asksForJson(request));
}

/** A call at its address from before /api (pictures excepted: they are files and stay where they are). */
const isLegacyCall = (request: FastifyRequest) =>
  !isApiRequest(request) && isCallPath(request.url) && !isServiceFilePath(request.url);

const withAccept = (vary: unknown) => (typeof vary === 'string' && vary !== '' ? `${vary}, Accept` : 'Accept');

/**
 * Old call paths answer for one release more (docs/architecture.md, "Routes"): the previous
 * release of a remote that a rollback brings back, Stripe's webhook until its URL is changed,
 * calls from open tabs. Each such answer says it is deprecated and names its successor under /api.
 * Where a page shares the address (/faq), the answer depends on Accept, so caches must know.
 */
export function markLegacyCalls(app: FastifyInstance, isRemotePagePath: IsRemotePagePath): void {
  // A callback hook: it does no I/O, and every promise of a request costs the request-id context's hooks.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isLegacyCall(request)) return done(null, payload);
    const path = pathOf(request.url);
    if (isPagePath(path) || isRemotePagePath(path)) reply.header('vary', withAccept(reply.getHeader('vary')));
    if (!answersWithPage(request, isRemotePagePath)) {
      // Who still calls the old addresses: the removal waits until nobody does.
      request.log.info({ url: request.url }, 'deprecated call path');
      reply.header('deprecation', 'true');
      reply.header('link', `<${apiPath(request.url)}>; rel="successor-version"`);
    }
    done(null, payload);
  });
}
