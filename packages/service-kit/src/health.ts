import { HealthSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /health/<service>: liveness plus which adapter serves each port (operators ask this first). */
export const healthRoutes: FastifyPluginAsyncZod<{ service: string; adapters: Record<string, string> }> = async (
  app,
  { service, adapters },
) => {
  app.get(`/health/${service}`, { schema: { response: { 200: HealthSchema } } }, async () => ({
    status: 'ok' as const,
    service,
    adapters,
  }));
};
