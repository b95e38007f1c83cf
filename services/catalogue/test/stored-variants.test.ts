import { readFileSync, writeFileSync } from 'node:fs';
import { catalogueFileOf, variantTableFileOf } from '../src/adapters/file/catalogue-file';
import { FileCatalogueSource } from '../src/adapters/file/file-catalogue-source';
import { locateVariants } from '../src/adapters/file/locate-variants';
import { StoredVariant } from '../src/adapters/file/stored-variant';
import { variantTableFormat } from '../src/adapters/file/variant-table';
import { MemoryCatalogueIndex } from '../src/adapters/memory/memory-catalogue-index';
import { Catalogue } from '../src/domain/catalogue';
import type { CatalogueVariant } from '../src/domain';
import type { StoredCatalogue } from '../src/ports/catalogue-source';
import { shopCategories } from '../src/shop-categories';
import { seedCatalogue } from './seed';
import { freshFolderEachTest } from './fresh-folder';

const { categories: _, ...records } = seedCatalogue('/static/images', 3000);
const catalogue: StoredCatalogue = records;

/** The record's fields as a reader sees them, whatever kind of object holds them. */
const fieldsOf = (variant: CatalogueVariant, like: CatalogueVariant) =>
  Object.fromEntries(Object.keys(like).map((key) => [key, variant[key as keyof CatalogueVariant]]));

describe('a start from the data file and its variant table', () => {
  const folder = freshFolderEachTest('stored-variants-');
  let source: FileCatalogueSource;
  beforeEach(async () => {
    source = new FileCatalogueSource(folder.path());
    await source.replace(catalogue);
  });
  const tableFile = () => variantTableFileOf(catalogueFileOf(folder.path()));

  it('parses every record the first time, then reads the table and parses each record on first use', async () => {
    const first = await source.readFingerprinted();
    expect(first?.variantRecords).toBe('parsed at start (variant table none yet; written)');
    expect(first?.catalogue).toEqual(catalogue);

    const warm = await source.readFingerprinted();
    expect(warm?.variantRecords).toBe('parsed on first use');
    expect(warm?.fingerprint).toBe(first?.fingerprint);
    expect(warm?.catalogue.variants.every((v) => v instanceof StoredVariant)).toBe(true);
    expect(warm?.catalogue.suppliers).toEqual(catalogue.suppliers);
    expect(warm?.catalogue.products).toEqual(catalogue.products);
  });

  it('gives, for every variant, the record a whole parse gives', async () => {
    await source.readFingerprinted();
    const { variants } = (await source.readFingerprinted())!.catalogue;
    expect(variants).toHaveLength(catalogue.variants.length);
    // The comparison is worth something only if the catalogue has sets, tiers and hidden variants.
    expect(catalogue.variants.some((v) => v.parts.length > 0)).toBe(true);
    expect(catalogue.variants.some((v) => v.hidden)).toBe(true);
    expect(catalogue.variants.some((v) => v.volume_tiers?.length)).toBe(true);
    variants.forEach((variant, doc) => {
      const eager = catalogue.variants[doc]!;
      expect(fieldsOf(variant, eager)).toEqual(eager);
      expect(JSON.parse(JSON.stringify(variant))).toEqual(eager);
    });
  });

  it.each([
    [
      'a flipped byte',
      (bytes: Buffer) => bytes.fill(bytes[bytes.length >> 1]! ^ 1, bytes.length >> 1, (bytes.length >> 1) + 1),
    ],
    ['a cut-off end', (bytes: Buffer) => bytes.subarray(0, bytes.length - 100)],
    ['another file', () => Buffer.from('{"not":"a table"}')],
  ])('parses every record again, and writes the table anew, when the table has %s', async (_, damage) => {
    await source.readFingerprinted();
    writeFileSync(tableFile(), damage(readFileSync(tableFile())));

    const read = await source.readFingerprinted();
    expect(read?.variantRecords).toBe('parsed at start (variant table corrupt; written)');
    expect(read?.catalogue).toEqual(catalogue);
    expect((await source.readFingerprinted())?.variantRecords).toBe('parsed on first use');
  });

  it('parses every record again when the table is of another format', async () => {
    await source.readFingerprinted();
    const bytes = readFileSync(tableFile());
    bytes.writeUInt32LE(variantTableFormat + 1, 8);
    writeFileSync(tableFile(), bytes);

    expect((await source.readFingerprinted())?.variantRecords).toBe(
      'parsed at start (variant table format changed; written)',
    );
  });

  it('parses every record of a new data file (an import), not the old table', async () => {
    await source.readFingerprinted();
    const imported = { ...catalogue, variants: catalogue.variants.slice(1) };
    await source.replace(imported);

    const read = await source.readFingerprinted();
    expect(read?.variantRecords).toBe('parsed at start (variant table catalogue changed; written)');
    expect(read?.catalogue).toEqual(imported);
    const warm = await source.readFingerprinted();
    expect(warm?.catalogue.variants.map((v) => v.title.de)).toEqual(imported.variants.map((v) => v.title.de));
  });

  it('shows a change made after a warm start, before and after the record is parsed', async () => {
    await source.readFingerprinted();
    const warm = (await source.readFingerprinted())!;
    const shop = await Catalogue.load(
      new MemoryCatalogueIndex(),
      { categories: shopCategories('/static/images'), ...warm.catalogue },
      '/static/images',
    );
    const [unread, shown] = catalogue.variants.filter((v) => !v.hidden && v.availability === 'available');
    await shop.changeVariant(unread!.id, { sale_price: 12_345, availability: 'out_of_stock' });
    await shop.changeVariant(shown!.id, { sale_price: 4_321 });
    expect(shop.shownInLists([shown!.id], 'de')[0]).toMatchObject({ title: shown!.title.de, sale_price: 4_321 });

    expect(shop.store.variant(unread!.id)).toMatchObject({ sale_price: 12_345, availability: 'out_of_stock' });
    expect(shop.store.renderVariantDetail(shop.store.variant(unread!.id)!, 'de')).toMatchObject({
      title: unread!.title.de,
      sale_price: 12_345,
      availability: 'out_of_stock',
      attributes: expect.arrayContaining([expect.objectContaining({ key: Object.keys(unread!.attributes)[0] })]),
    });
    expect(shop.shownInLists([shown!.id], 'de')[0]?.sale_price).toBe(4_321);
    // The records the start read are not written to: an untouched variant is as stored.
    expect(
      fieldsOf(
        warm.catalogue.variants.find((v) => v.id === unread!.id)!,
        unread!,
      ),
    ).toEqual(unread);
  });
});

describe('locateVariants', () => {
  it('finds each record of a data file written with spaces and with brackets and quotes inside strings', () => {
    const odd = { ...catalogue.variants[0]!, code: 'A"}]{[\\' };
    const variants = [odd, ...catalogue.variants.slice(1, 4)];
    const text = JSON.stringify({ format: 1, note: 'variants', suppliers: [], variants, products: [] }, null, 2);
    const bytes = Buffer.from(text);

    const at = locateVariants(bytes);
    expect(JSON.parse(bytes.toString('utf8', ...at.array))).toEqual(variants);
    expect([...at.starts].map((start, i) => JSON.parse(bytes.toString('utf8', start, at.ends[i])))).toEqual(variants);
  });
});
