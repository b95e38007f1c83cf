import { openRateLimiter, requireRole, type EventBus, type UsersRequest } from '@shop/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { ElasticCatalogueIndex } from './adapters/elastic/elastic-catalogue-index';
import type { ElasticClickRankings } from './adapters/elastic/elastic-click-rankings';
import type { ElasticSupplierRecords } from './adapters/elastic/elastic-supplier-records';
import { FileSupplierRecords, supplierRecordsFileOf } from './adapters/file/file-supplier-records';
import { IndexSnapshots, indexSnapshotFileOf } from './adapters/memory/index-snapshots';
import { MemoryCatalogueIndex } from './adapters/memory/memory-catalogue-index';
import { MemoryClickRankings } from './adapters/memory/memory-click-rankings';
import { catalogueService } from './app';
import type { CatalogueConfig } from './config';
import { Catalogue } from './domain/catalogue';
import { SupplierRegister } from './domain/supplier-register';
import type { CatalogueSeed } from './ports/catalogue-seed';
import type { CompanyRegister } from './ports/company-register';
import { loadCatalogueData } from './stored/load-catalogue';
import { openCatalogueSource } from './stored/open-catalogue-source';
import { reloadOnImport } from './stored/reload-on-import';

/** What differs between the catalogue service's own process and the gateway that embeds it. */
export interface CatalogueDeps {
  bus: EventBus;
  /**
   * DATA_DIR: without Elasticsearch, the catalogue's data file is DATA_DIR/catalogue/catalogue.json
   * and the supplier records are beside it; with it, nothing of the catalogue is written there.
   */
  dataDir: string;
  /** The bus is this service's alone (its own process) and closes with it; the gateway closes its own. */
  ownsBus?: boolean;
  /** The business register of the company search (default: the sample register). */
  companies?: CompanyRegister;
  /**
   * Told the catalogue once it is loaded, and its supplier register: the orders service embedded
   * beside it reads prices and supplier records from them.
   */
  onLoaded?: (catalogue: Catalogue, suppliers: SupplierRegister) => void;
  /**
   * How the operator guard asks the users service who is calling (embedded: the gateway's router);
   * else USERS_URL of the config. Without either, the back office's supplier calls are not served.
   */
  users?: UsersRequest;
  /** Its own process: serve the calls only the shop's services make (catalogueService's `internalCalls`). */
  internalCalls?: boolean;
  /**
   * What a shop with nothing stored starts from, written once (the embedded demo shop's generated
   * catalogue); without it such a shop starts empty until an operator imports its own.
   */
  seed?: CatalogueSeed;
}

/**
 * The catalogue service, composed: its search index, click rankings and catalogue source chosen by
 * `config` (all in Elasticsearch; or the index and rankings in memory and the source a data file),
 * the index loaded with the shop's catalogue from its source, its routes, the consumer that ranks
 * search clicks and (Elasticsearch) the one that reloads each import. Closes the bus if it owns it,
 * then the stores.
 */
export function createCatalogue(config: CatalogueConfig, deps: CatalogueDeps): FastifyPluginAsync {
  return async (app) => {
    const index = config.elasticsearch
      ? await elasticIndex(config.elasticsearch.url, config.elasticsearch.indexPrefix)
      : new MemoryCatalogueIndex(new IndexSnapshots(indexSnapshotFileOf(deps.dataDir), app.log));
    const rankings = config.elasticsearch
      ? await elasticRankings(config.elasticsearch.url, config.elasticsearch.indexPrefix)
      : new MemoryClickRankings();
    // Operators' changes live apart from the catalogue's data and index, which imports rebuild.
    const supplierRecords = config.elasticsearch
      ? await elasticSupplierRecords(config.elasticsearch.url, config.elasticsearch.indexPrefix)
      : await FileSupplierRecords.open(supplierRecordsFileOf(deps.dataDir));
    const source = await openCatalogueSource(config, deps.dataDir);
    // Every replica counts the search signals in the same store (shop_edge, with the gateway's).
    const rateLimiter = await openRateLimiter({
      uri: config.rateLimitMongodbUri,
      collection: 'catalogue_rate_limits',
      onSweepError: (error) => app.log.warn({ err: error }, 'catalogue: deleting expired rate limit slots failed'),
    });
    app.addHook('onClose', async () => {
      if (deps.ownsBus) await deps.bus.close();
      await Promise.all([
        index.close(),
        rankings.close(),
        supplierRecords.close(),
        source.close(),
        rateLimiter.close(),
      ]);
    });
    const data = await loadCatalogueData(source, config.imageBase, app.log, deps.seed);
    const catalogue = await Catalogue.load(index, data, config.imageBase);
    // Only the shared source has imports from another process to hear; the embedded file is read at start.
    if (config.elasticsearch)
      await reloadOnImport({ bus: deps.bus, source, catalogue, imageBase: config.imageBase, log: app.log });
    deps.onLoaded?.(catalogue, new SupplierRegister(catalogue.store, supplierRecords));
    const users = deps.users ?? (config.usersUrl ? await httpUsers(config.usersUrl) : undefined);
    if (!users) app.log.warn('no USERS_URL: the back office supplier calls are not served');
    await app.register(catalogueService, {
      index,
      bus: deps.bus,
      imageBase: config.imageBase,
      catalogue,
      companies: deps.companies,
      rankings,
      internalCalls: deps.internalCalls,
      supplierRecords,
      rateLimiter,
      operatorsOnly: users && requireRole('operator', { users, sessionSecret: config.sessionSecret }),
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

async function elasticSupplierRecords(url: string, indexPrefix: string): Promise<ElasticSupplierRecords> {
  const elastic = await import('./adapters/elastic/elastic-supplier-records');
  return new elastic.ElasticSupplierRecords(url, indexPrefix);
}

/** HTTP to the users service: undici is loaded only in the catalogue's own process. */
async function httpUsers(url: string): Promise<UsersRequest> {
  const { httpUsersRequest } = await import('@shop/service-kit/http-users-request');
  return httpUsersRequest(url);
}
