import { randomUUID } from 'node:crypto';
import { describeWithElasticsearch } from '@shop/service-kit/testing';
import { ElasticCatalogueSource } from '../src/adapters/elastic/elastic-catalogue-source';
import type { CatalogueSource } from '../src/ports/catalogue-source';
import { catalogueSourceContract, storedCatalogue } from './catalogue-source.contract';

// Pages far smaller than the catalogues written, so every read takes many of them.
const options = { pageSize: 97, retireAfterMs: 0 };

describeWithElasticsearch('ElasticCatalogueSource (Elasticsearch)', (node) => {
  const prefixes = new WeakMap<CatalogueSource, string>();
  const open = (prefix = `test-${randomUUID()}`) => {
    const source = new ElasticCatalogueSource(node().url, prefix, options);
    prefixes.set(source, prefix);
    return source;
  };
  const dispose = async (source: CatalogueSource) => {
    await (source as ElasticCatalogueSource).destroy();
    await source.close();
  };

  catalogueSourceContract(
    async () => open(),
    async (source) => open(prefixes.get(source)),
    dispose,
  );

  describe('versions', () => {
    let source: ElasticCatalogueSource;
    beforeEach(() => {
      source = open();
    });
    afterEach(() => dispose(source));

    it('keeps only the live version once the one it replaced is retired', async () => {
      await source.replace(storedCatalogue(120));
      const [first] = await source.versions();
      await source.replace(storedCatalogue(150));
      const kept = await source.versions();
      expect(kept).toHaveLength(1);
      expect(kept[0]).not.toBe(first);
      expect(kept[0]).toMatch(new RegExp(`^${source.location}-\\d+$`));
    });

    it('leaves no half-written version behind when a write fails', async () => {
      await source.replace(storedCatalogue(120));
      const live = await source.versions();
      const broken = storedCatalogue(150);
      (broken.variants.at(-1)!.attributes as Record<string, unknown>).length_mm = BigInt(1);
      await expect(source.replace(broken)).rejects.toThrow();
      expect(await source.versions()).toEqual(live);
    });
  });
});
