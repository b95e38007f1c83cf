import { deliveryCountries, type Company, type DiscountRow } from '@shop/contracts';
import { deliveryCost } from '../../../src/shared/pricing/delivery-cost';
import { personalDiscountFor, validPersonalDiscounts } from '../../../src/shared/pricing/discounts';
import { priceOrder, type OrderPricingInput } from '../../../src/shared/pricing/price-order';
import { loadPricingConfig, PricingConfigSchema } from '../../../src/shared/pricing/pricing-config';
import { vatBuyerOf, vatTreatment } from '../../../src/shared/pricing/vat';
import { VatIdVerifier } from '../../../src/checkout/vat-id-check';
import type { CompanyRegister } from '../../../src/shared/company-register';

const config = loadPricingConfig();
const finnishCompany = { country: 'FI', billingCountry: 'FI', type: 'company' as const, confirmedVatId: null };

const order = (over: Partial<OrderPricingInput> = {}): OrderPricingInput => ({
  lines: [{ variantId: 1, quantity: 10, unitPriceCents: 2_990, lineDiscountPercent: 0 }],
  deliveryMethod: 'product_freight',
  postCode: '00510',
  buyer: finnishCompany,
  personalDiscounts: [],
  today: '2026-11-23',
  ...over,
});

function priced(input: OrderPricingInput) {
  const result = priceOrder(input, config);
  if (!result.ok) throw new Error(result.reason);
  return result.pricing;
}

const row = (over: Partial<DiscountRow>): DiscountRow => ({
  discount_percent: 5,
  start_date: null,
  end_date: null,
  threshold: 0,
  ...over,
});

describe('order pricing', () => {
  it('adds goods, flat freight and packaging, then Finnish VAT 25.5 % on all of it', () => {
    const p = priced(order());
    expect(p.goodsCents).toBe(29_900);
    expect([p.freightCents, p.packagingCents]).toEqual([4_900, 1_500]);
    expect(p.totalWithoutVatCents).toBe(36_300);
    expect(p.vatCents).toBe(9_257); // 36,300 × 25.5 % = 9,256.5 -> rounded half up
    expect(p.totalWithVatCents).toBe(45_557);
  });

  it('charges only packaging for own freight', () => {
    const p = priced(order({ deliveryMethod: 'own_freight' }));
    expect([p.freightCents, p.packagingCents]).toEqual([0, 1_500]);
  });

  it('adds crane unloading and timecap on top of the product freight', () => {
    expect(priced(order({ deliveryMethod: 'crane_unloading' })).freightCents).toBe(4_900 + 18_900);
    expect(priced(order({ deliveryMethod: 'timecap' })).freightCents).toBe(4_900 + 7_900);
  });

  it('offers work-site fence-line freight in the capital area only', () => {
    expect(deliveryCost('worksite_fence_line', { postCode: '02100', country: 'FI' }, config, 29_900)).toEqual({
      ok: true,
      cost: { freightCents: 12_900, packagingCents: 1_500, freightWaivedCents: 0 },
    });
    expect(priceOrder(order({ deliveryMethod: 'worksite_fence_line', postCode: '33100' }), config)).toEqual({
      ok: false,
      reason: 'worksite_outside_area',
    });
  });

  it("reads the capital area's prefixes as Finnish postcodes only (Oslo 0150, Dresden 01067 are not Helsinki)", () => {
    const abroad = [
      { country: 'NO', postCode: '0150' },
      { country: 'DE', postCode: '01067' },
      { country: 'PL', postCode: '00-001' },
    ];
    for (const { country, postCode } of abroad) {
      const buyer = { country, billingCountry: country, type: 'company' as const, confirmedVatId: null };
      expect([country, priceOrder(order({ deliveryMethod: 'worksite_fence_line', postCode, buyer }), config)]).toEqual([
        country,
        { ok: false, reason: 'worksite_outside_area' },
      ]);
    }
  });

  it('gives the better of a line campaign and the volume tier, never both', () => {
    const p = priced(
      order({
        lines: [
          { variantId: 1, quantity: 200, unitPriceCents: 1_000, lineDiscountPercent: 2 }, // volume 5 % wins
          { variantId: 2, quantity: 200, unitPriceCents: 1_000, lineDiscountPercent: 10 }, // campaign 10 % wins
          { variantId: 3, quantity: 5, unitPriceCents: 1_000, lineDiscountPercent: 0 },
        ],
      }),
    );
    expect(p.lines.map((l) => [l.discountKind, l.discountCents])).toEqual([
      ['volume', 10_000],
      ['order_line', 20_000],
      [null, 0],
    ]);
  });

  it('applies the whole-order tier, then the personal discount on the rest, and reports all discounts', () => {
    const p = priced(
      order({
        lines: [{ variantId: 1, quantity: 10, unitPriceCents: 60_000, lineDiscountPercent: 0 }], // 6,000 EUR
        personalDiscounts: [row({ discount_percent: 4, end_date: '2026-12-31' })],
      }),
    );
    expect(p.wholeOrderDiscount).toEqual({ percent: 2, cents: 12_000 });
    expect(p.personalDiscount).toEqual({ percent: 4, cents: 23_520, endDate: '2026-12-31' });
    expect(p.totalDiscountCents).toBe(35_520);
    expect(p.totalWithoutVatCents).toBe(600_000 - 35_520 + 4_900 + 1_500);
  });
});

describe('personal discounts', () => {
  const today = '2026-11-23';
  it('keeps only rows valid today, by earliest end date, then threshold, rows without end date last', () => {
    const rows = [
      row({ discount_percent: 1, end_date: null, threshold: 0 }),
      row({ discount_percent: 2, end_date: '2026-12-31', threshold: 50_000 }),
      row({ discount_percent: 3, end_date: '2026-11-30', threshold: 0 }),
      row({ discount_percent: 4, end_date: '2026-12-31', threshold: 10_000 }),
      row({ discount_percent: 5, end_date: '2026-11-22' }), // ended yesterday
      row({ discount_percent: 6, start_date: '2026-11-24' }), // starts tomorrow
    ];
    expect(validPersonalDiscounts(rows, today).map((r) => r.discount_percent)).toEqual([3, 4, 2, 1]);
  });

  it('applies the first valid row whose threshold the subtotal reaches', () => {
    const rows = [
      row({ discount_percent: 7, end_date: '2026-11-30', threshold: 100_000 }),
      row({ discount_percent: 3, threshold: 0 }),
    ];
    expect(personalDiscountFor(rows, 50_000, today)?.discount_percent).toBe(3);
    expect(personalDiscountFor(rows, 150_000, today)?.discount_percent).toBe(7);
  });
});

describe('VAT by delivery country', () => {
  it('charges the Finnish rate in Finland whoever buys', () => {
    expect(
      vatTreatment({ country: 'FI', billingCountry: 'FI', type: 'private', confirmedVatId: null }, config),
    ).toEqual({
      kind: 'domestic',
      ratePercent: 25.5,
    });
  });
  it('reverse-charges a business in another EU country whose VAT id the register confirmed', () => {
    expect(
      vatTreatment({ country: 'EE', billingCountry: 'EE', type: 'company', confirmedVatId: 'EE102345678' }, config),
    ).toEqual({
      kind: 'reverse_charge',
      ratePercent: 0,
    });
    expect(
      priced(order({ buyer: { country: 'EE', billingCountry: 'EE', type: 'company', confirmedVatId: 'EE102345678' } }))
        .vatCents,
    ).toBe(0);
  });
  it("charges a business without a confirmed VAT id, and a consumer, the destination country's rate", () => {
    expect(
      vatTreatment({ country: 'EE', billingCountry: 'EE', type: 'company', confirmedVatId: null }, config),
    ).toEqual({
      kind: 'eu_consumer',
      ratePercent: 24,
    });
    expect(
      vatTreatment({ country: 'DE', billingCountry: 'DE', type: 'private', confirmedVatId: null }, config),
    ).toEqual({
      kind: 'eu_consumer',
      ratePercent: 19,
    });
  });
  it('charges a business established in Finland the Finnish rate wherever in the EU the goods go', () => {
    const finnishBusiness = { country: 'DE', billingCountry: 'FI', type: 'company' as const, confirmedVatId: null };
    expect(vatTreatment(finnishBusiness, config)).toEqual({ kind: 'domestic', ratePercent: 25.5 });
    expect(vatTreatment({ ...finnishBusiness, type: 'private' }, config)).toEqual({
      kind: 'eu_consumer',
      ratePercent: 19,
    });
    const toGermany = { vat: '1234567-8', country: 'FI', type: 'company', isSeparateShipping: true };
    const form = { ...toGermany, shipping: { country: 'DE' } };
    expect(vatTreatment(vatBuyerOf(form, undefined, config), config)).toEqual({ kind: 'domestic', ratePercent: 25.5 });
  });
  it('charges no VAT on exports outside the EU', () => {
    expect(
      vatTreatment({ country: 'NO', billingCountry: 'NO', type: 'company', confirmedVatId: null }, config),
    ).toEqual({
      kind: 'export',
      ratePercent: 0,
    });
  });
  it('charges the Finnish rate for a country the shop does not deliver to (ZZ is no export)', () => {
    expect(
      vatTreatment({ country: 'ZZ', billingCountry: 'ZZ', type: 'company', confirmedVatId: 'ZZ12345678' }, config),
    ).toEqual({
      kind: 'domestic',
      ratePercent: 25.5,
    });
  });
  it('has a configured VAT rate for every EU country the shop delivers to, the rate the catalogue shows', () => {
    for (const country of deliveryCountries.filter((c) => c.euMember))
      expect([country.code, config.vatRates[country.code]]).toEqual([country.code, country.vatRate]);
  });
});

describe('reverse charge rests on the business register, not on what the buyer typed', () => {
  const estonian = { vat: 'EE102345678', country: 'EE', type: 'company', company: 'Tallinna Ehitus OÜ' };
  const register = (companies: Company[]): CompanyRegister & { asked: string[] } => ({
    kind: 'test',
    asked: [],
    async byVatId(vat) {
      this.asked.push(vat);
      return companies.find((c) => c.vatId === vat) ?? null;
    },
  });
  const tallinnaEhitus: Company = {
    name: 'Tallinna Ehitus OÜ',
    vatId: 'EE102345678',
    businessId: '14276543',
    country: 'EE',
    streetAddress: 'Peterburi tee 47',
    postCode: '11415',
    city: 'Tallinn',
  };
  const now = () => new Date('2026-11-23T10:00:00Z');

  it('gives no reverse charge to "any two letters and digits" as a VAT id', async () => {
    const verifier = new VatIdVerifier(register([tallinnaEhitus]), config, now);
    for (const vat of ['ZZ12345678', 'DE12', '123', 'EE12345678']) {
      const form = { ...estonian, vat };
      const check = await verifier.check(form, undefined);
      expect(vatTreatment(vatBuyerOf(form, check, config), config).kind).toBe('eu_consumer');
    }
  });

  it('gives no reverse charge for a well-formed VAT id the register does not know', async () => {
    const verifier = new VatIdVerifier(register([]), config, now);
    const form = { ...estonian, vat: 'EE999999999' };
    const check = await verifier.check(form, undefined);
    expect(check).toMatchObject({ vat_id: 'EE999999999', status: 'unknown' });
    expect(vatTreatment(vatBuyerOf(form, check, config), config)).toEqual({ kind: 'eu_consumer', ratePercent: 24 });
  });

  it('gives no reverse charge when the register cannot be asked, and asks again next time', async () => {
    const down: CompanyRegister = {
      kind: 'down',
      byVatId: async () => Promise.reject(new Error('connection refused')),
    };
    const check = await new VatIdVerifier(down, config, now).check(estonian, undefined);
    expect(check).toMatchObject({ status: 'unavailable' });
    expect(vatTreatment(vatBuyerOf(estonian, check, config), config).kind).toBe('eu_consumer');
    const back = register([tallinnaEhitus]);
    expect(await new VatIdVerifier(back, config, now).check(estonian, check)).toMatchObject({ status: 'confirmed' });
    expect(back.asked).toEqual(['EE102345678']);
  });

  it('reverse-charges a confirmed Estonian company delivered to Estonia, asking the register once per id', async () => {
    const known = register([tallinnaEhitus]);
    const verifier = new VatIdVerifier(known, config, now);
    const check = await verifier.check({ ...estonian, vat: '102345678' }, undefined);
    expect(check).toEqual({
      vat_id: 'EE102345678',
      country: 'EE',
      status: 'confirmed',
      checked_at: '2026-11-23T10:00:00.000Z',
      registered: { name: 'Tallinna Ehitus OÜ', country: 'EE' },
    });
    expect(vatTreatment(vatBuyerOf(estonian, check, config), config)).toEqual({
      kind: 'reverse_charge',
      ratePercent: 0,
    });
    expect(await verifier.check(estonian, check)).toBe(check);
    expect(known.asked).toEqual(['EE102345678']);
  });

  it('gives no reverse charge for an id not of the delivery country, or for a private buyer', async () => {
    const verifier = new VatIdVerifier(register([tallinnaEhitus]), config, now);
    const check = await verifier.check(estonian, undefined);
    const toFinland = { ...estonian, isSeparateShipping: true, shipping: { country: 'FI' } };
    expect(vatTreatment(vatBuyerOf(toFinland, check, config), config)).toEqual({
      kind: 'domestic',
      ratePercent: 25.5,
    });
    const toGermany = { ...estonian, isSeparateShipping: true, shipping: { country: 'DE' } };
    expect(vatTreatment(vatBuyerOf(toGermany, check, config), config)).toEqual({
      kind: 'eu_consumer',
      ratePercent: 19,
    });
    expect(vatTreatment(vatBuyerOf({ ...estonian, type: 'private' }, check, config), config).kind).toBe('eu_consumer');
    // A check of another id (the buyer changed it since) confirms nothing.
    expect(vatTreatment(vatBuyerOf({ ...estonian, vat: 'EE101876543' }, check, config), config).kind).toBe(
      'eu_consumer',
    );
  });
});

describe('small orders (SPEC §9: under 10,000 EUR)', () => {
  const goods = (cents: number) =>
    order({ lines: [{ variantId: 1, quantity: 1, unitPriceCents: cents, lineDiscountPercent: 0 }] });
  // No whole-order discount here, so goods after discounts are the unit price itself.
  const plain = { ...config, wholeOrderDiscounts: [] };

  it('charges the fixed product freight at 9,999.99 EUR and waives it from 10,000.00 EUR; packaging stays', () => {
    const small = priceOrder(goods(999_999), plain);
    const large = priceOrder(goods(1_000_000), plain);
    if (!small.ok || !large.ok) throw new Error('priced');
    expect(small.pricing.smallOrder).toEqual({ thresholdCents: 1_000_000, applies: true, freightWaivedCents: 0 });
    expect([small.pricing.freightCents, small.pricing.packagingCents]).toEqual([4_900, 1_500]);
    expect(large.pricing.smallOrder).toEqual({ thresholdCents: 1_000_000, applies: false, freightWaivedCents: 4_900 });
    expect([large.pricing.freightCents, large.pricing.packagingCents]).toEqual([0, 1_500]);
  });

  it('counts goods after every discount: 10,000 EUR less 3 % whole-order discount is a small order again', () => {
    const result = priceOrder(goods(1_000_000), config);
    if (!result.ok) throw new Error('priced');
    expect(result.pricing.wholeOrderDiscount.cents).toBe(30_000);
    expect(result.pricing.smallOrder.applies).toBe(true);
    expect(result.pricing.freightCents).toBe(4_900);
  });

  it('keeps the surcharges of crane unloading and timecap, and prices work-site freight as its own service', () => {
    const large = (deliveryMethod: OrderPricingInput['deliveryMethod']) => {
      const result = priceOrder({ ...goods(1_000_000), deliveryMethod }, plain);
      if (!result.ok) throw new Error('priced');
      return result.pricing.freightCents;
    };
    expect(large('crane_unloading')).toBe(18_900);
    expect(large('timecap')).toBe(7_900);
    expect(large('worksite_fence_line')).toBe(12_900);
    expect(large('own_freight')).toBe(0);
  });

  it('reads the limit from the configuration, and a file without it gets the SPEC’s 10,000 EUR', () => {
    const { smallOrderUnderCents: _limit, ...older } = config;
    expect(PricingConfigSchema.parse(older).smallOrderUnderCents).toBe(1_000_000);
  });
});
