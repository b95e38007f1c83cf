/**
 * Elasticsearch as a contender of the typing bench (scripts/bench-typing.mjs): the catalogue indexed
 * through the project's ElasticCatalogueIndex and the stream sent through its `search`, as the
 * catalogue service in production does. Its CPU is the node's, in another process, so the bench
 * takes wall time per call; its memory is the node's JVM heap.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const load = (file) => tsImport(pathToFileURL(file).href, import.meta.url);

/**
 * The node the bench runs against: ELASTICSEARCH_URL's, or with `--elasticsearch` the project's test
 * node (packages/service-kit/test/elasticsearch-node.ts, as the relevance test starts it) when
 * `asked`; otherwise null.
 */
export async function elasticsearchNode(root, asked) {
  const external = process.env.ELASTICSEARCH_URL;
  if (external) return { url: external, stop: async () => undefined };
  if (!asked) return null;
  const { elasticsearchUnavailableReason, startElasticsearch } = await load(
    join(root, 'packages/service-kit/test/elasticsearch-node.ts'),
  );
  const reason = elasticsearchUnavailableReason();
  if (reason) throw new Error(`--elasticsearch: cannot run the test node (${reason})`);
  console.log('starting the test Elasticsearch node (30-120 s)');
  return startElasticsearch();
}

async function json(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The node's JVM heap in use and its limit, in bytes. */
async function nodeHeap(url) {
  const stats = await json(`${url}/_nodes/_local/stats/jvm?filter_path=nodes.*.jvm.mem`);
  const { heap_used_in_bytes: used, heap_max_in_bytes: max } = Object.values(stats.nodes)[0].jvm.mem;
  return { used, max };
}

/**
 * Indexes `data` into a throw-away pair of indices and returns `{ indexingMs, search(locale, term),
 * figures(), remove() }`; `figures` gives the node's version and heap and the variants index's size
 * on disk.
 */
export async function elasticsearchContender(root, url, data) {
  const { ElasticCatalogueIndex } = await load(
    join(root, 'services/catalogue/src/adapters/elastic/elastic-catalogue-index.ts'),
  );
  const prefix = `bench-typing-${randomUUID()}`;
  const index = new ElasticCatalogueIndex(url, prefix);
  const started = performance.now();
  await index.replaceCatalogue(data);
  return {
    indexingMs: performance.now() - started,
    search: (locale, term) => index.search({ term, locale, skip: 0, take: 24 }),
    async figures() {
      const store = await json(`${url}/${prefix}-variants/_stats/store?filter_path=_all.primaries.store`);
      const info = await json(`${url}/_nodes/_local?filter_path=nodes.*.version`);
      const { version } = Object.values(info.nodes)[0];
      return { version, heap: await nodeHeap(url), storeBytes: store._all.primaries.store.size_in_bytes };
    },
    async remove() {
      await index.destroy();
      await index.close();
    },
  };
}
