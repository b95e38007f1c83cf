import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildGateway, gatewayConfigFromEnv } from '@shop/gateway-service';
import { productionServersFromEnv, startProductionStack } from './production-stack';

export const repoRoot = resolve(__dirname, '../..');

export interface RunningShop {
  url: string;
  dataDir: string;
  /** On the production stack, the users service's database (for what `npm run users:role` does there). */
  usersMongoUri?: string;
  /** On the production stack, the orders service's database. */
  ordersMongoUri?: string;
  /** On the production stack, its broker and the run's topic prefix. */
  kafka?: { brokers: string; topicPrefix: string };
  close(): Promise<void>;
}

/** Journeys run on the production stack when SHOP_E2E_STACK=production (scripts/test-production.mjs). */
export const onProductionStack = process.env.SHOP_E2E_STACK === 'production';

/**
 * How long a spec's hooks may take to start and stop its shop. The production stack imports its
 * catalogue and starts five processes, each waited for until ready (production-stack.ts): minutes on
 * a loaded machine, where a spec's own test timeout would fail its first hook. Embedded: the spec's.
 */
export const shopLimits = onProductionStack
  ? { startMs: 10 * 60_000, stopMs: 3 * 60_000 }
  : { startMs: undefined, stopMs: undefined };

/**
 * The real shop on a free port of 127.0.0.1 with a fresh data folder: on its embedded defaults, as
 * `npm start` runs it, or with SHOP_E2E_STACK=production each service as its own process on Kafka,
 * Elasticsearch and the MongoDB-protocol server. Needs the apps built (npm test builds them first).
 */
export async function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const servers = productionServersFromEnv();
  if (onProductionStack && !servers) {
    throw new Error('SHOP_E2E_STACK=production needs KAFKA_BROKERS, ELASTICSEARCH_URL and MONGODB_URI');
  }
  // `env` is the whole shop's, as the embedded gateway hands it to the services it embeds: on the
  // production stack every service process gets it too (INVOICE_ON is the orders service's).
  const stack =
    onProductionStack && servers
      ? await startProductionStack(repoRoot, dataDir, servers, env, { serviceEnv: env })
      : null;
  const app =
    stack?.gateway ??
    (await buildGateway(gatewayConfigFromEnv({ DATA_DIR: dataDir, ...env }, repoRoot), { logger: false }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    dataDir,
    usersMongoUri: stack?.usersMongoUri,
    ordersMongoUri: stack?.ordersMongoUri,
    kafka: stack && servers ? { brokers: servers.KAFKA_BROKERS, topicPrefix: stack.topicPrefix } : undefined,
    close: async () => {
      await (stack ? stack.close() : app.close());
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
