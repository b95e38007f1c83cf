import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { translate } from '@shop/i18n';
import { z } from 'zod';
import { ConfigRefusal, parseAll, parseEnv, refusedVariable, type Env } from './config/parse-env';
import { registerCacheDefault } from './http/cache-default';
import { errorHandlerPlugin, type ErrorHandlerOptions } from './http/error-handler';
import { jsonNestingDepthExceeds, maxJsonNesting } from './http/json-body';
import { HttpError } from './http/http-error';
import { defaultListenHost } from './http/public-origins';
import { requestLocale } from './http/locale';
import { loggerOptions } from './http/log-redaction';
import { registerRequestIds, requestIdGenerator } from './http/request-id';
import { registerHttpMetrics } from './metrics/http-metrics';
import { defaultMetrics, type MetricsRegistry } from './metrics/registry';
import { describeRoutes, openApiRoute } from './openapi/describe-routes';
import type { OpenApiDocument } from './openapi/openapi-types';
import { logDestination, routeProcessOutput, writeFatalLine } from './process-log';
import { envShutdownGraceMs, listenUntilSignalled } from './shutdown';

export interface ServerOptions extends ErrorHandlerOptions {
  logger?: boolean;
  /**
   * Maps a request's URL before routing (the gateway strips /api from calls). Hooks and routes see
   * the new URL as `request.url`, the one asked for as `request.originalUrl`.
   */
  rewriteUrl?: (url: string) => string;
  /** LOG_LEVEL of the process (pino's levels); `info` when not given. */
  logLevel?: string;
  /** TRUST_PROXY of the process (see `trustProxyFrom`); no proxy is trusted when not given. */
  trustProxy?: string;
  /** A service behind the gateway continues the X-Request-Id it is sent; the gateway makes its own. */
  continueRequestIds?: boolean;
  /** Describes the calls registered on this instance as OpenAPI (`app.swagger()`), under this title. */
  describe?: OpenApiDocument['info'];
  /** Where the request counters and latencies are kept; the process's registry when not given. */
  metrics?: MetricsRegistry;
}

/**
 * Bodies of the shop's calls are small forms and cart changes; a route that takes more says so
 * with its own `bodyLimit`. Anything beyond is refused (413) before it is read into memory.
 */
export const defaultBodyLimit = 64 * 1024;

/**
 * A Fastify instance as every service and the gateway want it: sane timeouts, a body limit,
 * a JSON parser with a nesting limit, the shared error handler, and JSON logs unless told otherwise.
 */
export async function createServer({
  logger = true,
  onNotFound,
  rewriteUrl,
  logLevel = 'info',
  trustProxy,
  continueRequestIds = false,
  describe,
  metrics = defaultMetrics,
}: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    genReqId: requestIdGenerator(continueRequestIds),
    rewriteUrl: rewriteUrl && ((request: IncomingMessage) => rewriteUrl(request.url ?? '/')),
    // Tokens in query strings, cookies, Authorization headers and passwords never reach a log line.
    logger: logger ? { ...loggerOptions(logLevel), stream: logDestination() } : false,
    bodyLimit: defaultBodyLimit,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    // A stopping service still answers what reaches it on a connection that is open (with
    // Connection: close, so no more comes that way) rather than a bare 503: the gateway sends new
    // requests to another replica once this one refuses connections, and a request that arrived
    // is one a buyer is waiting for. The stores close only once the last connection has ended.
    return503OnClosing: false,
    // A service's plugin loads its data before it listens (the catalogue reads 10,000+ variants and
    // checks its search index; orders opens its store and joins its consumer groups): Fastify's 10 s,
    // and later 60 s, took a busy two-core machine past it. A start that hangs is still stopped
    // (and the orchestrator's startup probe gives up on it).
    pluginTimeout: 180_000,
    forceCloseConnections: 'idle',
    // Behind the gateway, the buyer's address is in X-Forwarded-For; trust it only when told to.
    trustProxy: trustProxyFrom(trustProxy),
    // An address the router cannot decode (`/orders/by-id/%zz`) is the caller's mistake: refused as
    // any bad input is (the field and reason in the caller's language), not in Fastify's English.
    // Fastify calls this before routing, so the error handler is not there yet to do it.
    frameworkErrors: (error, request, reply) => refuseFrameworkError(error, request, reply as FastifyReply),
  });
  // JSON nested thousands of levels deep parses, but code that walks a body recursively (a form
  // kept and serialized again, validation of a free-form field) can overflow the stack on it and
  // answered 500. No call of the shop nests deeply, so such a body is refused with 400 before it
  // is parsed. Registered on the root: every service plugin and the gateway inherit it.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestingDepthExceeds(body as string, maxJsonNesting)) {
      done(HttpError.badRequest('body', 'validation.too_deep'), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
  registerRequestIds(app);
  registerCacheDefault(app);
  registerHttpMetrics(app, metrics);
  await app.register(errorHandlerPlugin, { onNotFound });
  // Before any route: the description learns each route as it is added.
  if (describe) await describeRoutes(app, describe);
  return app;
}

function refuseFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code !== 'FST_ERR_BAD_URL') return reply.send(error);
  const locale = requestLocale(request);
  const reason = translate(locale, 'validation.invalid');
  return reply
    .status(400)
    .type('application/json; charset=utf-8')
    .send({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION',
      message: translate(locale, 'error.bad_request', { fields: reason }),
      issues: [{ field: 'path', reason }],
    });
}

export function envPort(env: Record<string, string | undefined>, fallback: number): number {
  const port = Number(env.PORT ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigRefusal('process', [refusedVariable('PORT', 'must be a port number', env.PORT)]);
  return port;
}

/** What a service process reads besides its own configuration. */
const processEnv = (defaultPort: number) =>
  z.object({
    PORT: z
      .string()
      .default(String(defaultPort))
      .pipe(z.string().regex(/^\d{1,5}$/, 'must be a port number'))
      .transform(Number)
      .pipe(z.number().max(65535, 'must be a port number')),
    HOST: z.string().default(defaultListenHost),
    DATA_DIR: z.string().default('data'),
  });

/** What a service's composition root is given by its process. */
export interface ServiceProcess<C = undefined> {
  env: Env;
  /** DATA_DIR, resolved: where embedded adapters keep their files. */
  dataDir: string;
  /** The process's JSON logger: the bus client and anything else made before the routes log here. */
  log: FastifyBaseLogger;
  /** The service's own configuration, as its `config` parser read it. */
  config: C;
}

/**
 * Runs one service as its own process (production). The server and its JSON logger come first, so
 * every line the process writes is JSON, the bus client's included. PORT, HOST, DATA_DIR,
 * SHUTDOWN_GRACE_MS and the service's own settings (`config`) are parsed together: a refused
 * configuration ends the process with exit code 1 and one message naming every refused variable.
 * `compose` then returns the service's plugin (or a promise of it: the bus client may be loaded first).
 */
export function runServiceProcess<C = undefined>(
  { service, defaultPort, config }: { service: string; defaultPort: number; config?: (env: Env) => C },
  compose: (host: ServiceProcess<C>) => FastifyPluginAsync | Promise<FastifyPluginAsync>,
): void {
  const env = process.env;
  createServer({
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    continueRequestIds: true,
    describe: { title: `${service} service`, version: '1' },
  }).then(
    async (app) => {
      routeProcessOutput(app.log);
      try {
        const [{ PORT, HOST, DATA_DIR }, graceMs, own] = parseAll(`${service} service`, [
          () => parseEnv(`${service} process`, processEnv(defaultPort), env),
          () => envShutdownGraceMs(env),
          () => (config ? config(env) : (undefined as C)),
        ]);
        await app.register(await compose({ env, dataDir: resolve(DATA_DIR), log: app.log, config: own }));
        // The gateway publishes it, with the other services' documents, at /api/openapi.json.
        await app.register(openApiRoute);
        await listenUntilSignalled(app, PORT, HOST, graceMs);
      } catch (error) {
        app.log.fatal({ err: error }, error instanceof Error ? error.message : String(error));
        process.exit(1);
      }
    },
    (error: unknown) => {
      writeFatalLine(error);
      process.exit(1);
    },
  );
}

/**
 * TRUST_PROXY: a comma list of the addresses or CIDRs of the proxies in front of this process
 * (the load balancer in front of the gateway; the gateway in front of a service), or the names
 * `loopback`, `linklocal`, `uniquelocal`. X-Forwarded-For is then read from the right, hop by
 * hop, only while the hop that added the entry is one of these; the first address added by
 * anybody else is the client's. A hop count or `true` is refused: they believe whatever a client
 * puts at the front of X-Forwarded-For when the counted proxies are not all there (the gateway
 * facing the internet with TRUST_PROXY=1 let every request choose the address rate limits count).
 */
function trustProxyFrom(value: string | undefined): FastifyServerOptions['trustProxy'] {
  const entries = (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && (entries[0] === '0' || entries[0] === 'false'))) return false;
  const names = new Set(['loopback', 'linklocal', 'uniquelocal']);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    // Checked here, not left to proxy-addr: its refusal of /33 did not say which setting it was.
    const longest = family === 4 ? 32 : 128;
    const valid =
      rest.length === 0 &&
      (names.has(entry) ||
        (family !== 0 && (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= longest))));
    if (!valid) {
      throw new Error(
        'TRUST_PROXY must list the addresses or CIDRs of the proxies in front of this process ' +
          `(e.g. 10.0.0.5 or 10.0.0.0/24), got "${entry}"; ` +
          'a hop count or "true" would let clients choose their address',
      );
    }
  }
  return entries;
}
