import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A caller on this machine that no proxy forwarded: an operator's probe, a sidecar, a scrape on the
 * host. A reverse proxy on the same host connects from loopback too, but it adds X-Forwarded-For,
 * so what it forwards never counts as local.
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  return (
    loopback.has(request.ip) &&
    loopback.has(request.socket.remoteAddress ?? '') &&
    request.headers['x-forwarded-for'] === undefined
  );
}

const readiness = /^\/health\/[^/]+\/ready$/;
const metrics = /^\/metrics(\/|$)/;
/** A remote's server build (first-paint/remote-server-apps.ts), wherever the remote is served from. */
const remoteServerBuild = /^\/remotes\/(.+\/)?server(\/|$)/;

/**
 * The path as any router on the way reads it, and a little more: percent-escapes decoded, dot
 * segments resolved, runs of slashes and backslashes as one slash, a trailing slash dropped, lower
 * case. The gateway's router decodes `/%6detrics/orders` to its /metrics route, and a proxied
 * service decodes (its URL parser resolves `./`) the address the proxy passes on as it came, so the
 * guard matches every spelling, not only the one the routes are written in. Matching too much only
 * costs a 404 or a summary to an outside caller.
 */
export function canonicalPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '/';
  // Byte by byte: a malformed escape never throws, and the names matched are ASCII.
  const decoded = path.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const segments: string[] = [];
  for (const segment of decoded.toLowerCase().split(/[/\\]+/)) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/**
 * What every spelling of an internal endpoint's address carries: its name's letters in some case,
 * or a percent-escape that may spell them (slashes, backslashes and dot segments spell no letter).
 * The router reaches an internal route only through such an address too (it decodes escapes, and
 * changes no letter). Every other request (nearly all of them) is neither rewritten into its
 * canonical path nor asked for its route (Fastify builds the route's options anew at each asking).
 */
const mayBeInternal = /%|metrics|ready|server/i;

/** Which of /metrics/*, /health/<service>/ready or a remote's server build the request reaches, by route or path. */
function internalEndpoint(request: FastifyRequest): 'metrics' | 'readiness' | 'server-build' | null {
  if (!mayBeInternal.test(request.url)) return null;
  const route = request.routeOptions.url ?? '';
  const path = canonicalPath(request.url);
  if (metrics.test(route) || metrics.test(path)) return 'metrics';
  if (remoteServerBuild.test(path)) return 'server-build';
  if (readiness.test(route) || readiness.test(path)) return 'readiness';
  return null;
}

interface ReadinessAnswer {
  status: string;
  service: string;
  checks?: Record<string, { ok: boolean; detail: string }>;
}

/**
 * The operators' endpoints as the outside sees them through the gateway:
 * - /metrics/* (every service's counters, embedded or proxied) is answered to local callers only;
 *   anyone else gets the same 404 as for a path that does not exist;
 * - a remote's server build (/remotes/.../server/*, from a build folder, a release folder or the
 *   remote's own server) likewise: the gateway fetches it through its own routing as a local caller
 *   to render pages; it is not a file for browsers;
 * - /health/<service>/ready keeps its status (a load balancer needs 200/503) but only local callers
 *   get each check's detail: a broker's host and port, a database error, a backlog are no one
 *   else's business. The gateway asks itself as a local caller (embedded route or proxy alike)
 *   and passes on the answer without the details.
 * Register before the services and proxies, so the hook covers their routes. A callback hook: every
 * other request passes it without a promise (each costs the request-id context's hooks).
 */
export function guardInternalEndpoints(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const endpoint = internalEndpoint(request);
    if (endpoint === null || isLocalCaller(request)) return done();
    if (endpoint !== 'readiness') return answerNotFound(reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    answerReadinessSummary(app, request.url, reply).catch(done);
  });
}

/** The same 404 as for a path that does not exist. */
function answerNotFound(reply: FastifyReply): void {
  reply
    .code(404)
    .header('cache-control', 'no-store')
    .send({ statusCode: 404, error: 'Not Found', message: 'Not found' });
}

/** The readiness answer without its checks' details, for a caller that is not local. */
async function answerReadinessSummary(app: FastifyInstance, url: string, reply: FastifyReply): Promise<void> {
  const inner = await app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
  // A spelling the guard takes for a readiness address but no router does (`/health/x/ready/`).
  if (inner.statusCode === 404) return answerNotFound(reply);
  let summary: object;
  try {
    const answer = inner.json<ReadinessAnswer>();
    const checks = Object.fromEntries(
      Object.entries(answer.checks ?? {}).map(([name, check]) => [name, { ok: check.ok }]),
    );
    summary = { status: answer.status, service: answer.service, checks };
  } catch {
    summary = { status: inner.statusCode === 200 ? 'ready' : 'unavailable' };
  }
  // Sent as text: the route's response schema (which requires the details) must not serialize it.
  reply
    .code(inner.statusCode)
    .header('cache-control', 'no-store')
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(summary));
}
