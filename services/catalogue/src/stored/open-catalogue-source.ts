import { FileCatalogueSource } from '../adapters/file/file-catalogue-source';
import type { CatalogueConfig } from '../config';
import type { CatalogueSource } from '../ports/catalogue-source';

/**
 * With ELASTICSEARCH_URL the records live in Elasticsearch beside the search index (no folder shared
 * by the replicas); else in DATA_DIR's data file. The Elasticsearch client is loaded only when chosen.
 */
export async function openCatalogueSource(config: CatalogueConfig, dataDir: string): Promise<CatalogueSource> {
  if (!config.elasticsearch) return new FileCatalogueSource(dataDir);
  const elastic = await import('../adapters/elastic/elastic-catalogue-source');
  return new elastic.ElasticCatalogueSource(config.elasticsearch.url, config.elasticsearch.indexPrefix);
}
