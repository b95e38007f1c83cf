import type { CompanyMembership, ContractPrice, VariantPrice } from '@shop/contracts';
import { contractPriceBook, contractPriceFor } from '../../src/contract-prices/contract-price-for';
import { contractPricesOf } from '../../src/contract-prices/contract-prices-of';
import { repriceOrder } from '../../src/cart/reprice';
import { priceOrder, type LineInput, type OrderPricingInput } from '../../src/shared/pricing/price-order';
import { loadPricingConfig } from '../../src/shared/pricing/pricing-config';
import type { SessionBuyer } from '../../src/shared/buyer-directory';
import { emptyCart } from '../fixtures';

const config = loadPricingConfig();

const price = (over: Partial<ContractPrice>): ContractPrice => ({
  code: 'DSM-656',
  price: 2_000,
  valid_from: null,
  valid_to: null,
  min_quantity: 1,
  ...over,
});

function priced(lines: LineInput[], over: Partial<OrderPricingInput> = {}) {
  const result = priceOrder(
    {
      lines,
      deliveryMethod: 'product_freight',
      postCode: '00510',
      buyer: { country: 'FI', billingCountry: 'FI', type: 'company', confirmedVatId: null },
      personalDiscounts: [],
      today: '2026-12-10',
      ...over,
    },
    config,
  );
  if (!result.ok) throw new Error(result.reason);
  return result.pricing;
}

describe('the contract price of a line', () => {
  const book = contractPriceBook([
    price({ price: 2_000, valid_from: '2026-12-01', valid_to: '2026-12-31' }),
    price({ price: 1_800, valid_from: '2026-12-01', valid_to: '2026-12-31', min_quantity: 100 }),
    price({ price: 1_700, valid_from: '2026-12-01', valid_to: '2026-12-31', min_quantity: 500 }),
    price({ price: 2_100, valid_from: '2027-01-01', valid_to: null }),
    price({ code: 'ZP-100', price: 1_500, min_quantity: 10 }),
  ]);

  it('is valid from its first to its last day, both included, and open-ended without them', () => {
    expect(contractPriceFor(book, 'DSM-656', 1, '2026-11-30')).toBeNull();
    expect(contractPriceFor(book, 'DSM-656', 1, '2026-12-01')).toBe(2_000);
    expect(contractPriceFor(book, 'DSM-656', 1, '2026-12-31')).toBe(2_000);
    expect(contractPriceFor(book, 'DSM-656', 1, '2027-01-01')).toBe(2_100);
    expect(contractPriceFor(book, 'DSM-656', 1, '2035-06-01')).toBe(2_100);
    expect(contractPriceFor(book, 'ZP-100', 10, '2000-01-01')).toBe(1_500);
  });

  it('is the row with the highest minimum quantity the quantity reaches; below the lowest there is none', () => {
    expect(contractPriceFor(book, 'DSM-656', 99, '2026-12-10')).toBe(2_000);
    expect(contractPriceFor(book, 'DSM-656', 100, '2026-12-10')).toBe(1_800);
    expect(contractPriceFor(book, 'DSM-656', 499, '2026-12-10')).toBe(1_800);
    expect(contractPriceFor(book, 'DSM-656', 500, '2026-12-10')).toBe(1_700);
    expect(contractPriceFor(book, 'ZP-100', 9, '2026-12-10')).toBeNull();
    expect(contractPriceFor(book, 'KT-1', 1, '2026-12-10')).toBeNull();
  });
});

describe('pricing with contract prices', () => {
  const contractLine: LineInput = {
    variantId: 1,
    quantity: 300,
    unitPriceCents: 1_950,
    lineDiscountPercent: 10,
    contract: true,
  };
  const listLine: LineInput = { variantId: 2, quantity: 10, unitPriceCents: 2_990, lineDiscountPercent: 0 };

  it('takes nothing off a contract price: no campaign, no volume tier (300 pieces reach 5 %)', () => {
    const [line] = priced([contractLine]).lines;
    expect(line).toMatchObject({ grossCents: 585_000, discountCents: 0, netCents: 585_000, priceSource: 'contract' });
  });

  it('names the source of every other line: the volume tier, a campaign, or the list price', () => {
    const lines = priced([
      { ...listLine, quantity: 200 },
      { ...listLine, variantId: 3, lineDiscountPercent: 10 },
      listLine,
    ]).lines;
    expect(lines.map((l) => [l.priceSource, l.discountCents])).toEqual([
      ['tier', 29_900],
      ['campaign', 2_990],
      ['list', 0],
    ]);
  });

  it('counts contract goods towards the order tiers, but gives order discounts on the other lines only', () => {
    const p = priced([contractLine, listLine], {
      personalDiscounts: [{ discount_percent: 5, start_date: null, end_date: null, threshold: 0 }],
    });
    expect(p.goodsCents).toBe(614_900);
    expect(p.discountableCents).toBe(29_900);
    // 614,900 reaches the 5,000 EUR tier (2 %), given on the 29,900 of list goods.
    expect(p.wholeOrderDiscount).toEqual({ percent: 2, cents: 598 });
    // 5 % of 29,302 = 1,465.1 -> 1,465 (each amount rounded to whole cents where it is computed).
    expect(p.personalDiscount).toMatchObject({ percent: 5, cents: 1_465 });
    expect(p.totalDiscountCents).toBe(598 + 1_465);
    // A small order (under 10,000 EUR after discounts): flat freight and packaging.
    expect(p.totalWithoutVatCents).toBe(614_900 - 598 - 1_465 + 4_900 + 1_500);
  });

  it('prices an order without contract lines as before', () => {
    const p = priced([{ ...listLine, quantity: 2_000 }]);
    expect(p.discountableCents).toBe(p.goodsCents);
    expect(p.wholeOrderDiscount.cents).toBe(Math.round((p.goodsCents * 3) / 100));
  });

  it('a quote’s price wins over a contract price', () => {
    const [line] = priced([contractLine], { quoted: true }).lines;
    expect(line).toMatchObject({ priceSource: 'campaign', discountCents: 58_500 });
  });
});

describe('a cart repriced with its buyer’s contract prices', () => {
  const variants = new Map<number, VariantPrice>([
    [1, { id: 1, code: 'DSM-656', title: 'Mesh', sale_price: 2_450, min_order: 1, availability: 'available' }],
    [2, { id: 2, code: 'ZP-100', title: 'Post', sale_price: 2_990, min_order: 1, availability: 'available' }],
  ]);
  const item = (id: number, quantity: number) => ({
    id,
    code: '',
    variant_id: id,
    quantity,
    price: 0,
    discount: 0,
    fullTitle: '',
    reference: '',
  });
  const book = contractPriceBook([price({ price: 1_990, valid_from: '2026-12-01', valid_to: '2026-12-31' })]);

  it('charges the contract price valid today and says so on the line; other lines keep the catalogue’s', () => {
    const cart = emptyCart({ items: [item(1, 200), item(2, 200)] });
    const { order } = repriceOrder(cart, variants, config, '2026-12-10', book);
    expect(order.items.map((i) => [i.price, i.discount, i.price_source])).toEqual([
      [1_990, 0, 'contract'],
      [2_990, 29_900, 'tier'],
    ]);
    // The goods (966,100) reach the 2 % order tier, given on the catalogue-priced line alone.
    const tierLine = 2_990 * 200 - 29_900;
    expect(order.breakdown?.discounts.whole_order).toBe(11_362);
    expect(order.total_price).toBe(1_990 * 200 + tierLine - 11_362);
  });

  it('goes back to the catalogue’s price once the contract price has expired', () => {
    const cart = emptyCart({ items: [item(1, 10)] });
    const { order } = repriceOrder(cart, variants, config, '2027-01-01', book);
    expect(order.items[0]).toMatchObject({ price: 2_450, price_source: 'list' });
  });
});

describe('whose contract prices a buyer gets', () => {
  const store = { pricesFor: jest.fn(async (companyId: string) => [price({ code: companyId })]) };
  const member = (company: Partial<CompanyMembership> | null): SessionBuyer => ({
    userid: 7,
    discountRows: [],
    name: 'Anna',
    company: company && ({ company_id: 'company-a', verified: true, role: 'buyer', ...company } as CompanyMembership),
  });

  it('a member of a verified company gets their company’s, and no other’s', async () => {
    const book = await contractPricesOf(store, member({}), () => ['DSM-656']);
    expect([...book.keys()]).toEqual(['company-a']);
    expect(store.pricesFor).toHaveBeenCalledWith('company-a', ['DSM-656']);
  });

  it('a guest, a private buyer and a member of an unverified company get none', async () => {
    store.pricesFor.mockClear();
    expect((await contractPricesOf(store, null, () => ['DSM-656'])).size).toBe(0);
    expect((await contractPricesOf(store, member(null), () => ['DSM-656'])).size).toBe(0);
    expect((await contractPricesOf(store, member({ verified: false }), () => ['DSM-656'])).size).toBe(0);
    expect(store.pricesFor).not.toHaveBeenCalled();
  });
});
