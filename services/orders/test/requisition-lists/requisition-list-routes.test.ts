import { ReorderAnswerSchema, RequisitionListsAnswerSchema, RequisitionListViewSchema } from '@shop/contracts';
import type { TestBrowser } from '../browser';
import { virtanenMember } from '../company-fixture';
import { fenceShop } from '../fence-shop';

jest.setTimeout(60_000);

async function setup() {
  const ctx = await fenceShop();
  const { users } = ctx;
  const session = (userid: number, role: 'admin' | 'buyer', name: string) =>
    users.login(userid, [], { name, company: virtanenMember(role) });
  const member = (userid: number, role: 'admin' | 'buyer', name: string) =>
    ctx.browser().login(session(userid, role, name));
  const pekkaSession = session(8, 'buyer', 'Pekka Mäkinen');
  return {
    ...ctx,
    anna: member(7, 'buyer', 'Anna Virtanen'),
    pekkaSession,
    pekka: ctx.browser().login(pekkaSession),
    admin: member(9, 'admin', 'Liisa Admin'),
    outsider: ctx.browser().login(users.login(20, [], { name: 'Olli Outsider' })),
  };
}

const add = (browser: TestBrowser, variantId: number, amount: number, uuid?: string) =>
  browser.inject({ method: 'POST', url: '/orders/add', payload: { uuid, variantId, amount, isProduction: true } });

/** Anna's cart, 4 × 102 (line reference "Abschnitt B") and 2 × 103, saved as a list. */
async function savedList(ctx: Awaited<ReturnType<typeof setup>>, name = '  Hafen, Zaun B  ') {
  const cart = (await add(ctx.anna, 102, 4)).json();
  await add(ctx.anna, 103, 2, cart.uuid);
  await ctx.anna.inject({
    method: 'PATCH',
    url: `/orders/set-reference/${cart.uuid}/1`,
    payload: { comment: 'Abschnitt B' },
  });
  const res = await ctx.anna.inject({ method: 'POST', url: '/orders/lists', payload: { name, cart: cart.uuid } });
  expect(res.statusCode).toBe(200);
  return { cart: cart.uuid as string, list: RequisitionListViewSchema.parse(res.json()) };
}

const share = (browser: TestBrowser, uuid: string, shared = true) =>
  browser.inject({ method: 'PATCH', url: `/orders/lists/${uuid}`, payload: { shared } });
const lists = async (browser: TestBrowser) =>
  RequisitionListsAnswerSchema.parse((await browser.inject({ method: 'GET', url: '/orders/lists' })).json());

describe('requisition lists: a company buyer’s saved carts', () => {
  it('saves the buyer’s cart under its name, with each line’s reference as its note', async () => {
    const ctx = await setup();
    const { list } = await savedList(ctx);
    expect(list).toMatchObject({
      name: 'Hafen, Zaun B',
      owner: { user_id: 7, name: 'Anna Virtanen' },
      company_id: 'c-virtanen',
      shared: false,
      may_manage: true,
    });
    expect(list.lines.map((l) => [l.variant_id, l.code, l.quantity, l.note])).toEqual([
      [102, 'DSM-102', 4, 'Abschnitt B'],
      [103, 'PF-103', 2, ''],
    ]);
    expect((await lists(ctx.anna)).mine.map((l) => l.uuid)).toEqual([list.uuid]);
    await ctx.server.close();
  });

  it('shows a shared list to the company’s members only; only its owner or an admin changes it', async () => {
    const ctx = await setup();
    const { list } = await savedList(ctx);
    // Not shared yet: a colleague is told it does not exist.
    expect((await ctx.pekka.inject({ method: 'GET', url: `/orders/lists/${list.uuid}` })).statusCode).toBe(404);
    expect((await share(ctx.anna, list.uuid)).json().shared).toBe(true);

    expect((await lists(ctx.pekka)).company.map((l) => [l.uuid, l.may_manage])).toEqual([[list.uuid, false]]);
    expect((await lists(ctx.admin)).company.map((l) => [l.uuid, l.may_manage])).toEqual([[list.uuid, true]]);
    const read = await ctx.pekka.inject({ method: 'GET', url: `/orders/lists/${list.uuid}` });
    expect(read.statusCode).toBe(200);

    const renamed = await ctx.pekka.inject({
      method: 'PATCH',
      url: `/orders/lists/${list.uuid}`,
      payload: { name: 'x' },
    });
    expect(renamed.statusCode).toBe(403);
    const byAdmin = await ctx.admin.inject({
      method: 'PATCH',
      url: `/orders/lists/${list.uuid}`,
      payload: { name: 'Hafen' },
    });
    expect(byAdmin.json()).toMatchObject({ name: 'Hafen', updated_by: { user_id: 9, name: 'Liisa Admin' } });

    // Someone outside the company: neither in their lists nor readable, changeable or orderable.
    expect(await lists(ctx.outsider)).toEqual({ mine: [], company: [] });
    for (const [method, url] of [
      ['GET', `/orders/lists/${list.uuid}`],
      ['PATCH', `/orders/lists/${list.uuid}`],
      ['DELETE', `/orders/lists/${list.uuid}`],
      ['POST', `/orders/lists/${list.uuid}/to-cart`],
      ['POST', `/orders/lists/${list.uuid}/order-now`],
    ] as const) {
      const res = await ctx.outsider.inject({
        method,
        url,
        payload: method === 'DELETE' || method === 'GET' ? undefined : {},
      });
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
      expect(res.body).not.toContain('Hafen');
    }
    // A member who left the company no longer opens it.
    ctx.users.update(ctx.pekkaSession, { company: null });
    expect((await ctx.pekka.inject({ method: 'GET', url: `/orders/lists/${list.uuid}` })).statusCode).toBe(404);

    expect((await ctx.admin.inject({ method: 'DELETE', url: `/orders/lists/${list.uuid}` })).statusCode).toBe(204);
    expect((await ctx.anna.inject({ method: 'GET', url: `/orders/lists/${list.uuid}` })).statusCode).toBe(404);
    await ctx.server.close();
  });

  it('puts a list into the member’s current cart at today’s prices, naming the lines no longer sold', async () => {
    const ctx = await setup();
    const { list } = await savedList(ctx);
    await share(ctx.anna, list.uuid);
    const current = (await add(ctx.pekka, 104, 3)).json().uuid as string;
    ctx.catalogue.put(102, { sale_price: 2_600, code: 'DSM-102', title: 'Doppelstabmattenzaun 6/5/6, 1830 mm' });
    ctx.catalogue.variants.delete(103);

    const res = await ctx.pekka.inject({
      method: 'POST',
      url: `/orders/lists/${list.uuid}/to-cart`,
      payload: { cart: current },
    });
    expect(res.statusCode).toBe(200);
    const { cart, not_added } = ReorderAnswerSchema.parse(res.json());
    expect(cart.uuid).toBe(current);
    expect(cart.items.map((i) => [i.variant_id, i.quantity, i.price, i.reference])).toEqual([
      [104, 3, 500, ''],
      [102, 4, 2_600, 'Abschnitt B'],
    ]);
    expect(not_added).toEqual([
      { variant_id: 103, code: 'PF-103', title: 'Zaunpfosten 60 × 40, 2000 mm', reason: 'not_sold' },
    ]);
    await ctx.server.close();
  });

  it('orders a list in one step: a new cart of its lines, whatever cart the member has open', async () => {
    const ctx = await setup();
    const { list } = await savedList(ctx);
    await share(ctx.anna, list.uuid);
    const current = (await add(ctx.pekka, 104, 3)).json().uuid as string;
    const res = await ctx.pekka.inject({ method: 'POST', url: `/orders/lists/${list.uuid}/order-now` });
    expect(res.statusCode).toBe(200);
    const { cart } = ReorderAnswerSchema.parse(res.json());
    expect(cart.uuid).not.toBe(current);
    expect([cart.user_id, cart.order_status]).toEqual([8, 'created']);
    expect(cart.items.map((i) => [i.variant_id, i.quantity])).toEqual([
      [102, 4],
      [103, 2],
    ]);
    // The list itself is unchanged.
    expect((await ctx.anna.inject({ method: 'GET', url: `/orders/lists/${list.uuid}` })).json().lines).toEqual(
      list.lines,
    );
    await ctx.server.close();
  });

  it('edits lines: a product added by its variant, a quantity and a note changed, a line removed', async () => {
    const ctx = await setup();
    const { list } = await savedList(ctx);
    const url = `/orders/lists/${list.uuid}/lines`;
    const added = await ctx.anna.inject({ method: 'POST', url, payload: { variant_id: 104, quantity: 50 } });
    expect(added.json().lines.at(-1)).toEqual({
      variant_id: 104,
      code: 'KL-104',
      title: 'Klemmschelle',
      quantity: 50,
      note: '',
    });
    const again = await ctx.anna.inject({ method: 'POST', url, payload: { variant_id: 104, quantity: 10 } });
    expect(again.json().lines.at(-1).quantity).toBe(60);
    const changed = await ctx.anna.inject({
      method: 'PATCH',
      url: `${url}/102`,
      payload: { quantity: 8, note: 'Tor' },
    });
    expect(changed.json().lines[0]).toMatchObject({ variant_id: 102, quantity: 8, note: 'Tor' });
    const removed = await ctx.anna.inject({ method: 'DELETE', url: `${url}/103` });
    expect(removed.json().lines.map((l: { variant_id: number }) => l.variant_id)).toEqual([102, 104]);
    expect((await ctx.anna.inject({ method: 'DELETE', url: `${url}/103` })).statusCode).toBe(404);
    await ctx.server.close();
  });

  it('refuses guests (401), and bad names, quantities, products (400 naming the field in their language)', async () => {
    const ctx = await setup();
    const { list, cart } = await savedList(ctx);
    const guest = ctx.browser();
    for (const [method, url] of [
      ['GET', '/orders/lists'],
      ['POST', '/orders/lists'],
      ['GET', `/orders/lists/${list.uuid}`],
      ['POST', `/orders/lists/${list.uuid}/order-now`],
    ] as const) {
      const payload = method === 'POST' ? (url === '/orders/lists' ? { name: 'x', cart } : {}) : undefined;
      expect((await guest.inject({ method, url, payload })).statusCode).toBe(401);
    }

    const longName = await ctx.anna.inject({
      method: 'POST',
      url: '/orders/lists',
      headers: { 'x-locale': 'de' },
      payload: { name: 'x'.repeat(81), cart },
    });
    expect(longName.statusCode).toBe(400);
    expect(longName.json()).toMatchObject({
      message: expect.stringContaining('Name der Liste'),
      issues: [{ field: 'name', reason: 'Der Text ist zu lang' }],
    });
    const blank = await ctx.anna.inject({
      method: 'PATCH',
      url: `/orders/lists/${list.uuid}`,
      headers: { 'x-locale': 'fi' },
      payload: { name: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toEqual([{ field: 'name', reason: expect.any(String) }]);
    expect(blank.json().message).toContain('Listan nimi');

    const zero = await ctx.anna.inject({
      method: 'PATCH',
      url: `/orders/lists/${list.uuid}/lines/102`,
      headers: { 'x-locale': 'en' },
      payload: { quantity: 0 },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({
      message: expect.stringContaining('Quantity'),
      issues: [{ field: 'quantity', reason: 'Enter a whole number from 1 to 100,000.' }],
    });
    const unknown = await ctx.anna.inject({
      method: 'POST',
      url: `/orders/lists/${list.uuid}/lines`,
      headers: { 'x-locale': 'en' },
      payload: { variant_id: 999, quantity: 1 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([{ field: 'variant_id', reason: expect.any(String) }]);
    await ctx.server.close();
  });

  it('keeps a private buyer’s list to themselves: it cannot be shared', async () => {
    const ctx = await setup();
    const solo = ctx.outsider;
    const cart = (await add(solo, 102, 1)).json().uuid as string;
    const saved = (
      await solo.inject({ method: 'POST', url: '/orders/lists', payload: { name: 'Mein Zaun', cart } })
    ).json();
    expect(saved.company_id).toBeNull();
    const res = await share(solo, saved.uuid);
    expect(res.statusCode).toBe(409);
    expect(res.json().issues).toEqual([{ field: 'shared', reason: expect.any(String) }]);
    await ctx.server.close();
  });

  it('saves only a cart the buyer holds: somebody else’s cart is 404', async () => {
    const ctx = await setup();
    const { cart } = await savedList(ctx);
    const res = await ctx.pekka.inject({ method: 'POST', url: '/orders/lists', payload: { name: 'Fremd', cart } });
    expect(res.statusCode).toBe(404);
    await ctx.server.close();
  });
});
