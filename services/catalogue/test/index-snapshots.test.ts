import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locale } from '@shop/contracts';
import { snapshotFormat } from '../src/adapters/memory/index-snapshot';
import { IndexSnapshots, indexSnapshotFileOf } from '../src/adapters/memory/index-snapshots';
import { MemoryCatalogueIndex } from '../src/adapters/memory/memory-catalogue-index';
import type { CatalogueData } from '../src/domain';
import type { CatalogueIndex } from '../src/ports/catalogue-index';
import { seedCatalogue } from './seed';

const records = seedCatalogue('/static/images', 3000);

describe('the embedded engine started from its snapshot', () => {
  let dataDir: string;
  let file: string;
  let logs: { msg: string; reason?: string }[];
  const log = {
    info: (fields: object, msg: string) => logs.push({ ...fields, msg }),
    warn: (fields: object, msg: string) => logs.push({ ...fields, msg }),
  };
  /** One start: the index of `data` as the service loads it, beside the data file. */
  const start = async (data: CatalogueData) => {
    const index = new MemoryCatalogueIndex(new IndexSnapshots(file, log));
    await index.replaceCatalogue(data);
    return index;
  };
  const last = () => logs.at(-1)!;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'index-snapshot-'));
    file = indexSnapshotFileOf(dataDir);
    logs = [];
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('builds the index and writes its snapshot when there is none, then reads it without building', async () => {
    await start({ ...records, fingerprint: 'one' });
    expect(last()).toMatchObject({ msg: 'search index built; snapshot written', reason: 'none yet' });
    const written = readFileSync(file);
    const writtenAt = statSync(file).mtimeMs;

    await start({ ...records, fingerprint: 'one' });
    expect(last().msg).toBe('search index read from its snapshot');
    expect(readFileSync(file).equals(written)).toBe(true);
    expect(statSync(file).mtimeMs).toBe(writtenAt);
  });

  it('rebuilds when the data file changed, and the next start reads the new snapshot', async () => {
    await start({ ...records, fingerprint: 'one' });
    const changed = { ...records, variants: records.variants.slice(0, 2000), fingerprint: 'two' };

    const rebuilt = await start(changed);
    expect(last()).toMatchObject({ msg: 'search index built; snapshot written', reason: 'catalogue changed' });
    expect((await rebuilt.list(everything)).count).toBe(visibleOf(changed));

    const read = await start(changed);
    expect(last().msg).toBe('search index read from its snapshot');
    expect((await read.list(everything)).count).toBe(visibleOf(changed));
  });

  it('rebuilds when the category tree (which lives in code) changed under the same data file', async () => {
    await start({ ...records, fingerprint: 'one' });
    const [first, ...rest] = records.categories;
    await start({ ...records, categories: [{ ...first!, sorting: 99 }, ...rest], fingerprint: 'one' });
    expect(last()).toMatchObject({ msg: 'search index built; snapshot written', reason: 'catalogue changed' });
  });

  it.each([
    [
      'a flipped byte',
      (bytes: Buffer) => bytes.fill(bytes[bytes.length >> 1]! ^ 1, bytes.length >> 1, (bytes.length >> 1) + 1),
    ],
    ['a cut-off end', (bytes: Buffer) => bytes.subarray(0, bytes.length - 1000)],
    ['half a header', (bytes: Buffer) => bytes.subarray(0, 20)],
    ['another file', () => Buffer.from('{"not":"a snapshot"}')],
  ])('rebuilds a snapshot with %s instead of trusting it', async (_, damage) => {
    await start({ ...records, fingerprint: 'one' });
    writeFileSync(file, damage(readFileSync(file)));

    const rebuilt = await start({ ...records, fingerprint: 'one' });
    expect(last()).toMatchObject({ msg: 'search index built; snapshot written', reason: 'corrupt' });
    expect((await rebuilt.list(everything)).count).toBe(visibleOf(records));
    await start({ ...records, fingerprint: 'one' });
    expect(last().msg).toBe('search index read from its snapshot');
  });

  it('rebuilds a snapshot of another format', async () => {
    await start({ ...records, fingerprint: 'one' });
    const bytes = readFileSync(file);
    bytes.writeUInt32LE(snapshotFormat + 1, 8);
    writeFileSync(file, bytes);

    await start({ ...records, fingerprint: 'one' });
    expect(last()).toMatchObject({ msg: 'search index built; snapshot written', reason: 'format changed' });
  });

  it('answers every query from the snapshot exactly as from a fresh build', async () => {
    const data = { ...records, fingerprint: 'one' };
    await start(data);
    const restored = await start(data);
    expect(last().msg).toBe('search index read from its snapshot');
    const fresh = new MemoryCatalogueIndex();
    await fresh.replaceCatalogue(data);

    const expected = await answers(fresh, data);
    // The comparison is worth something only if the queries find things.
    expect(expected.searches.filter((hits) => hits.count > 0).length).toBeGreaterThanOrEqual(terms.length - 1);
    expect(await answers(restored, data)).toEqual(expected);
  });
});

const everything = {
  filters: {},
  sort: { field: 'sorting', direction: 'asc' },
  skip: 0,
  take: 10,
  locale: 'de',
} as const;

const visibleOf = (data: CatalogueData) => data.variants.filter((v) => !v.hidden).length;

/** Typed prefixes, whole words, parts of compounds, slips and codes in every language. */
const terms: [Locale, string][] = [
  ['de', 'zau'],
  ['de', 'gitterzaun'],
  ['de', 'zaun'],
  ['de', 'gittrezaun'],
  ['de', 'stahl rohr'],
  ['fi', 'verkkoaita'],
  ['fi', 'aita'],
  ['fi', 'ritilä'],
  ['en', 'steel pipe'],
  ['en', 'gratng'],
  ['et', 'aiapost'],
  ['de', 'dsm-0000'],
  ['de', 'ral 7016'],
];

/** What a shop asks of the engine: searches, listings with filters and sorts, facets, categories. */
async function answers(index: CatalogueIndex, data: CatalogueData) {
  const categoryIds = data.categories.map((c) => c.categoryid);
  const sorts = ['sorting', 'title', 'sale_price', 'id'] as const;
  return {
    searches: await Promise.all(terms.map(([locale, term]) => index.search({ term, locale, skip: 0, take: 24 }))),
    lists: await Promise.all(
      categoryIds.flatMap((categoryId) =>
        sorts.map((field) =>
          index.list({ ...everything, categoryId, sort: { field, direction: 'desc' }, locale: 'fi' }),
        ),
      ),
    ),
    filtered: await index.list({ ...everything, filters: { colour: 'RAL 7016', height_mm: { min: 1000, max: 2000 } } }),
    facets: await Promise.all(
      categoryIds.map((categoryId) => index.facets({ categoryId }, { availability: 'available' })),
    ),
    shop: await index.facets({}, {}),
    products: await index.listProducts({}, { supplier: data.suppliers[0]!.slug }, 0, 20),
    roots: await index.rootCategories('et'),
    counts: [...(await index.variantCounts())],
  };
}
