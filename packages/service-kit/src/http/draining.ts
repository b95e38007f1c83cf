import type { FastifyInstance } from 'fastify';

/**
 * The servers that received SIGTERM and are finishing what they hold. Kept by their HTTP server,
 * which every plugin context of one Fastify instance shares, so a readiness route registered deep
 * in a service's plugin sees what the process's signal handler set.
 */
const drainingServers = new WeakSet<object>();

export function markDraining(app: FastifyInstance): void {
  drainingServers.add(app.server);
}

export function isDraining(app: FastifyInstance): boolean {
  return drainingServers.has(app.server);
}
