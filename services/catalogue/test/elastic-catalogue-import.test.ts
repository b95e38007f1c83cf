import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VariantDetailSchema } from '@shop/contracts';
import { describeWithElasticsearch } from '@shop/service-kit/testing';
import { ElasticCatalogueIndex } from '../src/adapters/elastic/elastic-catalogue-index';
import { ElasticCatalogueSource } from '../src/adapters/elastic/elastic-catalogue-source';
import { startReplica } from './catalogue-replica';
import { storedCatalogue } from './catalogue-source.contract';
import { runImport } from './import/run-import';

// Each import is its own process (tsx) writing two versions; each replica reads and indexes.
jest.setTimeout(180_000);

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

describeWithElasticsearch('the catalogue in Elasticsearch', (node) => {
  // Nested: its clean-up runs while the node still runs.
  describe('imported, with no shared folder', () => {
    const prefix = `import-${randomUUID()}`;
    const catalogue = storedCatalogue(300);
    let dataDir: string;
    let source: ElasticCatalogueSource;
    const env = () => ({
      NODE_ENV: 'production',
      ELASTICSEARCH_URL: node().url,
      ELASTICSEARCH_INDEX_PREFIX: prefix,
      DATA_DIR: dataDir,
    });

    beforeAll(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'catalogue-replica-'));
      source = new ElasticCatalogueSource(node().url, prefix);
    });
    afterAll(async () => {
      const index = new ElasticCatalogueIndex(node().url, prefix);
      await Promise.all([source.destroy(), index.destroy()]);
      await Promise.all([source.close(), index.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('a replica started after an import from stdin serves it, and nothing is written to DATA_DIR', async () => {
      const imported = await runImport(['-'], JSON.stringify(catalogue), env());
      expect(imported.stdout).toContain(`variants, into ${prefix}-catalogue-source.`);
      expect(imported.stdout).toContain('Search index rebuilt');
      expect(imported.code).toBe(0);

      const replica = await startReplica(env(), dataDir);
      const last = catalogue.variants.at(-1)!;
      expect(VariantDetailSchema.parse((await replica.get(`/productVariant/${last.id}`)).body).code).toBe(last.code);
      expect(replica.messages()).toContain('catalogue read from Elasticsearch');
      await replica.close();
      expect(readdirSync(dataDir)).toEqual([]);
    });

    it('merges a supplier feed from stdin into the live version, which the next replica serves', async () => {
      const merged = await runImport(
        ['-', '--supplier', 'malardalens-stangsel-ab'],
        fixture('supplier-feed.jsonl'),
        env(),
      );
      expect(merged.stdout).toContain('Imported 4 records from stdin: 4 new and 0 updated variants, 3 new products');
      expect(merged.code).toBe(0);

      const replica = await startReplica(env(), dataDir);
      expect(await replica.productCodes('leichtbauzaun-mobil')).toEqual(['MS-LBZ-2012', 'MS-LBZ-2020']);
      const first = catalogue.variants[0]!;
      expect(VariantDetailSchema.parse((await replica.get(`/productVariant/${first.id}`)).body).code).toBe(first.code);
      await replica.close();
    });

    it('keeps the live version when an import is refused, and a replica started after still serves it', async () => {
      const live = await source.read();
      const versions = await source.versions();
      const orphan = { ...catalogue.variants[0]!, id: 999_999, productId: 424_242 };
      const whole = await runImport(['-'], JSON.stringify({ ...catalogue, variants: [orphan] }), env());
      expect(whole.stderr).toContain('Nothing imported: stdin is no catalogue this shop can load');
      expect(whole.code).toBe(1);
      const feed = await runImport(['-'], fixture('supplier-feed-broken.jsonl'), env());
      expect(feed.stderr).toContain('Nothing imported: 4 of 4 records in stdin have problems (read as jsonl;');
      expect(feed.code).toBe(1);

      expect(await source.versions()).toEqual(versions);
      expect(await source.read()).toEqual(live);
      const replica = await startReplica(env(), dataDir);
      expect(await replica.productCodes('leichtbauzaun-mobil')).toEqual(['MS-LBZ-2012', 'MS-LBZ-2020']);
      await replica.close();
    });
  });
});
