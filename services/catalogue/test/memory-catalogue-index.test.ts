import { MemoryCatalogueIndex } from '../src/adapters/memory/memory-catalogue-index';
import { catalogueIndexContract } from './catalogue-index.contract';
import { seedCatalogue } from './seed';

describe('MemoryCatalogueIndex (embedded engine)', () => {
  catalogueIndexContract(
    async () => new MemoryCatalogueIndex(),
    async (i) => i.close(),
  );
});

describe('MemoryCatalogueIndex one-word search', () => {
  const data = seedCatalogue('/static/images', 10_500);
  const index = new MemoryCatalogueIndex();
  beforeAll(() => index.replaceCatalogue(data));

  it('counts a variant its title, category and supplier names all reach once, and pages it once', async () => {
    // "pro" reaches title words, category names and supplier names at once.
    const all = await index.search({ term: 'pro', locale: 'de', skip: 0, take: data.variants.length });
    expect(all.count).toBeGreaterThan(1000);
    expect(all.categoryIds.length).toBeGreaterThan(0);
    expect(all.variantIds).toHaveLength(all.count);
    expect(new Set(all.variantIds).size).toBe(all.count);
    expect(all.variantIds.every((id) => !data.variants[id - 1]!.hidden)).toBe(true);
    const pages = [];
    for (let skip = 0; skip < 96; skip += 24)
      pages.push(...(await index.search({ term: 'pro', locale: 'de', skip, take: 24 })).variantIds);
    expect(pages).toEqual(all.variantIds.slice(0, 96));
  });

  it('answers a word the same before and after other searches (its scratch state is cleared)', async () => {
    const first = await index.search({ term: 'zaun', locale: 'de', skip: 0, take: 24 });
    await index.search({ term: 'pro', locale: 'de', skip: 0, take: 24 });
    await index.search({ term: 'stahl zaun', locale: 'de', skip: 0, take: 24 });
    expect(await index.search({ term: 'zaun', locale: 'de', skip: 0, take: 24 })).toEqual(first);
  });
});
