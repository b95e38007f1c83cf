import type { Order, PricePreview, PriceTiers } from '@shop/contracts';
import { FakeUsers, sessionSecret } from '../fake-users';
import { buildOrders } from '../helper';

type Ctx = Awaited<ReturnType<typeof buildOrders>>;
type Browser = ReturnType<Ctx['browser']>;

const preview = async (browser: Browser, query: string, headers: Record<string, string> = {}) =>
  browser.inject({ method: 'GET', url: `/orders/price-preview?${query}`, headers });

async function addToCart(browser: Browser, variantId: number, amount: number): Promise<Order> {
  const added = await browser.inject({
    method: 'POST',
    url: '/orders/add',
    payload: { variantId, amount, isProduction: true },
  });
  expect(added.statusCode).toBe(200);
  return added.json();
}

/** The figures of a cart's only line, as the cart charges them. */
const cartLine = (cart: Order) => {
  const item = cart.items[0]!;
  return { unit_price: item.price, discount: item.discount, net: item.price * item.quantity - item.discount };
};

describe('price preview and tiers', () => {
  let ctx: Ctx;
  const users = new FakeUsers();
  beforeAll(async () => {
    ctx = await buildOrders({ sessionSecret, buyers: users.directory });
    ctx.catalogue.put(102, { sale_price: 1_234 });
    ctx.catalogue.put(103, { sale_price: 4_990, min_order: 10 });
  });
  afterAll(() => ctx.app.close());

  it.each([
    ['quantity=0', 'quantity'],
    ['quantity=1.5', 'quantity'],
    ['quantity=abc', 'quantity'],
    ['quantity=100001', 'quantity'],
    ['variantId=-3', 'variantId'],
  ])('refuses a bad query (%s) with 400 naming the field %s in the buyer’s language', async (bad, field) => {
    const base = new URLSearchParams({ variantId: '102', quantity: '5' });
    const [name, value] = bad.split('=') as [string, string];
    base.set(name, value);
    const answer = await preview(ctx.browser(), base.toString(), { 'x-locale': 'de' });
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(body.message).toMatch(/^Angaben fehlen oder sind ungültig: /);
  });

  it('refuses an unknown variant and a quantity under the variant’s minimum, naming field and minimum', async () => {
    const unknown = await preview(ctx.browser(), 'variantId=999&quantity=5', { 'x-locale': 'en' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([expect.objectContaining({ field: 'variantId' })]);
    const below = await preview(ctx.browser(), 'variantId=103&quantity=9', { 'x-locale': 'fi' });
    expect(below.statusCode).toBe(400);
    expect(below.json().issues).toEqual([expect.objectContaining({ field: 'quantity' })]);
    expect(JSON.stringify(below.json())).toContain('Vähimmäistilausmäärä: 10 kappaletta');
  });

  it.each([1, 49, 50, 199, 200, 999, 1000, 1237])(
    'prices %i pieces as the cart charges the same line: unit price, volume discount, net, VAT',
    async (quantity) => {
      const buyer = ctx.browser();
      const cart = await addToCart(buyer, 102, quantity);
      const answer = await preview(buyer, `variantId=102&quantity=${quantity}&uuid=${cart.uuid}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const line: PricePreview = answer.json();
      expect({ unit_price: line.unit_price, discount: line.discount.cents, net: line.net }).toEqual(cartLine(cart));
      expect(line.vat.rate_percent).toBe(cart.breakdown!.vat.rate_percent);
      expect(line.vat.kind).toBe(cart.breakdown!.vat.kind);
      expect(line.gross).toBe(line.net + Math.round((line.net * line.vat.rate_percent) / 100));
      expect(line.discount.kind).toBe(cart.breakdown!.discounts.volume > 0 ? 'volume' : null);
    },
  );

  it('names the tier applied and what the next one needs: 188 pieces are 12 short of 5 %', async () => {
    const line: PricePreview = (await preview(ctx.browser(), 'variantId=102&quantity=188')).json();
    expect(line.discount).toEqual({ kind: 'volume', percent: 3, cents: Math.round(188 * 1_234 * 0.03) });
    expect(line.next_tier).toEqual({ min_quantity: 200, percent: 5, missing: 12 });
    const top: PricePreview = (await preview(ctx.browser(), 'variantId=102&quantity=1000')).json();
    expect(top.discount.percent).toBe(8);
    expect(top.next_tier).toBeNull();
  });

  it('shows VAT as the buyer’s own cart carries it (German consumer: 19 %), not as another’s cart does', async () => {
    const buyer = ctx.browser();
    const cart = await addToCart(buyer, 102, 10);
    const formed = await buyer.inject({
      method: 'PATCH',
      url: `/orders/set-form/${cart.uuid}`,
      payload: { type: 'private', country: 'DE' },
    });
    expect(formed.statusCode).toBe(200);
    expect(formed.json().breakdown.vat).toEqual({ kind: 'eu_consumer', rate_percent: 19 });
    const own: PricePreview = (await preview(buyer, `variantId=102&quantity=10&uuid=${cart.uuid}`)).json();
    expect(own.vat).toEqual({ kind: 'eu_consumer', rate_percent: 19, cents: Math.round(12_340 * 0.19) });
    const stranger: PricePreview = (await preview(ctx.browser(), `variantId=102&quantity=10&uuid=${cart.uuid}`)).json();
    expect(stranger.vat).toMatchObject({ kind: 'domestic', rate_percent: 25.5 });
  });

  it('answers the configuration’s tiers and, for a logged-in buyer, only personal discounts valid today', async () => {
    const guest: PriceTiers = (await ctx.browser().inject({ method: 'GET', url: '/orders/price-tiers' })).json();
    expect(guest).toEqual({
      volume: [
        { min_quantity: 50, percent: 3 },
        { min_quantity: 200, percent: 5 },
        { min_quantity: 1000, percent: 8 },
      ],
      whole_order: [
        { min_goods: 500_000, percent: 2 },
        { min_goods: 1_000_000, percent: 3 },
      ],
      personal: [],
    });
    const rows = [
      { discount_percent: 9, start_date: null, end_date: '2026-11-22', threshold: 0 },
      { discount_percent: 7, start_date: '2026-11-24', end_date: null, threshold: 0 },
      { discount_percent: 4, start_date: null, end_date: null, threshold: 100_000 },
      { discount_percent: 6, start_date: '2026-11-01', end_date: '2026-12-31', threshold: 200_000 },
    ];
    const buyer = ctx.browser().login(users.login(21, rows));
    const tiers: PriceTiers = (await buyer.inject({ method: 'GET', url: '/orders/price-tiers' })).json();
    expect(tiers.personal).toEqual([rows[3], rows[2]]);
  });

  it('names the personal discount an order of the line reaches, as the cart gives it', async () => {
    const rows = [{ discount_percent: 4, start_date: null, end_date: '2026-12-31', threshold: 100_000 }];
    const buyer = ctx.browser().login(users.login(22, rows));
    const under: PricePreview = (await preview(buyer, 'variantId=102&quantity=60')).json();
    expect(under.personal).toBeNull();
    const quantity = 100;
    const over: PricePreview = (await preview(buyer, `variantId=102&quantity=${quantity}`)).json();
    expect(over.personal).toEqual(rows[0]);
    const cart = await addToCart(buyer, 102, quantity);
    expect(cart.breakdown!.discounts.personal).toMatchObject({ percent: 4, end_date: '2026-12-31' });
    expect(over.net).toBe(cartLine(cart).net);
  });
});
