import type { FastifyBaseLogger } from 'fastify';
import { destination, type DestinationStream } from 'pino';

/**
 * What Node itself would print to stderr in its own multi-line format goes to the service's JSON
 * log instead: process warnings (deprecations, listener leaks, mongoose's warnings) and an error
 * nothing caught, which still ends the process.
 */
export function routeProcessOutput(log: FastifyBaseLogger): void {
  // Node's own printer is a listener of 'warning'; without it, warnings reach only this one.
  process.removeAllListeners('warning');
  process.on('warning', (warning) => log.warn({ err: warning }, `${warning.name}: ${warning.message}`));
  const fatal = (error: unknown, what: string) => {
    log.fatal({ err: error }, `${what}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  };
  process.on('uncaughtException', (error) => fatal(error, 'uncaught exception'));
  process.on('unhandledRejection', (reason) => fatal(reason, 'unhandled rejection'));
}

/**
 * A process that could not even make its logger (LOG_LEVEL or TRUST_PROXY refused) still says why
 * in one JSON line, shaped as pino's (level 60 is fatal).
 */
export function writeFatalLine(error: unknown): void {
  const msg = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg })}\n`);
}

/**
 * Where a process's JSON log goes: stdout, each line written before the logging call returns.
 * pino's default destination hands lines to libuv's thread pool, and its flush() does not wait for
 * a write under way: a process.exit right after a line (the closing line, a fatal error, the grace
 * period cut short) wrote the lines still queued at exit before the one in the pool, so a close
 * hook's line came after "stopped", or the line was lost.
 */
export function logDestination(): DestinationStream {
  return destination({ dest: 1, sync: true });
}
