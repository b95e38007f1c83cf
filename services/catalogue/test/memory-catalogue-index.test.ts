import { MemoryCatalogueIndex } from '../src/adapters/memory/memory-catalogue-index';
import { catalogueIndexContract } from './catalogue-index.contract';

describe('MemoryCatalogueIndex (embedded engine)', () => {
  catalogueIndexContract(
    async () => new MemoryCatalogueIndex(),
    async (i) => i.close(),
  );
});
