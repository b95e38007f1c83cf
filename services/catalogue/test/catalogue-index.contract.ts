import type { Filters } from '@shop/contracts';
import type { CatalogueCategory, CatalogueData, CatalogueVariant } from '../src/domain';
import type { CatalogueIndex } from '../src/ports/catalogue-index';
import { seedCatalogue } from './seed';

const category = (over: Partial<CatalogueCategory>): CatalogueCategory => ({
  categoryid: 1,
  parentid: null,
  slug: 'fences',
  title: { de: 'Zäune', fi: 'Aidat', en: 'Fences', et: 'Aiad' },
  iconUrl: '/static/images/categories/fences.svg',
  sorting: 0,
  variantCount: 0,
  ...over,
});

/** What a filter means, written plainly, to check the engine against. */
function passes(v: CatalogueVariant, data: CatalogueData, filters: Filters): boolean {
  return Object.entries(filters).every(([key, wanted]) => {
    const value =
      key === 'supplier'
        ? data.suppliers.find((s) => s.id === v.supplierId)?.slug
        : key === 'availability'
          ? v.availability
          : key === 'sale_price'
            ? v.sale_price
            : v.attributes[key];
    if (value === undefined) return false;
    if (typeof wanted === 'object')
      return typeof value === 'number' && value >= (wanted.min ?? -Infinity) && value <= (wanted.max ?? Infinity);
    return String(value) === String(wanted);
  });
}

function inCategory(data: CatalogueData, categoryId: number): CatalogueVariant[] {
  const ids = new Set([
    categoryId,
    ...data.categories.filter((c) => c.parentid === categoryId).map((c) => c.categoryid),
  ]);
  const products = new Set(data.products.filter((p) => ids.has(p.categoryid)).map((p) => p.id));
  return data.variants.filter((v) => products.has(v.productId));
}

/** What every CatalogueIndex adapter must do; run by each adapter's test file. */
export function catalogueIndexContract(
  create: () => Promise<CatalogueIndex>,
  destroy: (i: CatalogueIndex) => Promise<void>,
) {
  describe('categories', () => {
    let index: CatalogueIndex;
    beforeEach(async () => {
      index = await create();
    });
    afterEach(async () => destroy(index));

    it('lists only root categories, in the curated order, titled in the asked language', async () => {
      await index.replaceCategories([
        category({
          categoryid: 2,
          slug: 'gates',
          sorting: 1,
          title: { de: 'Tore', fi: 'Portit', en: 'Gates', et: 'Väravad' },
        }),
        category({ categoryid: 1, slug: 'fences', sorting: 0 }),
        category({ categoryid: 3, parentid: 1, slug: 'welded-mesh-panels', sorting: 0 }),
      ]);
      const fi = await index.rootCategories('fi');
      expect(fi.map((c) => [c.slug, c.title])).toEqual([
        ['fences', 'Aidat'],
        ['gates', 'Portit'],
      ]);
      expect(fi[0]).toMatchObject({ parentid: null, iconPicture: { url: '/static/images/categories/fences.svg' } });
      expect(fi[0]?.category_pictures).toEqual([{ url: '/static/images/categories/fences.svg', is_icon: true }]);
    });

    it('lists the direct children of a category in the curated order, not grandchildren', async () => {
      await index.replaceCategories([
        category({ categoryid: 1, slug: 'fences', sorting: 0 }),
        category({
          categoryid: 4,
          parentid: 1,
          slug: 'chain-link-fences',
          sorting: 1,
          title: {
            de: 'Maschendrahtzäune',
            fi: 'Punotut verkkoaidat',
            en: 'Chain-link fences',
            et: 'Punutud võrkaiad',
          },
        }),
        category({
          categoryid: 3,
          parentid: 1,
          slug: 'welded-mesh-panels',
          sorting: 0,
          title: {
            de: 'Doppelstabmattenzäune',
            fi: 'Verkkoaitaelementit',
            en: 'Welded mesh fence panels',
            et: 'Keevitatud võrkpaneelid',
          },
        }),
        category({ categoryid: 5, parentid: 3, slug: 'mesh-panels-868', sorting: 0 }),
      ]);
      const children = await index.childCategories(1, 'et');
      expect(children.map((c) => [c.slug, c.title, c.parentid, c.variantCount])).toEqual([
        ['welded-mesh-panels', 'Keevitatud võrkpaneelid', 1, 0],
        ['chain-link-fences', 'Punutud võrkaiad', 1, 0],
      ]);
      expect((await index.childCategories(3, 'en')).map((c) => c.slug)).toEqual(['mesh-panels-868']);
      expect(await index.childCategories(5, 'en')).toEqual([]);
    });

    it('replaces the previous catalogue instead of merging into it', async () => {
      await index.replaceCategories([category({ categoryid: 1, slug: 'fences' })]);
      await index.replaceCategories([category({ categoryid: 9, slug: 'pipes' })]);
      expect((await index.rootCategories('en')).map((c) => c.slug)).toEqual(['pipes']);
    });
  });

  describe('variants', () => {
    let index: CatalogueIndex;
    // A fresh copy per suite: updates must not leak into the shared seed.
    const data = (() => {
      const seed = seedCatalogue('/static/images', 1200);
      return { ...seed, variants: seed.variants.map((v) => ({ ...v })) };
    })();
    const fences = data.categories.find((c) => c.slug === 'fences')!;
    beforeAll(async () => {
      index = await create();
      await index.replaceCatalogue(data);
    });
    afterAll(async () => destroy(index));

    it('counts the visible variants under each category, subcategories included', async () => {
      const counts = await index.variantCounts();
      expect(counts.get(fences.categoryid)).toBe(inCategory(data, fences.categoryid).filter((v) => !v.hidden).length);
      expect(counts.get(fences.categoryid)).toBeGreaterThan(0);
      const roots = await index.rootCategories('de');
      expect(roots[0]).toMatchObject({ slug: 'fences', variantCount: counts.get(fences.categoryid) });
    });

    it('counts the children of a category with their visible variants', async () => {
      const counts = await index.variantCounts();
      const children = await index.childCategories(fences.categoryid, 'en');
      expect(children.map((c) => c.slug)).toEqual(
        data.categories
          .filter((c) => c.parentid === fences.categoryid)
          .sort((a, b) => a.sorting - b.sorting)
          .map((c) => c.slug),
      );
      for (const child of children) expect(child.variantCount).toBe(counts.get(child.categoryid));
      expect(children.reduce((n, c) => n + c.variantCount, 0)).toBe(counts.get(fences.categoryid));
    });

    it('lists and counts the whole catalogue when the scope names neither a category nor products', async () => {
      const filters: Filters = { availability: 'available', sale_price: { max: 5000 } };
      const expected = data.variants
        .filter((v) => !v.hidden && passes(v, data, filters))
        .sort((a, b) => a.sale_price - b.sale_price || a.id - b.id);
      const page = await index.list({
        filters,
        sort: { field: 'sale_price', direction: 'asc' },
        skip: 0,
        take: 20,
        locale: 'en',
      });
      expect(page.count).toBe(expected.length);
      expect(page.variantIds.map((id) => data.variants[id - 1]!.sale_price)).toEqual(
        expected.slice(0, 20).map((v) => v.sale_price),
      );
      const facets = await index.facets({}, { colour: 'RAL 9005' });
      const visible = data.variants.filter((v) => !v.hidden);
      expect(facets.count).toBe(visible.filter((v) => v.attributes.colour === 'RAL 9005').length);
      const colour = facets.facets.find((f) => f.key === 'colour')!;
      for (const { value, count } of colour.values)
        expect(count).toBe(visible.filter((v) => v.attributes.colour === value).length);
      const unfiltered = await index.facets({}, {});
      expect(unfiltered.count).toBe(visible.length);
      expect(unfiltered.facets.map((f) => f.key)).toEqual(
        expect.arrayContaining(['pipe_size', 'height_mm', 'profile', 'supplier', 'availability', 'sale_price']),
      );
      // A change shows in the whole catalogue's facets at once (an engine may keep them between changes).
      const outOfStock = async () =>
        (await index.facets({}, {})).facets
          .find((f) => f.key === 'availability')!
          .values.find((v) => v.value === 'out_of_stock')?.count ?? 0;
      const before = await outOfStock();
      const target = visible.find((v) => v.availability === 'available')!;
      await index.updateVariant(target.id, { availability: 'out_of_stock' });
      expect(await outOfStock()).toBe(before + 1);
      await index.updateVariant(target.id, { availability: 'available' });
      expect(await outOfStock()).toBe(before);
    });

    it('lists a category with filters and a price sort exactly as the filters say', async () => {
      const filters: Filters = { colour: 'RAL 7016', height_mm: { min: 1000, max: 2000 } };
      const expected = inCategory(data, fences.categoryid)
        .filter((v) => !v.hidden && passes(v, data, filters))
        .sort((a, b) => b.sale_price - a.sale_price || b.id - a.id);
      const page = await index.list({
        categoryId: fences.categoryid,
        filters,
        sort: { field: 'sale_price', direction: 'desc' },
        skip: 0,
        take: 100,
        locale: 'de',
      });
      expect(page.count).toBe(expected.length);
      expect(page.count).toBeGreaterThan(0);
      expect(page.variantIds.map((id) => data.variants[id - 1]!.sale_price)).toEqual(
        expected.slice(0, 100).map((v) => v.sale_price),
      );
      const second = await index.list({
        categoryId: fences.categoryid,
        filters,
        sort: { field: 'sale_price', direction: 'desc' },
        skip: 2,
        take: 2,
        locale: 'de',
      });
      expect(second.variantIds).toEqual(page.variantIds.slice(2, 4));
    });

    it('sorts by title in the language, by code and by the curated order', async () => {
      const titles = await index.list({
        filters: {},
        sort: { field: 'title', direction: 'asc' },
        skip: 0,
        take: 20,
        locale: 'fi',
      });
      const fiTitles = titles.variantIds.map((id) => data.variants[id - 1]!.title.fi);
      expect(fiTitles).toEqual(
        [...fiTitles].sort(new Intl.Collator('fi', { numeric: true, sensitivity: 'base' }).compare),
      );
      const codes = await index.list({
        filters: {},
        sort: { field: 'id', direction: 'desc' },
        skip: 0,
        take: 5,
        locale: 'en',
      });
      const allCodes = data.variants
        .filter((v) => !v.hidden)
        .map((v) => v.code)
        .sort()
        .reverse();
      expect(codes.variantIds.map((id) => data.variants[id - 1]!.code)).toEqual(allCodes.slice(0, 5));
      const curated = await index.list({
        filters: {},
        sort: { field: 'sorting', direction: 'asc' },
        skip: 0,
        take: 5,
        locale: 'en',
      });
      const bySorting = data.variants.filter((v) => !v.hidden).sort((a, b) => a.sorting - b.sorting || a.id - b.id);
      expect(curated.variantIds).toEqual(bySorting.slice(0, 5).map((v) => v.id));
    });

    it('leaves hidden variants out unless asked for', async () => {
      const all = inCategory(data, fences.categoryid);
      const shown = await index.list({
        categoryId: fences.categoryid,
        filters: {},
        sort: { field: 'sorting', direction: 'asc' },
        skip: 0,
        take: 1,
        locale: 'de',
      });
      const everything = await index.list({
        categoryId: fences.categoryid,
        showHidden: true,
        filters: {},
        sort: { field: 'sorting', direction: 'asc' },
        skip: 0,
        take: 1,
        locale: 'de',
      });
      expect(shown.count).toBe(all.filter((v) => !v.hidden).length);
      expect(everything.count).toBe(all.length);
    });

    it('counts facet values under every filter except the attribute’s own', async () => {
      const filters: Filters = { colour: 'RAL 6005', height_mm: 1230 };
      const scope = inCategory(data, fences.categoryid).filter((v) => !v.hidden);
      const result = await index.facets({ categoryId: fences.categoryid }, filters);
      expect(result.count).toBe(scope.filter((v) => passes(v, data, filters)).length);
      const colour = result.facets.find((f) => f.key === 'colour')!;
      const othersOnly = scope.filter((v) => passes(v, data, { height_mm: 1230 }));
      for (const { value, count } of colour.values)
        expect(count).toBe(othersOnly.filter((v) => v.attributes.colour === value).length);
      expect(colour.values.length).toBeGreaterThan(1);
      const height = result.facets.find((f) => f.key === 'height_mm')!;
      const heightScope = scope.filter((v) => passes(v, data, { colour: 'RAL 6005' }));
      for (const { value, count } of height.values)
        expect(count).toBe(heightScope.filter((v) => v.attributes.height_mm === value).length);
      expect(height.range).toEqual({
        min: Math.min(
          ...heightScope.flatMap((v) => (typeof v.attributes.height_mm === 'number' ? [v.attributes.height_mm] : [])),
        ),
        max: expect.any(Number),
      });
      const price = result.facets.find((f) => f.key === 'sale_price')!;
      const matching = scope.filter((v) => passes(v, data, filters));
      expect(price.range).toEqual({
        min: Math.min(...matching.map((v) => v.sale_price)),
        max: Math.max(...matching.map((v) => v.sale_price)),
      });
    });

    it('lists products with a matching variant, each with its matching variant count and lowest price', async () => {
      const filters: Filters = { availability: 'available' };
      const result = await index.listProducts({ categoryId: fences.categoryid }, filters, 0, 100);
      const matching = inCategory(data, fences.categoryid).filter((v) => !v.hidden && passes(v, data, filters));
      expect(result.count).toBe(new Set(matching.map((v) => v.productId)).size);
      const first = result.products[0]!;
      const ofFirst = matching.filter((v) => v.productId === first.productId);
      expect(first).toEqual({
        productId: first.productId,
        variantCount: ofFirst.length,
        minPrice: Math.min(...ofFirst.map((v) => v.sale_price)),
      });
    });

    it('finds compound words by their parts, in the language of the request', async () => {
      const fi = await index.search({ term: 'aita', locale: 'fi', skip: 0, take: 50 });
      const fiTitles = fi.variantIds.map((id) => data.variants[id - 1]!.title.fi.toLowerCase());
      expect(fiTitles.some((t) => t.includes('verkkoaita'))).toBe(true);
      expect(fiTitles.every((t) => t.includes('aita'))).toBe(true);
      const de = await index.search({ term: 'zaun', locale: 'de', skip: 0, take: 100 });
      expect(de.count).toBeGreaterThan(0);
      const deTitles = de.variantIds.map((id) => data.variants[id - 1]!.title.de.toLowerCase());
      expect(deTitles.some((t) => t.includes('gitterzaun') || t.includes('doppelstabmattenzaun'))).toBe(true);
      expect(de.categoryIds).toContain(fences.categoryid);
    });

    it('tolerates one typo in words of five letters or more, but not in short words', async () => {
      const typo = await index.search({ term: 'teräsputkl', locale: 'fi', skip: 0, take: 10 });
      expect(typo.count).toBeGreaterThan(0);
      expect(data.variants[typo.variantIds[0]! - 1]!.title.fi.toLowerCase()).toContain('teräsputki');
      expect((await index.search({ term: 'xyzzyq', locale: 'de', skip: 0, take: 5 })).count).toBe(0);
    });

    it('matches prefixes as the buyer types, and puts an exact code first', async () => {
      const prefix = await index.search({ term: 'stahlr', locale: 'de', skip: 0, take: 5 });
      expect(prefix.count).toBeGreaterThan(0);
      expect(data.variants[prefix.variantIds[0]! - 1]!.title.de).toMatch(/Stahlrohr/);
      const target = data.variants.find((v) => !v.hidden && v.code.startsWith('SR-'))!;
      const code = await index.search({ term: target.code.toLowerCase(), locale: 'en', skip: 0, take: 5 });
      expect(code.variantIds[0]).toBe(target.id);
    });

    it('finds a size written with a decimal point, as the title writes it', async () => {
      const hits = await index.search({ term: 'trapezblech 0.7', locale: 'de', skip: 0, take: 20 });
      expect(hits.count).toBeGreaterThan(0);
      for (const id of hits.variantIds) expect(data.variants[id - 1]!.title.de).toMatch(/Trapezblech.* 0\.7 mm/);
    });

    it('finds the word a buyer is typing with a slip in its first letters', async () => {
      const hits = await index.search({ term: 'zanupf', locale: 'de', skip: 0, take: 10 });
      expect(hits.count).toBeGreaterThan(0);
      for (const id of hits.variantIds) expect(data.variants[id - 1]!.title.de).toMatch(/Zaunpf/);
    });

    it('answers a code prefix in code order, the same across pages', async () => {
      const codes = data.variants
        .filter((v) => !v.hidden && v.code.startsWith('DSM-0000'))
        .map((v) => v.id)
        .sort((a, b) => (data.variants[a - 1]!.code < data.variants[b - 1]!.code ? -1 : 1));
      const all = await index.search({ term: 'dsm-0000', locale: 'de', skip: 0, take: 20 });
      expect(all.variantIds.slice(0, codes.length)).toEqual(codes);
      const pages = [];
      for (let skip = 0; skip < 20; skip += 3)
        pages.push(...(await index.search({ term: 'dsm-0000', locale: 'de', skip, take: 3 })).variantIds);
      expect(pages.slice(0, 20)).toEqual(all.variantIds);
    });

    it("puts a supplier's variants first when its whole name is typed, before titles with its words", async () => {
      const supplier = data.suppliers.find((s) => s.name === 'Lausitz Stahl GmbH')!;
      const own = data.variants.filter((v) => !v.hidden && v.supplierId === supplier.id).length;
      const hits = await index.search({ term: supplier.name, locale: 'de', skip: 0, take: 5 });
      expect(own).toBeGreaterThanOrEqual(5);
      expect(hits.variantIds.map((id) => data.variants[id - 1]!.supplierId)).toEqual(Array(5).fill(supplier.id));
    });

    it('finds supplier names and keeps the order stable across pages', async () => {
      const supplier = data.suppliers.find((s) => data.variants.some((v) => v.supplierId === s.id && !v.hidden))!;
      const hits = await index.search({ term: supplier.name, locale: 'en', skip: 0, take: 30 });
      expect(hits.variantIds.length).toBeGreaterThan(0);
      expect(hits.variantIds.every((id) => data.variants[id - 1]!.supplierId === supplier.id)).toBe(true);
      const all = await index.search({ term: 'verkkoaita', locale: 'fi', skip: 0, take: 30 });
      const pages = [];
      for (let skip = 0; skip < 30; skip += 5)
        pages.push(...(await index.search({ term: 'verkkoaita', locale: 'fi', skip, take: 5 })).variantIds);
      expect(pages).toEqual(all.variantIds);
      expect(new Set(pages).size).toBe(pages.length);
    });

    it('takes a price or availability change into search at once', async () => {
      const target = inCategory(data, fences.categoryid).find((v) => !v.hidden && v.availability === 'available')!;
      await index.updateVariant(target.id, { sale_price: 1, availability: 'out_of_stock' });
      const cheapest = await index.list({
        categoryId: fences.categoryid,
        filters: {},
        sort: { field: 'sale_price', direction: 'asc' },
        skip: 0,
        take: 1,
        locale: 'de',
      });
      expect(cheapest.variantIds).toEqual([target.id]);
      const outOfStock = await index.list({
        categoryId: fences.categoryid,
        filters: { availability: 'out_of_stock' },
        sort: { field: 'sorting', direction: 'asc' },
        skip: 0,
        take: 100,
        locale: 'de',
      });
      expect(outOfStock.variantIds).toContain(target.id);
      const before = (await index.variantCounts()).get(fences.categoryid)!;
      await index.updateVariant(target.id, { hidden: true });
      expect((await index.variantCounts()).get(fences.categoryid)).toBe(before - 1);
    });
  });
}
