import type { DiscountRow } from '@shop/contracts';
import { deliveryCost } from '../../src/domain/pricing/delivery-cost';
import { personalDiscountFor, validPersonalDiscounts } from '../../src/domain/pricing/discounts';
import { priceOrder, type OrderPricingInput } from '../../src/domain/pricing/price-order';
import { loadPricingConfig } from '../../src/domain/pricing/pricing-config';
import { vatTreatment } from '../../src/domain/pricing/vat';

const config = loadPricingConfig();
const finnishCompany = { country: 'FI', type: 'company' as const, vatId: '1234567-8' };

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

const row = (over: Partial<DiscountRow>): DiscountRow => ({ discount_percent: 5, start_date: null, end_date: null, threshold: 0, ...over });

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
    expect(deliveryCost('worksite_fence_line', '02100', config)).toEqual({ ok: true, cost: { freightCents: 12_900, packagingCents: 1_500 } });
    expect(priceOrder(order({ deliveryMethod: 'worksite_fence_line', postCode: '33100' }), config)).toEqual({
      ok: false,
      reason: 'worksite_outside_area',
    });
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
    const rows = [row({ discount_percent: 7, end_date: '2026-11-30', threshold: 100_000 }), row({ discount_percent: 3, threshold: 0 })];
    expect(personalDiscountFor(rows, 50_000, today)?.discount_percent).toBe(3);
    expect(personalDiscountFor(rows, 150_000, today)?.discount_percent).toBe(7);
  });
});

describe('VAT by delivery country', () => {
  it('charges the Finnish rate in Finland whoever buys', () => {
    expect(vatTreatment({ country: 'FI', type: 'private', vatId: null }, config)).toEqual({ kind: 'domestic', ratePercent: 25.5 });
  });
  it('reverse-charges a business in another EU country that gave its VAT id', () => {
    expect(vatTreatment({ country: 'EE', type: 'company', vatId: '123456789' }, config)).toEqual({ kind: 'reverse_charge', ratePercent: 0 });
    expect(priced(order({ buyer: { country: 'EE', type: 'company', vatId: '123456789' } })).vatCents).toBe(0);
  });
  it("charges a consumer in another EU country that country's rate", () => {
    expect(vatTreatment({ country: 'DE', type: 'private', vatId: null }, config)).toEqual({ kind: 'eu_consumer', ratePercent: 19 });
  });
  it('charges no VAT on exports outside the EU', () => {
    expect(vatTreatment({ country: 'NO', type: 'company', vatId: 'NO123456789' }, config)).toEqual({ kind: 'export', ratePercent: 0 });
  });
});
