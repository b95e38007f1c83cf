// Runs the test Elasticsearch node by hand: Elastic's 8.x distribution from Maven Central
// (infra/elasticsearch/pom.xml), one node on 127.0.0.1 with a throw-away data directory, until Ctrl-C.
//
//   node scripts/elasticsearch-server.mjs            # prints ELASTICSEARCH_URL=http://127.0.0.1:<port>
//   node scripts/elasticsearch-server.mjs --install  # only fetches it into node_modules/.cache/elasticsearch
//
// The tests start their own node through the same code (packages/service-kit/test/elasticsearch-node.ts).
import { tsImport } from 'tsx/esm/api';
import { log } from './lib.mjs';

const { installElasticsearch, elasticsearchUnavailableReason, startElasticsearch, elasticsearchVersion } =
  await tsImport('../packages/service-kit/test/elasticsearch-node.ts', import.meta.url);

const reason = elasticsearchUnavailableReason();
if (reason && process.env.SHOP_ELASTIC_TESTS !== '0') {
  log(`cannot run Elasticsearch: ${reason}`);
  process.exit(1);
}

if (process.argv.includes('--install')) {
  const dir = await installElasticsearch();
  log(`Elasticsearch ${elasticsearchVersion()} is in ${dir}`);
  process.exit(0);
}

log(`starting Elasticsearch ${elasticsearchVersion()} (single node; 30-120 s)`);
const node = await startElasticsearch();
log(`Elasticsearch ${node.version} is up: ELASTICSEARCH_URL=${node.url} (Ctrl-C stops it and deletes its data)`);
process.stdout.write(`ELASTICSEARCH_URL=${node.url}\n`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await node.stop();
    process.exit(0);
  });
}
// The node's guard holds no reference on the event loop: this keeps the process waiting.
setInterval(() => undefined, 1 << 30);
