import type { EventBus } from '@shop/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { ElasticCatalogueIndex } from './adapters/elastic/elastic-catalogue-index';
import type { ElasticClickRankings } from './adapters/elastic/elastic-click-rankings';
import { MemoryCatalogueIndex } from './adapters/memory/memory-catalogue-index';
import { MemoryClickRankings } from './adapters/memory/memory-click-rankings';
import { catalogueService } from './app';
import type { CatalogueConfig } from './config';
import { Catalogue } from './domain/catalogue';
import type { CompanyRegister } from './ports/company-register';
import { loadCatalogueData } from './stored/load-catalogue';

/** What differs between the catalogue service's own process and the gateway that embeds it. */
export interface CatalogueDeps {
  bus: EventBus;
  /** DATA_DIR: the catalogue's data file is DATA_DIR/catalogue/catalogue.json. */
  dataDir: string;
  /** The bus is this service's alone (its own process) and closes with it; the gateway closes its own. */
  ownsBus?: boolean;
  /** The business register of the company search (default: the sample register). */
  companies?: CompanyRegister;
  /** Told the catalogue once it is loaded: the orders service embedded beside it reads prices from it. */
  onLoaded?: (catalogue: Catalogue) => void;
  /** Its own process: serve the calls only the shop's services make (catalogueService's `internalCalls`). */
  internalCalls?: boolean;
}

/**
 * The catalogue service, composed: its search index and click rankings chosen by `config` (both in
 * Elasticsearch, or both in memory), the index loaded with the shop's catalogue from its data
 * file, its routes, the consumer that ranks search clicks. Closes the bus if it owns it, then the
 * index and the rankings.
 */
export function createCatalogue(config: CatalogueConfig, deps: CatalogueDeps): FastifyPluginAsync {
  return async (app) => {
    const index = config.elasticsearch
      ? await elasticIndex(config.elasticsearch.url, config.elasticsearch.indexPrefix)
      : new MemoryCatalogueIndex();
    const rankings = config.elasticsearch
      ? await elasticRankings(config.elasticsearch.url, config.elasticsearch.indexPrefix)
      : new MemoryClickRankings();
    app.addHook('onClose', async () => {
      if (deps.ownsBus) await deps.bus.close();
      await Promise.all([index.close(), rankings.close()]);
    });
    const data = await loadCatalogueData(deps.dataDir, config.imageBase, app.log);
    const catalogue = await Catalogue.load(index, data, config.imageBase);
    deps.onLoaded?.(catalogue);
    await app.register(catalogueService, {
      index,
      bus: deps.bus,
      imageBase: config.imageBase,
      catalogue,
      companies: deps.companies,
      rankings,
      internalCalls: deps.internalCalls,
    });
  };
}

/** The Elasticsearch client is loaded only when chosen: the embedded shop never pays for it. */
async function elasticIndex(url: string, indexPrefix: string): Promise<ElasticCatalogueIndex> {
  const elastic = await import('./adapters/elastic/elastic-catalogue-index');
  return new elastic.ElasticCatalogueIndex(url, indexPrefix);
}

async function elasticRankings(url: string, indexPrefix: string): Promise<ElasticClickRankings> {
  const elastic = await import('./adapters/elastic/elastic-click-rankings');
  return new elastic.ElasticClickRankings(url, indexPrefix);
}
