import { HealthSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Readiness } from './events/event-bus';
import { isDraining } from './http/draining';

/** One dependency's state: a store, an index, the bus (`bus.ready`), an outbox relay (`relay.ready`). */
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
 * GET /health/<service>/ready: 200 when every `readiness` check is green, 503 otherwise, with
 * every check's detail in `checks`. Readiness holds what this replica alone needs to answer: its
 * own store or index. Shared dependencies whose outage hits every replica at once (the broker,
 * the outbox relay's backlog) are `details`: reported beside the others, never a 503, since a load
 * balancer would take every replica out and the shop would answer nothing instead of nearly
 * everything (events wait in the outbox or the background buffer meanwhile).
 * From SIGTERM on it answers 503 with the `shutdown` check alone: the process is finishing what it
 * holds and takes nothing new.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  service: string;
  adapters: Record<string, string>;
  readiness?: Record<string, ReadinessCheck>;
  details?: Record<string, ReadinessCheck>;
}> = async (app, { service, adapters, readiness = {}, details = {} }) => {
  const clash = Object.keys(details).find((name) => name in readiness);
  if (clash) throw new Error(`health check ${clash} is both a readiness check and a detail`);
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
      const all = { ...readiness, ...details };
      const names = Object.keys(all);
      const results = await Promise.all(names.map((name) => runCheck(all[name]!)));
      const checks = Object.fromEntries(names.map((name, i) => [name, results[i]!]));
      const ok = names.every((name, i) => results[i]!.ok || !(name in readiness));
      reply.header('cache-control', 'no-store');
      return reply
        .code(ok ? 200 : 503)
        .send({ status: ok ? ('ready' as const) : ('unavailable' as const), service, checks });
    },
  );
};
