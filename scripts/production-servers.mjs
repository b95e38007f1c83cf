// The servers of the production stack as the tests run them: Apache Kafka (Maven Central, KRaft),
// Elasticsearch (Maven Central) and FerretDB (the Go module proxy, SQLite backend), each installed
// into node_modules/.cache by the project's own code (packages/service-kit/test/*) and started on
// 127.0.0.1 with a throw-away data folder.
import { tsImport } from 'tsx/esm/api';

const load = (file) => tsImport(`../packages/service-kit/test/${file}`, import.meta.url);
const [kafka, elastic, mongo] = await Promise.all([
  load('kafka-broker.ts'),
  load('elasticsearch-node.ts'),
  load('ferretdb-server.ts'),
]);

const servers = [
  {
    name: 'Kafka',
    unavailable: () => kafka.kafkaUnavailableReason(),
    install: () => kafka.installKafka(),
    start: async () => {
      const broker = await kafka.startKafka();
      return {
        env: { KAFKA_BROKERS: broker.brokers },
        version: `Apache Kafka ${broker.version} (KRaft)`,
        stop: broker.stop,
      };
    },
  },
  {
    name: 'Elasticsearch',
    unavailable: () => elastic.elasticsearchUnavailableReason(),
    install: () => elastic.installElasticsearch(),
    start: async () => {
      const node = await elastic.startElasticsearch();
      return { env: { ELASTICSEARCH_URL: node.url }, version: `Elasticsearch ${node.version}`, stop: node.stop };
    },
  },
  {
    name: 'FerretDB',
    unavailable: () => mongo.ferretdbUnavailableReason(),
    install: () => mongo.installFerretdb(),
    start: async () => {
      const server = await mongo.startFerretdb();
      return { env: { MONGODB_URI: server.uri }, version: server.description, stop: server.stop };
    },
  },
];

/** The suites that run the production adapters against these servers (each starts its own). */
export const productionSuites = [
  'packages/service-kit/test/(kafka|mongo)-[^/]*\\.test\\.ts$',
  'services/catalogue/test/elastic[^/]*\\.test\\.ts$',
  'services/(gateway|orders|users|contact)/test/.*mongo[^/]*\\.test\\.ts$',
  'services/orders/test/adapters/idempotency-store\\.test\\.ts$',
  'infra/test/mongo-indexes\\.test\\.ts$',
  'e2e/support/test/catalogue-copy\\.test\\.ts$',
];

/**
 * The buyer journeys of the whole production stack (each service its own process on Kafka,
 * Elasticsearch and FerretDB) that are also embedded journeys: every journey that places, pays,
 * approves, quotes, fulfils or operates on an order or an account. In a run that has the production
 * stack they run there only, not embedded as well (docs/decisions/2026-11-30-journeys-once-per-run.md):
 * the same clicks on the same pages, where the stores, the broker and the processes are production's.
 * Left out of the production stack, with why:
 * - of one embedded process: order-crash (kills the embedded writer), manifest-swap, remote-failure,
 *   remote-release and page-release (they rewrite the gateway's own release files);
 * - front-end checks that do not depend on the back end: accessibility, bundle-budget, layout-shift,
 *   security-headers, page-titles, buyer-screenshots, api-reference;
 * - the reading journeys (home, catalogue-listing, -product, -search, shell-layout, -info-pages,
 *   -consent): they write nothing, every journey below browses the same pages on Elasticsearch, and
 *   its suites, scale and broker-outage read it under load.
 */
export const journeysOfBothStacks = [
  'e2e/specs/(checkout|account|approvals|quick-order|quotes|fulfilment|backoffice-ops|invoices)\\.e2e\\.ts$',
  'e2e/specs/(company-accounts|buyer-layout|buyer-tracking|copy-basket-link|price-tiers|supplier-page)\\.e2e\\.ts$',
];

/** Every journey of the production stack: those above, and those that test the stack itself. */
export const productionJourneys = [
  ...journeysOfBothStacks,
  // Only here: two replicas each of the catalogue and orders, one of each restarted under load.
  'e2e/specs/scale\\.e2e\\.ts$',
  // Only here: Kafka stopped for 60 s under load, on a broker of its own.
  'e2e/specs/broker-outage\\.e2e\\.ts$',
  // Both stacks: embedded, the remotes rendered from the gateway's disk; here, from the server builds
  // of their own deployments.
  'e2e/specs/server-render\\.e2e\\.ts$',
];

/** Why the production stack cannot run on this machine (each missing server with its reason), or null. */
export function productionStackUnavailableReason() {
  const reasons = servers.map((s) => [s.name, s.unavailable()]).filter(([, reason]) => reason);
  return reasons.length === 0 ? null : reasons.map(([name, reason]) => `${name}: ${reason}`).join('; ');
}

/**
 * Fetches and builds whatever is not in the cache yet (the first run on a machine: minutes), the three
 * side by side: each install runs its commands asynchronously within its own limit and is built once
 * per machine (packages/service-kit/test/server-process.ts, installOnce). With everything cached it
 * installs nothing. Rejects naming every install that failed.
 */
export async function installProductionServers() {
  const results = await Promise.allSettled(
    servers.map(async (server) => {
      const started = performance.now();
      await server.install();
      console.log(`[servers] ${server.name}: ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }),
  );
  const failures = results.filter((r) => r.status === 'rejected').map((r) => r.reason.message ?? String(r.reason));
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
}

/**
 * Starts the three servers; resolves with the variables the shop's processes read
 * (KAFKA_BROKERS, ELASTICSEARCH_URL, MONGODB_URI), their versions and one `stop`.
 */
export async function startProductionServers() {
  const started = await Promise.allSettled(servers.map((s) => s.start()));
  const running = started.filter((r) => r.status === 'fulfilled').map((r) => r.value);
  const stop = () => Promise.all(running.map((r) => r.stop()));
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return {
    env: Object.assign({}, ...running.map((r) => r.env)),
    versions: running.map((r) => r.version),
    stop,
  };
}
