import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describeWithElasticsearch } from '@shop/service-kit/testing';
import { ElasticCatalogueIndex } from '../src/adapters/elastic/elastic-catalogue-index';
import { seedCatalogue } from './seed';
import { catalogueIndexContract } from './catalogue-index.contract';

// The client's package.json is not among its exports: read beside its entry point.
const clientPackage = join(dirname(require.resolve('@elastic/elasticsearch')), 'package.json');
const clientVersion = (JSON.parse(readFileSync(clientPackage, 'utf8')) as { version: string }).version;

describeWithElasticsearch('ElasticCatalogueIndex (Elasticsearch)', (node) => {
  beforeAll(() => {
    process.stdout.write(`[elasticsearch] client @elastic/elasticsearch ${clientVersion}\n`);
  });

  catalogueIndexContract(
    async () => new ElasticCatalogueIndex(node().url, `test-${randomUUID()}`, { retireAfterMs: 200 }),
    async (i) => {
      await (i as ElasticCatalogueIndex).destroy();
      await i.close();
    },
  );

  describe('an index an older release built', () => {
    const prefix = `older-${randomUUID()}`;
    const replica = () => new ElasticCatalogueIndex(node().url, prefix, { retireAfterMs: 200 });
    const put = (path: string, body: unknown) =>
      fetch(`${node().url}/${path}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('is not served by a replica of this release, which builds the index again as on a first start', async () => {
      // Indices and aliases as a release with other mappings left them: a title field, no words or parts.
      for (const kind of ['categories', 'variants']) {
        expect((await put(`${prefix}-${kind}-old`, { mappings: { properties: { title: { type: 'text' } } } })).ok).toBe(
          true,
        );
        expect((await put(`${prefix}-${kind}-old/_alias/${prefix}-${kind}`, {})).ok).toBe(true);
      }
      const index = replica();
      try {
        expect(await index.attach()).toBe(false);
        await index.replaceCatalogue(seedCatalogue('/static/images', 300));
        expect(await index.attach()).toBe(true);
        expect((await index.search(stahlSearch)).count).toBeGreaterThan(0);
      } finally {
        await index.destroy();
        await index.close();
      }
    }, 180_000);
  });

  describe('lifecycle behind aliases', () => {
    const prefix = `life-${randomUUID()}`;
    const open = () => new ElasticCatalogueIndex(node().url, prefix, { retireAfterMs: 500 });
    let indexer: ElasticCatalogueIndex;
    let replica: ElasticCatalogueIndex;
    beforeAll(() => {
      indexer = open();
      replica = open();
    });
    afterAll(async () => {
      await indexer.destroy();
      await Promise.all([indexer.close(), replica.close()]);
    });

    const physicalIndices = async () =>
      Object.keys(
        await (await fetch(`${node().url}/${prefix}-*/_settings?filter_path=*.settings.index.uuid`)).json(),
      ).sort();

    it('has nothing to attach to before the first build, and attaches without writing after it', async () => {
      expect(await replica.attach()).toBe(false);
      await indexer.replaceCatalogue(seedCatalogue('/static/images', 600));
      const built = await physicalIndices();
      expect(built).toHaveLength(2);
      expect(await replica.attach()).toBe(true);
      expect(await physicalIndices()).toEqual(built);
      expect((await replica.list(listAll)).count).toBeGreaterThan(0);
    }, 180_000);

    it('serves every search without an error while another instance rebuilds, then drops the old indices', async () => {
      const before = await physicalIndices();
      let rebuilding = true;
      const rebuild = indexer.replaceCatalogue(seedCatalogue('/static/images', 1200)).finally(() => {
        rebuilding = false;
      });
      const failures: unknown[] = [];
      let searches = 0;
      // Bounded: stops with the rebuild, or after 2,000 searches.
      while (rebuilding && searches < 2_000) {
        searches++;
        await Promise.all([replica.list(listAll), replica.search(stahlSearch), replica.rootCategories('de')]).catch(
          (error: unknown) => failures.push(error),
        );
      }
      await rebuild;
      expect(failures).toEqual([]);
      expect(searches).toBeGreaterThan(0);
      const after = await physicalIndices();
      expect(after).toHaveLength(2);
      expect(after.some((name) => before.includes(name))).toBe(false);
      expect((await replica.list(listAll)).count).toBe(
        seedCatalogue('/static/images', 1200).variants.filter((v) => !v.hidden).length,
      );
    }, 300_000);
  });

  describe('the deepest page', () => {
    const index = () => deep;
    let deep: ElasticCatalogueIndex;
    beforeAll(async () => {
      deep = new ElasticCatalogueIndex(node().url, `deep-${randomUUID()}`);
      await deep.replaceCatalogue(seedCatalogue('/static/images'));
    }, 600_000);
    afterAll(async () => {
      await deep.destroy();
      await deep.close();
    });

    it('lists the last page of the whole catalogue, past the default window of 10,000', async () => {
      const { count } = await index().list({ ...listAll, take: 1 });
      expect(count).toBeGreaterThan(10_000);
      const last = await index().list({ ...listAll, skip: count - 30, take: 100 });
      expect(last.variantIds).toHaveLength(30);
      expect(last.count).toBe(count);
      const past = await index().list({ ...listAll, skip: count + 5_000, take: 100 });
      expect(past).toEqual({ variantIds: [], count });
    });
  });
});

const listAll = {
  filters: {},
  sort: { field: 'sorting' as const, direction: 'asc' as const },
  skip: 0,
  take: 24,
  locale: 'de' as const,
};
const stahlSearch = { term: 'stahl', locale: 'de' as const, skip: 0, take: 12 };
