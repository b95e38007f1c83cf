export { catalogueService, type CatalogueServiceOptions } from './app';
export type { CatalogueIndex } from './ports/catalogue-index';
export type { CompanyRegister } from './ports/company-register';
export { MemoryCatalogueIndex } from './adapters/memory/memory-catalogue-index';
export { ElasticCatalogueIndex } from './adapters/elastic/elastic-catalogue-index';
export { SampleCompanyRegister } from './adapters/sample-company-register';
export { Catalogue } from './domain/catalogue';
export { seedCatalogue } from './seed';
export { createCatalogueIndexFromEnv } from './from-env';
