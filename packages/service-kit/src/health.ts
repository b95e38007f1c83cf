import { HealthSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Readiness } from './events/event-bus';
import { isDraining } from './http/draining';

/** One dependency's readiness: the bus (`bus.ready`), an outbox relay (`relay.ready`), a store. */
export type ReadinessCheck = () => Promise<Readiness>;

const CheckSchema = z.object({ ok: z.boolean(), detail: z.string() });
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  service: z.string(),
  checks: z.record(z.string(), CheckSchema),
});

/** A check that neither answers nor fails within this is reported red, so the probe itself never hangs. */
const checkTimeoutMs = 10_000;

async function runCheck(check: ReadinessCheck): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      check(),
      new Promise<Readiness>((resolve) => {
        timer = setTimeout(() => resolve({ ok: false, detail: `no answer in ${checkTimeoutMs} ms` }), checkTimeoutMs);
      }),
    ]);
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /health/<service>: liveness plus which adapter serves each port (operators ask this first).
 * GET /health/<service>/ready: 200 when every readiness check is green, 503 with each check's
 * detail otherwise (the broker unreachable, an outbox backlog over its limit), so a load balancer
 * stops sending work that could not be finished. From SIGTERM on it answers 503 with the `shutdown`
 * check alone: the process is finishing what it holds and takes nothing new.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  service: string;
  adapters: Record<string, string>;
  readiness?: Record<string, ReadinessCheck>;
}> = async (app, { service, adapters, readiness = {} }) => {
  app.get(`/health/${service}`, { schema: { response: { 200: HealthSchema } } }, async () => ({
    status: 'ok' as const,
    service,
    adapters,
  }));

  app.get(
    `/health/${service}/ready`,
    { schema: { response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
    async (_request, reply) => {
      if (isDraining(app)) {
        const checks = { shutdown: { ok: false, detail: 'draining after SIGTERM' } };
        return reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable', service, checks });
      }
      const names = Object.keys(readiness);
      const results = await Promise.all(names.map((name) => runCheck(readiness[name]!)));
      const checks = Object.fromEntries(names.map((name, i) => [name, results[i]!]));
      const ok = results.every((r) => r.ok);
      reply.header('cache-control', 'no-store');
      return reply
        .code(ok ? 200 : 503)
        .send({ status: ok ? ('ready' as const) : ('unavailable' as const), service, checks });
    },
  );
};
