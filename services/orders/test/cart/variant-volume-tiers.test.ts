import type { Order, PricePreview } from '@shop/contracts';
import { buildOrders } from '../helper';

type Ctx = Awaited<ReturnType<typeof buildOrders>>;

/** Variant 104's supplier gives its own tiers; variant 102 has none (the shop-wide 50/200/1000: 3/5/8 %). */
const ownTiers = [
  { min_quantity: 20, percent: 4 },
  { min_quantity: 100, percent: 10 },
];

describe('a variant’s own volume tiers from the catalogue', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await buildOrders();
    ctx.catalogue.put(102, { sale_price: 1_000 });
    ctx.catalogue.put(104, { sale_price: 1_000, volume_tiers: ownTiers });
  });
  afterAll(() => ctx.app.close());

  const preview = async (variantId: number, quantity: number): Promise<PricePreview> =>
    (
      await ctx
        .browser()
        .inject({ method: 'GET', url: `/orders/price-preview?variantId=${variantId}&quantity=${quantity}` })
    ).json();

  it('price the line instead of the shop-wide tiers, in the preview and the next tier it names', async () => {
    expect(await preview(104, 20)).toMatchObject({
      source: 'tier',
      discount: { kind: 'volume', percent: 4, cents: 800 },
      net: 19_200,
      next_tier: { min_quantity: 100, percent: 10, missing: 80 },
    });
    // 60 pieces reach the shop-wide 3 % but not the variant's 10 %: its own 4 % applies.
    expect((await preview(104, 60)).discount).toEqual({ kind: 'volume', percent: 4, cents: 2_400 });
    expect((await preview(104, 19)).discount.kind).toBeNull();
  });

  it('leave a variant without tiers of its own on the shop-wide ones', async () => {
    expect((await preview(102, 20)).discount.kind).toBeNull();
    expect(await preview(102, 60)).toMatchObject({
      discount: { kind: 'volume', percent: 3 },
      next_tier: { min_quantity: 200 },
    });
  });

  it('price the cart as the preview does, and again when the catalogue changes the tiers', async () => {
    const buyer = ctx.browser();
    const add = async (variantId: number, amount: number, uuid?: string): Promise<Order> =>
      (await buyer.inject({ method: 'POST', url: '/orders/add', payload: { variantId, amount, uuid } })).json();
    const cart = await add(104, 100);
    expect(cart.items[0]).toMatchObject({ price: 1_000, discount: 10_000, price_source: 'tier' });
    ctx.catalogue.put(104, { sale_price: 1_000, volume_tiers: [{ min_quantity: 100, percent: 15 }] });
    const repriced = await add(102, 1, cart.uuid);
    expect(repriced.items.find((item) => item.variant_id === 104)).toMatchObject({ discount: 15_000 });
  });
});
