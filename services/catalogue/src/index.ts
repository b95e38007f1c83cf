export { catalogueService, type CatalogueServiceOptions } from './app';
export type { CatalogueIndex } from './ports/catalogue-index';
export { MemoryCatalogueIndex } from './adapters/memory-catalogue-index';
export { ElasticCatalogueIndex } from './adapters/elastic-catalogue-index';
export { createCatalogueIndexFromEnv } from './from-env';
