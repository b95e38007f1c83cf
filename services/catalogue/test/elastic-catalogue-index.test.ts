import { randomUUID } from 'node:crypto';
import { describeWithServer } from '@shop/service-kit/testing';
import { ElasticCatalogueIndex } from '../src/adapters/elastic/elastic-catalogue-index';
import { catalogueIndexContract } from './catalogue-index.contract';

describeWithServer('ELASTICSEARCH_URL', 'ElasticCatalogueIndex (Elasticsearch)', (url) => {
  catalogueIndexContract(
    async () => new ElasticCatalogueIndex(url, `test-${randomUUID()}`),
    async (i) => {
      await (i as ElasticCatalogueIndex).destroy();
      await i.close();
    },
  );
});
