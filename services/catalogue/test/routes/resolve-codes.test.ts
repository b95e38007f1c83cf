import { quickOrderMaxLines, QuickOrderResolveResponseSchema } from '@shop/contracts';
import { CatalogueStore } from '../../src/domain/catalogue-store';
import { resolveCodes } from '../../src/domain/resolve-codes';
import { catalogueForSuite } from '../helper';

const { built: suite } = catalogueForSuite();
const resolve = (payload: object, locale = 'en') =>
  suite().app.inject({ method: 'POST', url: '/productVariant/resolve', headers: { 'x-locale': locale }, payload });

const seedVariant = (test: (v: ReturnType<typeof suite>['data']['variants'][number]) => boolean) => {
  const found = suite().data.variants.find(test);
  if (!found) throw new Error('the seeded catalogue has no such variant');
  return found;
};

describe('POST /productVariant/resolve (quick order)', () => {
  it('names each code’s variant in the buyer’s language with the catalogue’s price, minimum, attributes', async () => {
    const variant = seedVariant((v) => v.availability === 'available' && !v.hidden && v.min_order === 1);
    // As a buyer's system writes codes: other case, spaces around.
    const res = await resolve({ lines: [{ code: `  ${variant.code.toLowerCase()} `, quantity: 3 }] }, 'fi');
    expect(res.statusCode).toBe(200);
    const [line] = QuickOrderResolveResponseSchema.parse(res.json()).lines;
    expect(line).toMatchObject({
      code: variant.code.toLowerCase(),
      quantity: 3,
      line_total: 3 * variant.sale_price,
      problem: null,
      variant: {
        id: variant.id,
        code: variant.code,
        title: variant.title.fi,
        sale_price: variant.sale_price,
        min_order: 1,
        availability: 'available',
      },
    });
    expect(line!.variant!.attributes.length).toBe(Object.keys(variant.attributes).length);
    expect(line!.variant!.picture?.is_main).toBe(true);
  });

  it('says why each failing line cannot go into the cart, in the order sent', async () => {
    const minimum = seedVariant((v) => v.availability === 'available' && !v.hidden && v.min_order > 1);
    const outOfStock = seedVariant((v) => v.availability === 'out_of_stock' && !v.hidden);
    const notSold = seedVariant((v) => v.availability === 'not_available' || v.hidden);
    const fine = seedVariant((v) => v.availability === 'available' && !v.hidden && v.min_order === 1);
    const res = await resolve(
      {
        lines: [
          { code: 'NO-SUCH-CODE', quantity: 1 },
          { code: minimum.code, quantity: minimum.min_order - 1 },
          { code: outOfStock.code, quantity: 5 },
          { code: notSold.code, quantity: 5 },
          { code: fine.code, quantity: 2.5 },
          { code: fine.code, quantity: 0 },
          { code: fine.code, quantity: 100_001 },
          { code: minimum.code, quantity: minimum.min_order },
        ],
      },
      'de',
    );
    expect(res.statusCode).toBe(200);
    const answer = QuickOrderResolveResponseSchema.parse(res.json()).lines;
    expect(answer.map((l) => l.problem?.reason ?? null)).toEqual([
      'unknown_code',
      'below_minimum',
      'out_of_stock',
      'not_available',
      'not_whole',
      'not_positive',
      'too_many',
      null,
    ]);
    expect(answer[0]!.variant).toBeNull();
    // Only a line the cart takes has a total: the catalogue's price times the quantity.
    expect(answer.map((l) => l.line_total)).toEqual([
      ...Array.from({ length: 7 }, () => null),
      minimum.min_order * minimum.sale_price,
    ]);
    expect(answer[0]!.problem!.message).toBe('Kein Produkt hat diese Artikelnummer.');
    // The cart's own words for the minimum, with the number as German writes it.
    expect(answer[1]!.problem!.message).toBe(`Mindestbestellmenge: ${minimum.min_order} Stück`);
    expect(answer[6]!.problem!.message).toBe('Höchstens 100.000 Stück je Zeile.');
    expect(answer[1]!.variant?.min_order).toBe(minimum.min_order);
  });

  it('refuses bad input with 400 and the field in the buyer’s language', async () => {
    const cases: [object, string][] = [
      [{ lines: [] }, 'lines'],
      [{ lines: [{ code: '', quantity: 1 }] }, 'lines.0.code'],
      [{ lines: [{ code: 'X'.repeat(65), quantity: 1 }] }, 'lines.0.code'],
      [{ lines: [{ code: 'DFT-1', quantity: '2' }] }, 'lines.0.quantity'],
      [{ lines: [{ code: 'DFT-1' }] }, 'lines.0.quantity'],
      [{ lines: [{ code: 'DFT-1', quantity: 1, price: 5 }] }, 'lines.0.price'],
      [{ codes: ['DFT-1'] }, 'codes'],
    ];
    for (const [payload, field] of cases) {
      const res = await resolve(payload, 'fi');
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((i: { field: string }) => i.field)).toContain(field);
      expect(res.json().message).not.toMatch(/Expected|Invalid input/);
    }
  });

  it('refuses 1,000 lines with the limit, not a generic error', async () => {
    const res = await resolve(
      { lines: Array.from({ length: 1_000 }, (_, i) => ({ code: `C-${i}`, quantity: 1 })) },
      'fi',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'TOO_MANY_LINES',
      message: `Enintään ${quickOrderMaxLines} riviä kerralla.`,
      issues: [{ field: 'lines', reason: `Enintään ${quickOrderMaxLines} riviä kerralla.` }],
    });
  });
});

describe('resolveCodes', () => {
  it('answers a code two suppliers use as ambiguous, naming both, rather than guessing', () => {
    const { data } = suite();
    const [a, b] = data.variants.filter((v) => v.availability === 'available' && !v.hidden);
    const twin = { ...b!, id: 999_999, code: a!.code, supplierId: data.suppliers[1]!.id };
    const store = new CatalogueStore({ ...data, variants: [a!, twin] }, '/static/images');
    const [line] = resolveCodes(store, [{ code: a!.code, quantity: 1 }], 'en');
    expect(line!.variant).toBeNull();
    expect(line!.problem!.reason).toBe('ambiguous_code');
    expect(line!.problem!.message).toContain(data.suppliers.find((s) => s.id === twin.supplierId)!.name);
  });
});
