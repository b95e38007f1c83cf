import {
  CountByProductResponseSchema,
  FacetsResponseSchema,
  VariantDetailSchema,
  VariantListResponseSchema,
  VariantSchema,
} from '@shop/contracts';
import { z } from 'zod';
import { deepBranchSlugs } from '../deep-branch';
import { catalogueForSuite } from '../helper';

const { built: suite, get } = catalogueForSuite();
const f = (filters: object) => encodeURIComponent(JSON.stringify(filters));

describe('GET /productVariant/{id}', () => {
  it('answers the variant in the buyer language with attributes, supplier, pictures main first', async () => {
    const res = await get('/productVariant/6', 'fi');
    expect(res.statusCode).toBe(200);
    const body = VariantDetailSchema.parse(res.json());
    const seed = suite().data.variants[5]!;
    expect(body).toMatchObject({
      id: 6,
      code: seed.code,
      title: seed.title.fi,
      sale_price: seed.sale_price,
      availability: seed.availability,
    });
    expect(Number.isInteger(body.sale_price)).toBe(true);
    expect(body.variant_pictures[0]).toMatchObject({
      is_main: true,
      url: expect.stringMatching(/^\/static\/images\/products\/.+-[1-3]\.png$/),
    });
    expect(body.variant_pictures.slice(1).every((p) => !p.is_main)).toBe(true);
    // Each picture is a PNG of the gallery's 480 px (IHDR's width), rendered once and cached by browsers.
    const png = await get(body.variant_pictures[0]!.url);
    expect([png.statusCode, png.headers['content-type']]).toEqual([200, 'image/png']);
    expect(png.rawPayload.readUInt32BE(16)).toBe(480);
    expect(png.headers['cache-control']).toBe('public, max-age=86400');
    expect(body.attributes.find((a) => a.key === 'height_mm')).toMatchObject({
      label: 'Korkeus',
      display: `${seed.attributes.height_mm} mm`,
    });
    expect(body.product_categories.map((c) => c.slug)).toEqual(['fences', 'welded-mesh-panels']);
    // The drawing the picture is made from stays at its SVG address.
    const drawing = await get(body.variant_pictures[0]!.url.replace(/\.png$/, '.svg'));
    expect(drawing.statusCode).toBe(200);
    expect(drawing.body).toContain('<svg');
  });

  it('names every category of a deep branch, root first', async () => {
    const leaf = suite().data.categories.find((c) => c.slug === 'press-welded-hdg-34x38-30x3-stock')!;
    const product = suite().data.products.find((p) => p.categoryid === leaf.categoryid)!;
    const variant = suite().data.variants.find((v) => v.productId === product.id)!;
    const body = VariantDetailSchema.parse((await get(`/productVariant/${variant.id}`, 'en')).json());
    expect(body.product_categories.map((c) => c.slug)).toEqual(deepBranchSlugs);
    expect(body.product_categories.at(-1)!.title).toBe('Stock sizes');
  });

  it('lists the parts of a set with their quantities', async () => {
    const kit = suite().data.variants.find((v) => v.parts.length > 0)!;
    const body = VariantDetailSchema.parse((await get(`/productVariant/${kit.id}`, 'en')).json());
    expect(body.parts.map((p) => [p.variant.id, p.quantity])).toEqual(kit.parts.map((p) => [p.variantId, p.quantity]));
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/productVariant/99999999')).statusCode).toBe(404);
    const bad = await get('/productVariant/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('id');
  });

  const refusedIds = { de: '0', fi: '-1', en: '1.5', et: '12abc' };
  const invalid = { de: 'Ungültiger Wert', fi: 'Virheellinen arvo', en: 'Invalid value', et: 'Vigane väärtus' };
  it.each(Object.keys(refusedIds) as (keyof typeof refusedIds)[])(
    'refuses a malformed id with the field and reason in the buyer language (%s)',
    async (locale) => {
      const res = await get(`/productVariant/${refusedIds[locale]}`, locale);
      expect([res.statusCode, res.json().issues]).toEqual([400, [{ field: 'id', reason: invalid[locale] }]]);
    },
  );

  it('reads an id with leading zeros as the number it spells', async () => {
    expect((await get('/productVariant/006')).json().id).toBe(6);
  });
});

describe('GET /productVariant/by-category/{slug}', () => {
  it('filters, sorts by price and pages, counting every match', async () => {
    const filters = { colour: 'RAL 7016' };
    const res = await get(
      `/productVariant/by-category/welded-mesh-panels?f=${f(filters)}&sort=sale_price_desc&range=[0,5]`,
    );
    expect(res.statusCode).toBe(200);
    const body = VariantListResponseSchema.parse(res.json());
    const category = suite().data.categories.find((c) => c.slug === 'welded-mesh-panels')!;
    const products = new Set(
      suite()
        .data.products.filter((p) => p.categoryid === category.categoryid)
        .map((p) => p.id),
    );
    const expected = suite().data.variants.filter(
      (v) => products.has(v.productId) && !v.hidden && v.attributes.colour === 'RAL 7016',
    );
    expect(body.count).toBe(expected.length);
    expect(body.variants).toHaveLength(5);
    const prices = body.variants.map((v) => v.sale_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBe(Math.max(...expected.map((v) => v.sale_price)));
  });

  it(
    'refuses showHidden=true to the public (hidden variants were listed, then bought), and lists only ' +
      'visible ones',
    async () => {
      for (const flag of ['true', '1']) {
        const res = await get(`/productVariant/by-category/fences?range=[0,1]&showHidden=${flag}`, 'en');
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({
          code: 'FORBIDDEN',
          message: 'Hidden product variants are not shown in the shop',
        });
      }
      const listed = VariantListResponseSchema.parse(
        (await get('/productVariant/by-category/fences?range=[0,100]&showHidden=false')).json(),
      );
      const hidden = new Set(
        suite()
          .data.variants.filter((v) => v.hidden)
          .map((v) => v.id),
      );
      expect(hidden.size).toBeGreaterThan(0);
      expect(listed.variants.some((v) => hidden.has(v.id))).toBe(false);
    },
  );

  it.each([
    ['f={bad', 'f'],
    [`f=${encodeURIComponent('[1,2]')}`, 'f'],
    ['range=[0]', 'range'],
    ['range=[-1,5]', 'range'],
    ['range=[0,101]', 'range'],
    ['range=[0.5,5]', 'range'],
    ['sort=price', 'sort'],
    ['showHidden=maybe', 'showHidden'],
  ])('answers %s with 400 naming %s', async (query, field) => {
    const res = await get(`/productVariant/by-category/fences?${query}`, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ field: expect.stringContaining(field) })]);
  });

  it('answers 404 for an unknown category', async () => {
    expect((await get('/productVariant/by-category/nope')).statusCode).toBe(404);
  });
});

describe('GET /productVariant/all and /values-all (the whole catalogue, for /shop)', () => {
  const visible = () => suite().data.variants.filter((v) => !v.hidden);

  it('lists every visible variant, paged and sorted, counting all of them', async () => {
    const res = await get('/productVariant/all?range=[10,10]&sort=sale_price_asc', 'en');
    expect(res.statusCode).toBe(200);
    const body = VariantListResponseSchema.parse(res.json());
    expect(body.count).toBe(visible().length);
    expect(body.variants).toHaveLength(10);
    const cheapest = [...visible()].sort((a, b) => a.sale_price - b.sale_price || a.id - b.id);
    expect(body.variants.map((v) => v.sale_price)).toEqual(cheapest.slice(10, 20).map((v) => v.sale_price));
    // Variants of every family, not one category's.
    const all = VariantListResponseSchema.parse((await get('/productVariant/all?range=[0,100]', 'en')).json());
    expect(new Set(all.variants.map((v) => v.product_categories[0]!.slug)).size).toBeGreaterThan(3);
    expect((await get('/productVariant/all/')).statusCode).toBe(200);
  });

  it('filters like a category does, and refuses showHidden=true to the public', async () => {
    const filters = { availability: 'out_of_stock', colour: 'RAL 9005' };
    const body = VariantListResponseSchema.parse((await get(`/productVariant/all?f=${f(filters)}&range=[0,5]`)).json());
    const expected = visible().filter((v) => v.availability === 'out_of_stock' && v.attributes.colour === 'RAL 9005');
    expect(body.count).toBe(expected.length);
    expect(body.count).toBeGreaterThan(0);
    expect(body.variants.every((v) => v.availability === 'out_of_stock')).toBe(true);
    expect((await get('/productVariant/all?range=[0,1]&showHidden=true')).statusCode).toBe(403);
  });

  it('answers facet counts over the whole catalogue, each leaving out its own selection', async () => {
    const res = await get(`/productVariant/values-all?f=${f({ colour: 'RAL 7016' })}`, 'fi');
    expect(res.statusCode).toBe(200);
    const body = FacetsResponseSchema.parse(res.json());
    expect(body.count).toBe(visible().filter((v) => v.attributes.colour === 'RAL 7016').length);
    const colour = body.facets.find((x) => x.key === 'colour')!;
    expect(colour.label).toBe('Väri');
    for (const value of colour.values)
      expect(value.count).toBe(visible().filter((v) => v.attributes.colour === value.value).length);
    // Unfiltered: attributes of every family, pipes, beams and the deep grating branch alike.
    const plain = FacetsResponseSchema.parse((await get('/productVariant/values-all/')).json());
    expect(plain.count).toBe(visible().length);
    expect(plain.facets.map((x) => x.key)).toEqual(
      expect.arrayContaining([
        'pipe_size',
        'profile',
        'bearing_bar',
        'colour',
        'supplier',
        'availability',
        'sale_price',
      ]),
    );
  });

  it.each([
    ['/productVariant/all?f={bad', 'f'],
    ['/productVariant/all?range=[0,101]', 'range'],
    ['/productVariant/all?range=[-1,5]', 'range'],
    ['/productVariant/all?sort=cheapest', 'sort'],
    ['/productVariant/all?showHidden=maybe', 'showHidden'],
    [`/productVariant/values-all?f=${encodeURIComponent('{"colour":["a"]}')}`, 'f'],
    ['/productVariant/values-all?f=null', 'f'],
  ])('answers %s with 400 naming %s', async (url, field) => {
    const res = await get(url, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      expect.objectContaining({ field: expect.stringContaining(field), reason: expect.any(String) }),
    ]);
  });
});

describe('GET /productVariant/values/{categoryId}', () => {
  it('answers facet counts that exclude each attribute’s own selection, labelled in the language', async () => {
    const category = suite().data.categories.find((c) => c.slug === 'fences')!;
    const res = await get(`/productVariant/values/${category.categoryid}?f=${f({ colour: 'RAL 9005' })}`, 'fi');
    expect(res.statusCode).toBe(200);
    const body = FacetsResponseSchema.parse(res.json());
    const colour = body.facets.find((x) => x.key === 'colour')!;
    expect(colour.label).toBe('Väri');
    expect(colour.values.length).toBeGreaterThan(1);
    expect(colour.values.find((v) => v.value === 'RAL 9005')).toMatchObject({
      label: 'RAL 9005 syvämusta',
      count: body.count,
    });
    const height = body.facets.find((x) => x.key === 'height_mm')!;
    expect(height.values.reduce((n, v) => n + v.count, 0)).toBeLessThanOrEqual(body.count);
    expect(body.facets.map((x) => x.key)).toEqual(expect.arrayContaining(['supplier', 'availability', 'sale_price']));
    expect((await get('/productVariant/values/fences')).json().count).toBeGreaterThan(body.count);
  });

  it('answers 404 for an unknown category', async () => {
    expect((await get('/productVariant/values/4242')).statusCode).toBe(404);
  });
});

describe('GET /productVariant/by-product, values-by-products, count-by-product', () => {
  const product = () =>
    suite().data.products.find(
      (p) => !p.isSet && suite().data.variants.filter((v) => v.productId === p.id && !v.hidden).length >= 4,
    )!;

  it('lists the variants of a product by its slug, with filters', async () => {
    const p = product();
    const own = suite().data.variants.filter((v) => v.productId === p.id && !v.hidden);
    const body = VariantListResponseSchema.parse(
      (await get(`/productVariant/by-product/${p.slug}?sort=title_asc&range=[0,100]`)).json(),
    );
    expect(body.count).toBe(own.length);
    expect(body.variants.every((v) => v.products.slug === p.slug)).toBe(true);
    const firstKey = Object.keys(own[0]!.attributes).find(
      (k) => new Set(own.map((v) => String(v.attributes[k]))).size > 1,
    )!;
    const value = own[0]!.attributes[firstKey]!;
    const filtered = (await get(`/productVariant/by-product/${p.slug}?f=${f({ [firstKey]: value })}`)).json();
    expect(filtered.count).toBe(own.filter((v) => v.attributes[firstKey] === value).length);
  });

  it('counts and facets over several products', async () => {
    const p = product();
    const q = suite().data.products.find((x) => x.id !== p.id && x.categoryid === p.categoryid && !x.isSet)!;
    const counts = CountByProductResponseSchema.parse(
      (await get(`/productVariant/count-by-product/?ids=${p.id},${q.id}`)).json(),
    );
    const visible = (id: number) => suite().data.variants.filter((v) => v.productId === id && !v.hidden).length;
    expect(counts.products).toEqual([
      { id: p.id, count: visible(p.id) },
      { id: q.id, count: visible(q.id) },
    ]);
    expect(counts.count).toBe(visible(p.id) + visible(q.id));
    const facets = FacetsResponseSchema.parse(
      (await get(`/productVariant/values-by-products/?ids=[${p.id},${q.id}]`)).json(),
    );
    expect(facets.count).toBe(counts.count);
    expect((await get('/productVariant/count-by-product/?ids=a,b')).statusCode).toBe(400);
    expect((await get('/productVariant/values-by-products/')).statusCode).toBe(400);
  });
});

describe('GET /productVariant/top and /popular', () => {
  it('on a fresh shop mixes products and families (not twelve sizes of one gate), top and popular apart', async () => {
    const top = z.array(VariantSchema).parse((await get('/productVariant/top')).json());
    const popular = z.array(VariantSchema).parse((await get('/productVariant/popular')).json());
    for (const list of [top, popular]) {
      expect(list).toHaveLength(12);
      expect(new Set(list.map((v) => v.products.id)).size).toBe(12);
      expect(new Set(list.slice(0, 10).map((v) => v.product_categories[0]!.slug)).size).toBe(10);
    }
    expect(popular.map((v) => v.id)).not.toEqual(top.map((v) => v.id));
    expect(popular[0]!.id).not.toBe(top[0]!.id);
  });

  it('falls back to the curated order of available variants, then ranks by clicks and add-to-cart', async () => {
    const before = z.array(VariantSchema).parse((await get('/productVariant/popular')).json());
    expect(before).toHaveLength(12);
    expect(before.every((v) => v.availability === 'available')).toBe(true);
    const [a, b] = suite().data.variants.filter((v) => !v.hidden && v.id > 5000);
    const click = (variant_id: number, add_to_cart: boolean) =>
      suite().app.inject({
        method: 'POST',
        url: '/search/register_click',
        payload: { query_id: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11', result_pos: 0, variant_id, add_to_cart },
      });
    await click(a!.id, false);
    await click(a!.id, false);
    await click(b!.id, true);
    await suite().bus.drain();
    const popular = (await get('/productVariant/popular')).json().map((v: { id: number }) => v.id);
    expect(popular.slice(0, 2)).toEqual([b!.id, a!.id]);
    const top = (await get('/productVariant/top?range=[0,3]')).json().map((v: { id: number }) => v.id);
    expect(top[0]).toBe(b!.id);
    expect(top).toHaveLength(3);
  });
});

describe('price and availability changes', () => {
  it('reach listings and the variant page without a restart', async () => {
    const target = suite().data.variants.find((v) => v.productId === 3 && !v.hidden)!;
    await suite().catalogue.changeVariant(target.id, { sale_price: 5, availability: 'out_of_stock' });
    const cheapest = (await get('/productVariant/by-category/fences?sort=sale_price_asc&range=[0,1]')).json();
    expect(cheapest.variants[0]).toMatchObject({ id: target.id, sale_price: 5, availability: 'out_of_stock' });
    expect((await get(`/productVariant/${target.id}`)).json()).toMatchObject({ sale_price: 5 });
  });

  it('reach a variant page and listing read before, in each language, and a set whose part changed', async () => {
    const { catalogue, data } = suite();
    const kit = data.variants.find((v) => v.parts.length > 0 && !v.hidden)!;
    const part = kit.parts[0]!.variantId;
    const read = async (id: number, locale: string) => {
      const res = await get(`/productVariant/${id}`, locale);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return VariantDetailSchema.parse(res.json());
    };
    const listed = async () => {
      const { variants } = VariantListResponseSchema.parse(
        (await get(`/productVariant/by-product/${kit.productId}`)).json(),
      );
      return variants.find((v) => v.id === kit.id)!;
    };
    const before = await read(kit.id, 'fi');
    expect((await read(kit.id, 'de')).title).toBe(kit.title.de);
    expect((await listed()).sale_price).toBe(before.sale_price);
    await catalogue.changeVariant(kit.id, { sale_price: before.sale_price + 7 });
    expect((await read(kit.id, 'fi')).sale_price).toBe(before.sale_price + 7);
    expect((await read(kit.id, 'de')).sale_price).toBe(before.sale_price + 7);
    expect((await listed()).sale_price).toBe(before.sale_price + 7);
    await catalogue.changeVariant(part, { availability: 'not_available' });
    const shown = await read(kit.id, 'fi');
    expect(shown.parts.find((p) => p.variant.id === part)!.variant.availability).toBe('not_available');
    await catalogue.changeVariant(kit.id, { hidden: true });
    expect(await read(kit.id, 'fi')).toMatchObject({ hidden: true, availability: 'not_available' });
  });

  it('reach a variant page read before once a new import replaced the records', async () => {
    const { catalogue, data } = suite();
    const variant = data.variants.find((v) => v.parts.length === 0 && !v.hidden)!;
    expect((await get(`/productVariant/${variant.id}`, 'et')).json().title).toBe(variant.title.et);
    const imported = data.variants.map((v) =>
      v.id === variant.id ? { ...v, title: { ...v.title, et: 'Uus nimi' } } : v,
    );
    catalogue.store.replace({ ...data, variants: imported });
    expect((await get(`/productVariant/${variant.id}`, 'et')).json().title).toBe('Uus nimi');
  });
});
