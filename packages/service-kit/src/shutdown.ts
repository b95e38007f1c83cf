import type { FastifyInstance } from 'fastify';
import { ConfigRefusal, refusedVariable } from './config/parse-env';
import { markDraining } from './http/draining';

/**
 * How long a process may take to stop after SIGTERM before it exits regardless (SHUTDOWN_GRACE_MS).
 * Below Kubernetes' default terminationGracePeriodSeconds (30 s), so the process ends on its own
 * terms and logs its closing line before the kubelet's SIGKILL; raise both together.
 */
export const defaultShutdownGraceMs = 25_000;

export function envShutdownGraceMs(env: Record<string, string | undefined>): number {
  const value = env.SHUTDOWN_GRACE_MS ?? String(defaultShutdownGraceMs);
  const ms = Number(value);
  if (!/^\d{1,7}$/.test(value) || ms < 1)
    throw new ConfigRefusal('process', [refusedVariable('SHUTDOWN_GRACE_MS', 'must be milliseconds', value)]);
  return ms;
}

/**
 * Listens, and drains on SIGINT/SIGTERM: readiness answers 503 from then on, the port stops taking
 * connections, requests in flight are answered, then the plugins' close hooks stop the consumers and
 * outbox relays and close the stores. One line says how long it took. A drain still running after
 * `graceMs` is cut short with exit code 1 (and a line saying so).
 */
export async function listenUntilSignalled(
  app: FastifyInstance,
  port: number,
  host: string,
  graceMs = defaultShutdownGraceMs,
): Promise<string> {
  const address = await app.listen({ port, host });
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    markDraining(app);
    app.log.info({ signal, graceMs }, `${signal} received, draining`);
    const force = setTimeout(() => {
      app.log.error({ signal, durationMs: Date.now() - started, graceMs }, 'shutdown grace period exceeded, exiting');
      process.exit(1);
    }, graceMs);
    force.unref();
    app.close().then(
      () => {
        app.log.info({ signal, durationMs: Date.now() - started }, 'stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error, durationMs: Date.now() - started }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  return address;
}
