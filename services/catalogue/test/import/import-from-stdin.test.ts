import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueFileOf, readCatalogueFile } from '../../src/adapters/file/catalogue-file';
import { storedCatalogue } from '../catalogue-source.contract';
import { runImport } from './run-import';

// Each import is its own process, compiled by tsx on a loaded machine.
jest.setTimeout(120_000);

const fixture = (name: string) => readFileSync(join(__dirname, '..', 'fixtures', name), 'utf8');

describe('the import command reading stdin (the embedded data file)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'import-stdin-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = () => ({ NODE_ENV: 'production', DATA_DIR: dataDir });

  it('loads a whole catalogue piped in, then merges a CSV feed named by --format', async () => {
    const catalogue = storedCatalogue(200);
    const whole = await runImport(['-'], JSON.stringify(catalogue), env());
    const { suppliers, products } = catalogue;
    expect(whole.stdout).toContain(
      `Imported stdin: ${suppliers.length} suppliers, ${products.length} products, 200 variants, ` +
        `into ${catalogueFileOf(dataDir)}.`,
    );
    expect(whole.code).toBe(0);

    const feed = await runImport(
      ['-', '--format', 'csv', '--supplier', 'malardalens-stangsel-ab'],
      fixture('supplier-feed.csv'),
      env(),
    );
    expect(feed.stdout).toContain('Imported 2 records from stdin: 2 new and 0 updated variants, 2 new products');
    expect(feed.code).toBe(0);
    const stored = await readCatalogueFile(catalogueFileOf(dataDir));
    expect(stored!.variants).toHaveLength(202);
    expect(stored!.variants.slice(0, 200)).toEqual(catalogue.variants);
  });

  it('imports nothing and says why: nothing piped, a format it does not know', async () => {
    const empty = await runImport(['-'], '', env());
    expect(empty.stderr).toContain('Nothing imported: stdin was empty');
    expect(empty.code).toBe(1);
    const unknown = await runImport(['-', '--format', 'xlsx'], 'sku;price', env());
    expect(unknown.stderr).toContain('--format must be json (a whole catalogue), jsonl or csv (a supplier feed)');
    expect(unknown.code).toBe(1);
    expect(await readCatalogueFile(catalogueFileOf(dataDir))).toBeUndefined();
  });
});
