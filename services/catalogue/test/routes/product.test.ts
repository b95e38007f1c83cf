import { ParentSetsResponseSchema, ProductListResponseSchema, ProductSetsResponseSchema } from '@shop/contracts';
import { catalogueForSuite } from '../helper';

const { built: suite, get } = catalogueForSuite();

describe('GET /product/by-category/{slug}', () => {
  it('lists the products having a variant that passes the filters, with lowest price and count', async () => {
    const filters = encodeURIComponent(JSON.stringify({ availability: 'available', colour: 'RAL 6005' }));
    const res = await get(`/product/by-category/fences?f=${filters}&range=[0,10]`, 'en');
    expect(res.statusCode).toBe(200);
    const body = ProductListResponseSchema.parse(res.json());
    expect(body.products.length).toBe(10);
    expect(body.count).toBeGreaterThan(10);
    const first = body.products[0]!;
    const matching = suite().data.variants.filter(
      (v) =>
        v.productId === first.id && !v.hidden && v.availability === 'available' && v.attributes.colour === 'RAL 6005',
    );
    expect(first).toMatchObject({
      variantCount: matching.length,
      min_price: Math.min(...matching.map((v) => v.sale_price)),
    });
    expect(first.category.slug).toMatch(/fences|panels|chain|temporary/);
    expect((await get('/product/by-category/fences?range=[0,200]')).statusCode).toBe(400);
    expect((await get('/product/by-category/none')).statusCode).toBe(404);
  });
});

describe('GET /product/parent-sets/{arg}', () => {
  it('finds the kits that contain a variant, by variant id or by product slug', async () => {
    const kit = suite().data.variants.find((v) => v.parts.length > 0)!;
    const panel = suite().data.variants[kit.parts[0]!.variantId - 1]!;
    const byVariant = ParentSetsResponseSchema.parse((await get(`/product/parent-sets/${panel.id}`)).json());
    expect(byVariant.map((p) => p.id)).toContain(kit.productId);
    expect(byVariant.every((p) => p.is_set)).toBe(true);
    const slug = suite().data.products.find((p) => p.id === panel.productId)!.slug;
    const byProduct = ParentSetsResponseSchema.parse((await get(`/product/parent-sets/${slug}`)).json());
    expect(byProduct.map((p) => p.id)).toEqual(expect.arrayContaining(byVariant.map((p) => p.id)));
  });

  it('answers an empty list for a variant in no set and 404 for an unknown one', async () => {
    const lonely = suite().data.variants.find((v) => v.attributes.pipe_size !== undefined)!;
    expect((await get(`/product/parent-sets/${lonely.id}`)).json()).toEqual([]);
    expect((await get('/product/parent-sets/99999999')).statusCode).toBe(404);
  });
});

describe('GET /product/sets/{slug}', () => {
  const setProduct = () => {
    const kit = suite().data.variants.find((v) => v.parts.length > 0 && !v.hidden)!;
    return suite().data.products.find((p) => p.id === kit.productId)!;
  };
  const setsOf = async (slug: string, locale = 'de') => {
    const res = await get(`/product/sets/${slug}`, locale);
    expect(res.statusCode).toBe(200);
    return ProductSetsResponseSchema.parse(res.json());
  };

  it("answers a product's sets with their parts as a variant's detail does, in the buyer's language", async () => {
    const product = setProduct();
    const kits = suite().data.variants.filter((v) => v.productId === product.id && v.parts.length > 0);
    for (const locale of ['en', 'fi']) {
      const sets = await setsOf(product.slug, locale);
      expect(sets.map((set) => set.id)).toEqual(kits.map((kit) => kit.id));
      for (const set of sets) {
        const {
          attributes: _attributes,
          hidden: _hidden,
          ...detail
        } = (await get(`/productVariant/${set.id}`, locale)).json<Record<string, unknown>>();
        expect(set).toEqual(detail);
        expect(set.parts.length).toBeGreaterThan(0);
      }
    }
    const [english, finnish] = [(await setsOf(product.slug, 'en'))[0]!, (await setsOf(product.slug, 'fi'))[0]!];
    expect(english.title).toBe(suite().data.variants.find((v) => v.id === english.id)!.title.en);
    expect(finnish.title).toBe(suite().data.variants.find((v) => v.id === finnish.id)!.title.fi);
    expect(finnish.parts[0]!.variant.title).not.toBe(english.parts[0]!.variant.title);
  });

  it('answers an empty list for a product without sets and 404 with its message for an unknown one', async () => {
    expect(await setsOf('mobile-fence-panel-heavy-duty-419')).toEqual([]);
    const unknown = await get('/product/sets/no-such-product', 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This product does not exist');
  });

  it('leaves out a set the back office has hidden, and shows it again once it is visible', async () => {
    const product = setProduct();
    const [first, ...rest] = await setsOf(product.slug);
    const { catalogue } = suite();
    await catalogue.changeVariant(first!.id, { hidden: true });
    try {
      expect((await setsOf(product.slug)).map((set) => set.id)).toEqual(rest.map((set) => set.id));
    } finally {
      await catalogue.changeVariant(first!.id, { hidden: false });
    }
    expect((await setsOf(product.slug)).map((set) => set.id)).toEqual([first!.id, ...rest.map((set) => set.id)]);
  });
});
