import { ElasticCatalogueIndex } from './adapters/elastic/elastic-catalogue-index';
import { MemoryCatalogueIndex } from './adapters/memory/memory-catalogue-index';
import type { CatalogueIndex } from './ports/catalogue-index';

/** ELASTICSEARCH_URL selects Elasticsearch; otherwise the embedded engine. */
export function createCatalogueIndexFromEnv(env: Record<string, string | undefined>): CatalogueIndex {
  return env.ELASTICSEARCH_URL
    ? new ElasticCatalogueIndex(env.ELASTICSEARCH_URL, env.ELASTICSEARCH_INDEX_PREFIX ?? 'shop')
    : new MemoryCatalogueIndex();
}
