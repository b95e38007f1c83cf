import { SearchResponseSchema, VariantListResponseSchema } from '@shop/contracts';
import { catalogueForSuite } from '../helper';

const { built: suite, get } = catalogueForSuite();

describe('GET /search/new/{term}', () => {
  it('finds Finnish compounds by their parts and answers variants, categories and count', async () => {
    const res = await get('/search/new/aita?range=[0,5]', 'fi');
    expect(res.statusCode).toBe(200);
    const body = SearchResponseSchema.parse(res.json());
    expect(body.variants).toHaveLength(5);
    expect(body.count).toBeGreaterThan(100);
    expect(body.variants.every((v) => v.title.toLowerCase().includes('aita'))).toBe(true);
    expect(body.categories.map((c) => c.slug)).toContain('fences');
    // Every visible title with "aita" in it, inside a compound (verkkoaita) or at its start
    // (aitatolppa), and everything of suppliers named so (Pohjolan Aita Oy).
    const aitaSuppliers = new Set(
      suite()
        .data.suppliers.filter((s) => / aita /i.test(s.name))
        .map((s) => s.id),
    );
    const withAita = suite().data.variants.filter(
      (v) => !v.hidden && (v.title.fi.toLowerCase().includes('aita') || aitaSuppliers.has(v.supplierId)),
    );
    expect(withAita.some((v) => v.title.fi.toLowerCase().includes('verkkoaita'))).toBe(true);
    expect(body.count).toBe(withAita.length);
  });

  it('finds German compounds: "zaun" finds Gitterzaun and Doppelstabmattenzaun', async () => {
    const body = SearchResponseSchema.parse((await get('/search/new/zaun?range=[0,100]')).json());
    const titles = body.variants.map((v) => v.title);
    expect(titles.some((t) => /Gitterzaun|Doppelstabmattenzaun|Maschendrahtzaun|Bauzaun/.test(t))).toBe(true);
    const gitter = SearchResponseSchema.parse((await get('/search/new/gitterzaun?range=[0,5]')).json());
    expect(gitter.variants[0]!.title).toMatch(/^Gitterzaun|Zaunset/);
  });

  it('tolerates a typo in a long word and matches a prefix as the buyer types', async () => {
    const typo = SearchResponseSchema.parse((await get('/search/new/stahlrhor?range=[0,5]')).json());
    expect(typo.count).toBeGreaterThan(0);
    expect(typo.variants[0]!.title).toMatch(/Stahlrohr/);
    const prefix = SearchResponseSchema.parse((await get('/search/new/teräsp?range=[0,5]', 'fi')).json());
    expect(prefix.variants[0]!.title).toMatch(/Teräsputki/);
  });

  it('puts the variant with an exact code first', async () => {
    const target = suite().data.variants.find((v) => !v.hidden && v.code.startsWith('IPE-'))!;
    const body = SearchResponseSchema.parse((await get(`/search/new/${target.code}?range=[0,5]`, 'en')).json());
    expect(body.variants[0]!.id).toBe(target.id);
  });

  it('finds a supplier by name', async () => {
    const supplier = suite().data.suppliers[0]!;
    const body = SearchResponseSchema.parse(
      (await get(`/search/new/${encodeURIComponent(supplier.name)}?range=[0,10]`, 'en')).json(),
    );
    expect(body.variants.length).toBeGreaterThan(0);
    expect(body.variants.every((v) => v.supplier.id === supplier.id)).toBe(true);
  });

  it('keeps later pages stable so the client can merge them by variant id', async () => {
    const whole = SearchResponseSchema.parse((await get('/search/new/verkkoaita?range=[0,20]', 'fi')).json());
    const pages = [];
    for (let page = 1; page <= 4; page++)
      pages.push(
        ...SearchResponseSchema.parse((await get(`/search/new/verkkoaita?range=[${(page - 1) * 5},5]`, 'fi')).json())
          .variants,
      );
    expect(pages.map((v) => v.id)).toEqual(whole.variants.map((v) => v.id));
  });

  it.each([
    ['/search/new/ai', 'term'],
    ['/search/new/aita?range=[0,500]', 'range'],
    ['/search/new/aita?range=nope', 'range'],
    ['/search/all/a_', 'term'],
    ['/search/variants/zz', 'search'],
  ])('answers %s with 400 naming %s', async (url, field) => {
    const res = await get(url, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].field).toContain(field);
  });
});

describe('GET /search/all/{term} and /search/variants/{search}', () => {
  it('reads underscores as spaces', async () => {
    const spaced = SearchResponseSchema.parse((await get('/search/all/stahlrohr_48')).json());
    const plain = SearchResponseSchema.parse((await get(`/search/all/${encodeURIComponent('stahlrohr 48')}`)).json());
    expect(spaced.count).toBe(plain.count);
    expect(spaced.count).toBeGreaterThan(0);
    expect(spaced.variants.length).toBeLessThanOrEqual(20);
  });

  it('pages variants only', async () => {
    const body = VariantListResponseSchema.parse((await get('/search/variants/kulmateräs?range=[5,5]', 'fi')).json());
    expect(body.variants).toHaveLength(5);
    expect(body.count).toBeGreaterThan(10);
    expect(body.variants.every((v) => /kulmateräs/i.test(v.title))).toBe(true);
  });
});
