import { resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { errorHandlerPlugin, type ErrorHandlerOptions } from './http/error-handler';

export interface ServerOptions extends ErrorHandlerOptions {
  logger?: boolean;
}

/**
 * A Fastify instance as every service and the gateway want it: sane timeouts, a body limit,
 * the shared error handler, and JSON logs unless told otherwise.
 */
export async function createServer({ logger = true, onNotFound }: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Behind the gateway, the buyer's address is in X-Forwarded-For; trust it only when told to.
    trustProxy: trustProxyFrom(process.env.TRUST_PROXY),
  });
  await app.register(errorHandlerPlugin, { onNotFound });
  return app;
}

/** Listens, and closes gracefully (in-flight requests finish, ports released) on SIGINT/SIGTERM. */
export async function listenUntilSignalled(app: FastifyInstance, port: number, host: string): Promise<string> {
  const address = await app.listen({ port, host });
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  return address;
}

export function envPort(env: Record<string, string | undefined>, fallback: number): number {
  const port = Number(env.PORT ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return port;
}

type Env = Record<string, string | undefined>;

/**
 * Runs one service as its own process (production): creates the server, lets `setup` register
 * the domain plugin with adapters chosen from the environment, listens on PORT/HOST.
 */
export function runServiceProcess(
  defaultPort: number,
  setup: (app: FastifyInstance, env: Env, dataDir: string) => Promise<void>,
): void {
  const env = process.env;
  const start = async () => {
    const app = await createServer();
    await setup(app, env, resolve(env.DATA_DIR ?? 'data'));
    await listenUntilSignalled(app, envPort(env, defaultPort), env.HOST ?? '127.0.0.1');
  };
  start().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * TRUST_PROXY: a number of proxy hops to trust (1 behind the gateway: the address the gateway saw
 * is the buyer's, anything a browser put in X-Forwarded-For before is not believed), 'true', or a
 * comma list of addresses/CIDRs of trusted proxies.
 */
function trustProxyFrom(value: string | undefined): FastifyServerOptions['trustProxy'] {
  if (!value) return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  return value.split(',').map((v) => v.trim()).filter(Boolean);
}
