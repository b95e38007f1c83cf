import { CategoryDetailSchema, RootCategoriesResponseSchema } from '@shop/contracts';
import { deepBranchSlugs } from '../deep-branch';
import { buildCatalogue, buildCatalogueWithData } from '../helper';

describe('GET /category/rootCategories', () => {
  it('answers the seeded root categories, valid by the contract, in the locale of the request', async () => {
    const { app } = await buildCatalogue();
    const res = await app.inject({ method: 'GET', url: '/category/rootCategories', headers: { 'x-locale': 'fi' } });
    expect(res.statusCode).toBe(200);
    const body = RootCategoriesResponseSchema.parse(res.json());
    expect(body.length).toBeGreaterThanOrEqual(8);
    expect(body.every((c) => c.parentid === null)).toBe(true);
    expect(body[0]).toMatchObject({ slug: 'fences', title: 'Aidat ja aitaelementit' });
    await app.close();
  });

  it('falls back to German for an unsupported locale', async () => {
    const { app } = await buildCatalogue();
    const res = await app.inject({ method: 'GET', url: '/category/rootCategories', headers: { 'x-locale': 'sv' } });
    expect(res.json()[0].title).toBe('Zäune und Zaunelemente');
    await app.close();
  });

  it('serves the icon each category links to as PNG, and the drawing it comes from as SVG', async () => {
    const { app } = await buildCatalogue();
    const [first] = (await app.inject({ method: 'GET', url: '/category/rootCategories' })).json();
    expect(first.iconPicture.url).toMatch(/\.png$/);
    const icon = await app.inject({ method: 'GET', url: first.iconPicture.url });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    // The PNG signature, and a picture twice the 48 px the icon is shown at (IHDR's width).
    expect(icon.rawPayload.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    expect(icon.rawPayload.readUInt32BE(16)).toBe(96);
    const drawing = await app.inject({ method: 'GET', url: first.iconPicture.url.replace(/\.png$/, '.svg') });
    expect(drawing.headers['content-type']).toContain('image/svg+xml');
    expect(drawing.body).toContain('<svg');
    for (const missing of ['/static/images/categories/nope.svg', '/static/images/categories/nope.png'])
      expect((await app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/static/images/categories/fences.gif' })).statusCode).toBe(400);
    await app.close();
  });
});

describe('GET /category/by-slug/{slug}', () => {
  let built: Awaited<ReturnType<typeof buildCatalogueWithData>>;
  beforeAll(async () => {
    built = await buildCatalogueWithData();
  });
  afterAll(async () => built.app.close());
  const get = (url: string, locale = 'de') => built.app.inject({ method: 'GET', url, headers: { 'x-locale': locale } });
  const deepSlugs = deepBranchSlugs;

  it('answers a root with its subcategories in the curated order, counted, and no ancestors', async () => {
    const res = await get('/category/by-slug/gratings', 'en');
    expect(res.statusCode).toBe(200);
    const body = CategoryDetailSchema.parse(res.json());
    expect(body).toMatchObject({ slug: 'gratings', title: 'Gratings', parentid: null, ancestors: [] });
    expect(body.children.map((c) => c.slug)).toEqual(['pressed-gratings', 'stair-treads', 'steel-gratings']);
    const counts = (await get('/productVariant/by-category/gratings?range=[0,1]')).json().count;
    expect(body.variantCount).toBe(counts);
    for (const child of body.children) {
      expect(child.parentid).toBe(body.categoryid);
      expect(child.variantCount).toBe(
        (await get(`/productVariant/by-category/${child.slug}?range=[0,1]`)).json().count,
      );
      expect(child.variantCount).toBeGreaterThan(0);
    }
    expect(body.children.reduce((n, c) => n + c.variantCount, 0)).toBe(body.variantCount);
  });

  it('walks the deep grating branch: 7 levels, ancestors root first, titles in the language', async () => {
    for (const [depth, slug] of deepSlugs.entries()) {
      const body = CategoryDetailSchema.parse((await get(`/category/by-slug/${slug}`, 'fi')).json());
      expect(body.ancestors.map((a) => a.slug)).toEqual(deepSlugs.slice(0, depth));
      expect(body.children.map((c) => c.slug)).toEqual(
        depth === 0 ? expect.arrayContaining([deepSlugs[1]]) : deepSlugs.slice(depth + 1, depth + 2),
      );
    }
    const leaf = CategoryDetailSchema.parse(
      (await get('/category/by-slug/press-welded-hdg-34x38-30x3-stock', 'fi')).json(),
    );
    expect(leaf.title).toBe('Vakiokoot');
    expect(leaf.ancestors.map((a) => a.title)).toEqual([
      'Ritilät',
      'Teräsritilät',
      'Puristehitsatut ritilät',
      'Kuumasinkityt',
      'Silmäkoko 34 × 38 mm',
      'Kantolatta 30 × 3 mm',
    ]);
    expect(leaf.variantCount).toBeGreaterThanOrEqual(20);
    expect(leaf.iconPicture?.url).toBe('/static/images/categories/press-welded-hdg-34x38-30x3-stock.png');
    expect((await get(leaf.iconPicture!.url)).statusCode).toBe(200);
    for (const locale of ['de', 'en', 'et']) {
      const titles = CategoryDetailSchema.parse(
        (await get('/category/by-slug/press-welded-hdg-34x38-30x3-stock', locale)).json(),
      );
      expect(new Set([...titles.ancestors.map((a) => a.title), titles.title]).size).toBe(7);
    }
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await get('/category/by-slug/nope', 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This category does not exist');
  });
});
