import { VariantListResponseSchema } from '@shop/contracts';
import { InProcessEventBus, type EventBus, type Env } from '@shop/service-kit';
import Fastify from 'fastify';
import { catalogueConfigFromEnv } from '../src/config';
import { createCatalogue } from '../src/create-catalogue';

export interface CatalogueReplica {
  get(url: string): Promise<{ status: number; body: unknown }>;
  /** The codes of a product's variants as its page lists them; null while the replica does not know it. */
  productCodes(slug: string): Promise<string[] | null>;
  messages(): string[];
  close(): Promise<void>;
}

/**
 * One catalogue replica as its own process composes it (server.ts: createCatalogue on the bus it
 * owns), started now from `env`; its log lines kept to read.
 */
export async function startReplica(
  env: Env,
  dataDir: string,
  bus: EventBus = new InProcessEventBus(),
): Promise<CatalogueReplica> {
  const logs: { msg: string }[] = [];
  const stream = { write: (line: string) => logs.push(JSON.parse(line)) };
  // createServer's plugin limit, not fastify's 10 s default: reading the catalogue is part of the start.
  const app = Fastify({ logger: { level: 'info', stream }, pluginTimeout: 180_000 });
  await app.register(createCatalogue(catalogueConfigFromEnv(env), { bus, ownsBus: true, dataDir }));
  await app.ready();
  const get = async (url: string) => {
    const answer = await app.inject({ method: 'GET', url, headers: { 'x-locale': 'de' } });
    return { status: answer.statusCode, body: answer.json() as unknown };
  };
  return {
    get,
    productCodes: async (slug) => {
      const answer = await get(`/productVariant/by-product/${slug}`);
      if (answer.status === 404) return null;
      return VariantListResponseSchema.parse(answer.body).variants.map((v) => v.code);
    },
    messages: () => logs.map((l) => l.msg),
    close: () => app.close(),
  };
}
