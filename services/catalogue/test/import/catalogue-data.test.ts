import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SearchResponseSchema, VariantDetailSchema, VariantListResponseSchema } from '@shop/contracts';
import { demoCatalogue } from '@shop/infra';
import { InProcessEventBus } from '@shop/service-kit';
import Fastify from 'fastify';
import { catalogueConfigFromEnv } from '../../src/config';
import { createCatalogue } from '../../src/create-catalogue';
import { FileCatalogueSource } from '../../src/adapters/file/file-catalogue-source';
import { importFeed } from '../../src/import/import-feed';
import { catalogueFileOf } from '../../src/adapters/file/catalogue-file';
import { freshFolderEachTest } from '../fresh-folder';

// Each case starts the catalogue (10,500 variants) up to four times; one start (reading the data file,
// building the search index) took 15-40 s at load 25, so the limit fits a loaded CI machine.
jest.setTimeout(300_000);

const fixture = (name: string) => join(__dirname, '..', 'fixtures', name);
/** A feed as the import reads it: its text and, by its extension, its format. */
const feedOf = (file: string) => ({
  text: readFileSync(file, 'utf8'),
  format: file.endsWith('.csv') ? ('csv' as const) : ('jsonl' as const),
});

/**
 * The catalogue service composed as the embedded demo shop composes it (the generated demo catalogue
 * its seed), on a data directory; its logs kept to read.
 */
async function startCatalogue(dataDir: string) {
  const logs: { msg: string }[] = [];
  const stream = { write: (line: string) => logs.push(JSON.parse(line)) };
  // createServer's plugin limit, not fastify's 10 s default: building the index is part of the start.
  const app = Fastify({ logger: { level: 'info', stream }, pluginTimeout: 180_000 });
  await app.register(
    createCatalogue(catalogueConfigFromEnv({}), {
      bus: new InProcessEventBus(),
      ownsBus: true,
      dataDir,
      seed: () => demoCatalogue(),
    }),
  );
  await app.ready();
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'x-locale': 'de' } });
  return { app, get, messages: () => logs.map((l) => l.msg) };
}

describe('the catalogue from its data file', () => {
  const folder = freshFolderEachTest('catalogue-data-');
  let dataDir: string;
  beforeEach(() => {
    dataDir = folder.path();
  });

  it('writes the demo catalogue on the first start and reads it, not regenerating, on the next', async () => {
    const first = await startCatalogue(dataDir);
    await first.app.close();
    expect(first.messages()).toContain('no catalogue data file: wrote the demo catalogue');
    const written = statSync(catalogueFileOf(dataDir)).mtimeMs;

    const second = await startCatalogue(dataDir);
    expect(second.messages()).toContain('catalogue read from its data file');
    expect(second.messages()).not.toContain('no catalogue data file: wrote the demo catalogue');
    expect(statSync(catalogueFileOf(dataDir)).mtimeMs).toBe(written);
    expect((await second.get('/productVariant/1970')).json().code).toBe('BZ-001970');
    await second.app.close();
  });

  it('starts from the index snapshot while the data file is unchanged, and rebuilds it after an import', async () => {
    const search = '/search/new/gitterzaun?range=[0,5]';
    await (await startCatalogue(dataDir)).app.close();
    const builder = await startCatalogue(dataDir);
    expect(builder.messages()).toContain('search index built; snapshot written');
    const built = (await builder.get(search)).json();
    const product = (await builder.get('/productVariant/1970')).json();
    await builder.app.close();

    const reader = await startCatalogue(dataDir);
    expect(reader.messages()).toContain('search index read from its snapshot');
    expect(reader.messages()).not.toContain('search index built; snapshot written');
    expect(omitQueryId((await reader.get(search)).json())).toEqual(omitQueryId(built));
    // Its variants' records parsed on first use: a product read gives what the parsed whole gave.
    expect((await reader.get('/productVariant/1970')).json()).toEqual(product);
    await reader.app.close();

    await importFeed({
      ...feedOf(fixture('supplier-feed.jsonl')),
      source: new FileCatalogueSource(dataDir),
      supplier: 'malardalens-stangsel-ab',
    });
    const afterImport = await startCatalogue(dataDir);
    expect(afterImport.messages()).toContain('search index built; snapshot written');
    const found = SearchResponseSchema.parse((await afterImport.get('/search/all/leichtbauzaun')).json());
    expect(found.variants.map((v) => v.code)).toContain('MS-LBZ-2012');
    await afterImport.app.close();
  });

  it.each(['supplier-feed.jsonl', 'supplier-feed.csv'])('serves what %s changed after a restart', async (feed) => {
    (await startCatalogue(dataDir)).app.close();
    const result = await importFeed({
      ...feedOf(fixture(feed)),
      source: new FileCatalogueSource(dataDir),
      supplier: 'malardalens-stangsel-ab',
    });
    expect(result.ok).toBe(true);

    const { app, get } = await startCatalogue(dataDir);
    const updated = VariantDetailSchema.parse((await get('/productVariant/1970')).json());
    expect(updated).toMatchObject({ sale_price: 3990, availability: 'out_of_stock' });
    const found = SearchResponseSchema.parse((await get('/search/all/leichtbauzaun')).json());
    expect(found.variants.map((v) => v.code)).toContain('MS-LBZ-2012');
    await app.close();
  });

  it('adds new products with their variants and sets made of them', async () => {
    await new FileCatalogueSource(dataDir).replace(demoCatalogue());
    const result = await importFeed({
      ...feedOf(fixture('supplier-feed.jsonl')),
      source: new FileCatalogueSource(dataDir),
      supplier: 'malardalens-stangsel-ab',
    });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.summary).toEqual({ addedVariants: 3, updatedVariants: 1, addedProducts: 2 });
    const { app, get } = await startCatalogue(dataDir);
    const { variants } = VariantListResponseSchema.parse(
      (await get('/productVariant/by-product/leichtbauzaun-mobil')).json(),
    );
    expect(variants.map((v) => v.code)).toEqual(['MS-LBZ-2012', 'MS-LBZ-2020']);
    const setId = result.catalogue.variants.find((v) => v.code === 'MS-LBZ-SET-20')!.id;
    const set = VariantDetailSchema.parse((await get(`/productVariant/${setId}`)).json());
    expect(set.parts).toEqual([expect.objectContaining({ quantity: 10 })]);
    expect(set.parts[0]!.variant.code).toBe('MS-LBZ-2012');
    // A language the supplier left out shows the German text.
    expect((await app.inject({ url: `/productVariant/${setId}`, headers: { 'x-locale': 'fi' } })).json().title).toBe(
      'Leichtbauzaun-Set Mobil 20 m',
    );
    await app.close();
  });

  it('changes nothing for a feed with bad records and reports each by line and reason', async () => {
    (await startCatalogue(dataDir)).app.close();
    const before = readFileSync(catalogueFileOf(dataDir));
    const result = await importFeed({
      ...feedOf(fixture('supplier-feed-broken.jsonl')),
      source: new FileCatalogueSource(dataDir),
    });
    if (result.ok) throw new Error('the broken feed was imported');
    expect(result.problems).toEqual([
      { line: 1, sku: 'BZ-001970', message: 'supplier: not given (name it in the record or with --supplier)' },
      { line: 2, sku: 'MS-LBZ-2012', message: 'price_cents: must be a positive number of cents' },
      { line: 4, sku: 'MS-LBZ-2020', message: expect.stringMatching(/^stock: /) },
      { line: 5, message: expect.stringMatching(/^not a JSON record/) },
    ]);
    expect(readFileSync(catalogueFileOf(dataDir)).equals(before)).toBe(true);
  });

  it('refuses a feed into a catalogue with nothing stored: no supplier is known before a catalogue file', async () => {
    const result = await importFeed({
      ...feedOf(fixture('supplier-feed.jsonl')),
      source: new FileCatalogueSource(dataDir),
      supplier: 'malardalens-stangsel-ab',
    });
    if (result.ok) throw new Error('the feed was imported without a supplier register');
    expect(result.problems[0]).toEqual({
      line: 1,
      sku: 'BZ-001970',
      message: 'supplier: the shop has no supplier "malardalens-stangsel-ab"',
    });
    expect(await new FileCatalogueSource(dataDir).read()).toBeUndefined();
  });

  it('refuses records that do not fit the shop: supplier, category, attributes, parts', async () => {
    const feed = join(dataDir, 'feed.jsonl');
    const good = readFileSync(fixture('supplier-feed.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const records = [
      { ...good[1], supplier: 'nobody-gmbh' },
      { ...good[1], sku: 'X-1', category: 'bauzaeune' },
      { ...good[1], sku: 'X-2', attributes: { farbe: 'grün', height_mm: 'tall' } },
      { ...good[3], parts: [{ sku: 'NOT-THERE', quantity: 1 }] },
      good[2],
      good[2],
    ];
    writeFileSync(feed, records.map((r) => JSON.stringify(r)).join('\n'));
    await new FileCatalogueSource(dataDir).replace(demoCatalogue());
    const result = await importFeed({
      ...feedOf(feed),
      source: new FileCatalogueSource(dataDir),
      supplier: 'malardalens-stangsel-ab',
    });
    if (result.ok) throw new Error('the feed was imported');
    expect(result.problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '1: supplier: "nobody-gmbh", but the file is imported for "malardalens-stangsel-ab"',
      '2: category: the shop has no category "bauzaeune"',
      '3: attributes.farbe: the shop has no attribute "farbe"',
      '3: attributes.height_mm: must be a number',
      '4: parts: no article "NOT-THERE" of malardalens-stangsel-ab in this feed or in the shop',
      '6: sku: "MS-LBZ-2020" is also on line 5',
    ]);
  });
});

const omitQueryId = ({ query_id: _, ...answer }: { query_id?: unknown }) => answer;
