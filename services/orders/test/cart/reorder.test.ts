import { ReorderAnswerSchema } from '@shop/contracts';
import type { TestBrowser } from '../browser';
import { finnishCompanyForm } from '../checkout-fixture';
import { fenceShop } from '../fence-shop';

jest.setTimeout(60_000);

const add = (browser: TestBrowser, variantId: number, amount: number, uuid?: string) =>
  browser.inject({ method: 'POST', url: '/orders/add', payload: { uuid, variantId, amount, isProduction: true } });

/** A sent order of `browser`'s: 4 × 102, 2 × 103, 10 × 104, on invoice. */
async function sentOrder(browser: TestBrowser) {
  const uuid = (await add(browser, 102, 4)).json().uuid as string;
  await add(browser, 103, 2, uuid);
  await add(browser, 104, 10, uuid);
  await browser.inject({ method: 'PATCH', url: `/orders/set-form/${uuid}`, payload: finnishCompanyForm });
  await browser.inject({ method: 'PATCH', url: `/orders/set-payment-method/${uuid}/invoice` });
  const done = await browser.inject({ method: 'POST', url: '/orders/complete', payload: { uuid } });
  expect(done.json().order_number).toMatch(/^NB-/);
  return uuid;
}

const reorder = (browser: TestBrowser, uuid: string, cart?: string, locale = 'en') =>
  browser.inject({
    method: 'POST',
    url: `/orders/reorder/${uuid}`,
    headers: { 'x-locale': locale },
    payload: cart ? { cart } : {},
  });

describe('POST /orders/reorder/{uuid}: a sent order’s lines into the current cart', () => {
  it('merges the lines into the buyer’s open cart at today’s prices, naming each line not added with why', async () => {
    const ctx = await fenceShop();
    const buyer = ctx.browser().login(ctx.users.login(7));
    const order = await sentOrder(buyer);
    // Since then: a new cart with 1 × 102 and 3 × 105, a price went up, one line sold out, one gone.
    ctx.catalogue.put(105, { sale_price: 700 });
    const current = (await add(buyer, 102, 1)).json().uuid as string;
    await add(buyer, 105, 3, current);
    ctx.catalogue.put(102, { sale_price: 2_600, code: 'DSM-102', title: 'Doppelstabmattenzaun 6/5/6, 1830 mm' });
    ctx.catalogue.put(103, { availability: 'out_of_stock', code: 'PF-103', title: 'Zaunpfosten 60 × 40, 2000 mm' });
    ctx.catalogue.variants.delete(104);

    const res = await reorder(buyer, order, current);
    expect(res.statusCode).toBe(200);
    const answer = ReorderAnswerSchema.parse(res.json());
    expect(answer.cart.uuid).toBe(current);
    expect(answer.cart.items.map((i) => [i.variant_id, i.quantity, i.price])).toEqual([
      [102, 5, 2_600],
      [105, 3, 700],
    ]);
    expect(answer.cart.total_price).toBe(5 * 2_600 + 3 * 700);
    expect(answer.not_added).toEqual([
      { variant_id: 103, code: 'PF-103', title: 'Zaunpfosten 60 × 40, 2000 mm', reason: 'out_of_stock' },
      { variant_id: 104, code: 'KL-104', title: 'Klemmschelle', reason: 'not_sold' },
    ]);
    // The sent order itself is untouched.
    const stored = await ctx.store.findByUuid(order);
    expect(stored?.items.map((i) => [i.variant_id, i.quantity, i.price])).toEqual([
      [102, 4, 2_450],
      [103, 2, 1_000],
      [104, 10, 500],
    ]);
    await ctx.app.close();
  });

  it('raises a line to the variant’s minimum today, and starts a cart when the buyer has none open', async () => {
    const ctx = await fenceShop();
    const buyer = ctx.browser().login(ctx.users.login(7));
    const order = await sentOrder(buyer);
    ctx.catalogue.put(104, { sale_price: 500, code: 'KL-104', title: 'Klemmschelle', min_order: 25 });
    // The cart named is the sent order itself (the cart button still names it): a new cart is started.
    const res = await reorder(buyer, order, order);
    expect(res.statusCode).toBe(200);
    const { cart, not_added } = ReorderAnswerSchema.parse(res.json());
    expect(cart.uuid).not.toBe(order);
    expect([cart.order_status, cart.user_id]).toEqual(['created', 7]);
    expect(cart.items.map((i) => [i.variant_id, i.quantity])).toEqual([
      [102, 4],
      [103, 2],
      [104, 25],
    ]);
    expect(not_added).toEqual([]);
    // A tab still on the sent order goes on in this cart.
    expect((await buyer.inject({ method: 'GET', url: `/orders/by-id/${order}` })).json().goto).toBe(cart.uuid);
    await ctx.app.close();
  });

  it('lets a guest reorder with the confirmation of the browser that completed the order', async () => {
    const ctx = await fenceShop();
    const order = await sentOrder(ctx.app);
    const res = await reorder(ctx.app, order);
    expect(res.statusCode).toBe(200);
    // The guest's new cart as every cart call answers it: without the hash of its access secret.
    expect(Object.keys(res.json().cart)).not.toContain('access');
    const { cart } = ReorderAnswerSchema.parse(res.json());
    expect([cart.user_id, cart.items.length]).toEqual([null, 3]);
    await ctx.app.close();
  });

  it('answers 404 to a stranger with the order’s uuid, and never reveals or changes the buyer’s data', async () => {
    const ctx = await fenceShop();
    const buyer = ctx.browser().login(ctx.users.login(7));
    const order = await sentOrder(buyer);
    const other = ctx.browser().login(ctx.users.login(8));
    for (const stranger of [ctx.browser(), other]) {
      const res = await reorder(stranger, order);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Anna');
    }
    // The completing guest browser once its confirmation is gone: the cart-access cookie alone is not enough.
    const guestOrder = await sentOrder(ctx.app);
    ctx.app.cookies.delete(`order_${guestOrder}`);
    expect((await reorder(ctx.app, guestOrder)).statusCode).toBe(404);
    // An open cart, even the caller's own, is not an order to reorder.
    const open = (await add(buyer, 102, 1)).json().uuid as string;
    expect((await reorder(buyer, open)).statusCode).toBe(404);
    await ctx.app.close();
  });

  it('never writes into somebody else’s cart: naming it starts a cart of the caller’s own', async () => {
    const ctx = await fenceShop();
    const buyer = ctx.browser().login(ctx.users.login(7));
    const order = await sentOrder(buyer);
    const victim = ctx.browser();
    const theirs = (await add(victim, 104, 1)).json().uuid as string;
    const res = await reorder(buyer, order, theirs);
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.uuid).not.toBe(theirs);
    const untouched = await victim.inject({ method: 'GET', url: `/orders/by-id/${theirs}` });
    expect(
      untouched.json().items.map((i: { variant_id: number; quantity: number }) => [i.variant_id, i.quantity]),
    ).toEqual([[104, 1]]);
    await ctx.app.close();
  });

  it('changes nothing and says so in the buyer’s language when no line is sold any more', async () => {
    const ctx = await fenceShop();
    const buyer = ctx.browser().login(ctx.users.login(7));
    const order = await sentOrder(buyer);
    const current = (await add(buyer, 102, 1)).json().uuid as string;
    for (const id of [102, 103]) ctx.catalogue.put(id, { availability: 'not_available' });
    ctx.catalogue.variants.delete(104);
    const res = await reorder(buyer, order, current, 'fi');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'REORDER_NOTHING_SOLD',
      message: 'Mitään tämän tilauksen tuotteista ei ole enää myynnissä',
    });
    const cart = (await buyer.inject({ method: 'GET', url: `/orders/by-id/${current}` })).json();
    expect(cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([1]);
    await ctx.app.close();
  });

  it('refuses a body that is not the call’s with 400 naming the field', async () => {
    const ctx = await fenceShop();
    const buyer = ctx.browser().login(ctx.users.login(7));
    const order = await sentOrder(buyer);
    const res = await buyer.inject({
      method: 'POST',
      url: `/orders/reorder/${order}`,
      headers: { 'x-locale': 'de' },
      payload: { cart: 'not-a-uuid' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ field: 'cart' })]);
    await ctx.app.close();
  });
});
