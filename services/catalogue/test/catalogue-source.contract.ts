import { generateCatalogue } from '@shop/infra';
import type { CatalogueSource, StoredCatalogue } from '../src/ports/catalogue-source';

/** The generator's records of a catalogue of `variants`, as an import stores them. */
export function storedCatalogue(variants: number): StoredCatalogue {
  const { suppliers, products, variants: records } = generateCatalogue({ variants });
  return { suppliers, products, variants: records };
}

/**
 * What every CatalogueSource adapter must do; `reopen` opens the same store again, as another
 * replica (or the same one after a restart) does.
 */
export function catalogueSourceContract(
  open: () => Promise<CatalogueSource>,
  reopen: (source: CatalogueSource) => Promise<CatalogueSource>,
  dispose: (source: CatalogueSource) => Promise<void>,
) {
  let source: CatalogueSource;
  beforeEach(async () => {
    source = await open();
  });
  afterEach(async () => dispose(source));

  it('holds nothing before the first import', async () => {
    expect(await source.read()).toBeUndefined();
  });

  it('answers the records written, each list in its order, to another replica too', async () => {
    const catalogue = storedCatalogue(400);
    // Some of the generator's variants carry their suppliers' own volume tiers: kept as written.
    expect(catalogue.variants.filter((v) => v.volume_tiers).length).toBeGreaterThan(0);
    await source.replace(catalogue);
    expect(await source.read()).toEqual(catalogue);
    const replica = await reopen(source);
    expect(await replica.read()).toEqual(catalogue);
    await replica.close();
  });

  it('replaces the whole previous version: nothing of it is left', async () => {
    await source.replace(storedCatalogue(400));
    const smaller = storedCatalogue(150);
    await source.replace(smaller);
    expect(await source.read()).toEqual(smaller);
  });

  it('keeps the live version when a write fails part way', async () => {
    const live = storedCatalogue(200);
    await source.replace(live);
    const broken = storedCatalogue(300);
    // A value no JSON holds: the write fails once it reaches the last variant.
    (broken.variants.at(-1)!.attributes as Record<string, unknown>).length_mm = BigInt(1);
    await expect(source.replace(broken)).rejects.toThrow();
    expect(await source.read()).toEqual(live);
  });
}
