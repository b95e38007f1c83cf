import { OrderSchema, quickOrderMaxLines } from '@shop/contracts';
import { buildOrders } from '../helper';

async function setup() {
  const ctx = await buildOrders();
  ctx.catalogue.put(101, { sale_price: 12_900, min_order: 2 });
  ctx.catalogue.put(102, { sale_price: 2_450 });
  ctx.catalogue.put(103, { availability: 'out_of_stock' });
  ctx.catalogue.put(104, { sale_price: 990, min_order: 10 });
  const addMany = (payload: object, locale = 'en', browser = ctx.app) =>
    browser.inject({ method: 'POST', url: '/orders/add-many', headers: { 'x-locale': locale }, payload });
  return { ...ctx, addMany };
}

const lines = (cart: unknown) =>
  OrderSchema.parse(cart).items.map((i) => [i.variant_id, i.quantity, i.price] as [number, number, number]);

describe('POST /orders/add-many (quick order)', () => {
  it('starts a cart with every line at the catalogue’s prices, totals from the server', async () => {
    const { app, addMany } = await setup();
    const res = await addMany({
      lines: [
        { variantId: 101, amount: 2 },
        { variantId: 102, amount: 3 },
        { variantId: 104, amount: 10 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const cart = OrderSchema.parse(res.json());
    expect(lines(cart)).toEqual([
      [101, 2, 12_900],
      [102, 3, 2_450],
      [104, 10, 990],
    ]);
    expect(cart.total_price).toBe(2 * 12_900 + 3 * 2_450 + 10 * 990);
    // The browser got its cart-access key: the cart is its own and it reads it back.
    const read = await app.inject({ method: 'GET', url: `/orders/by-id/${cart.uuid}` });
    expect(read.statusCode).toBe(200);
    await app.close();
  });

  it('refuses lines whose sum, with what the cart holds, is past a line’s most pieces, and adds none', async () => {
    const { app, addMany } = await setup();
    const first = (await addMany({ lines: [{ variantId: 102, amount: 60_000 }] })).json();
    const res = await addMany(
      {
        uuid: first.uuid,
        lines: [
          { variantId: 101, amount: 2 },
          { variantId: 102, amount: 30_000 },
          { variantId: 102, amount: 20_000 },
        ],
      },
      'fi',
    );
    expect([res.statusCode, res.json().issues]).toEqual([
      400,
      [{ field: 'lines.1.amount', reason: 'Enintään 100\u00a0000 kappaletta riviä kohden' }],
    ]);
    expect(lines((await app.inject({ method: 'GET', url: `/orders/by-id/${first.uuid}` })).json())).toEqual([
      [102, 60_000, 2_450],
    ]);
    await app.close();
  });

  it('adds to the lines the cart has and sums several lines of one variant', async () => {
    const { app, addMany } = await setup();
    const first = (
      await app.inject({
        method: 'POST',
        url: '/orders/add',
        payload: { variantId: 102, amount: 1 },
      })
    ).json();
    const res = await addMany({
      uuid: first.uuid,
      lines: [
        { variantId: 102, amount: 4 },
        { variantId: 101, amount: 1 },
        { variantId: 101, amount: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().uuid).toBe(first.uuid);
    // 101's minimum of 2 is met by its two lines together.
    expect(lines(res.json())).toEqual([
      [102, 5, 2_450],
      [101, 2, 12_900],
    ]);
    await app.close();
  });

  it('adds nothing when any line fails, and names each failing line with its reason in the buyer’s words', async () => {
    const { app, addMany } = await setup();
    const start = (await addMany({ lines: [{ variantId: 102, amount: 1 }] })).json();
    const res = await addMany(
      {
        uuid: start.uuid,
        lines: [
          { variantId: 102, amount: 2 },
          { variantId: 999, amount: 1 },
          { variantId: 104, amount: 3 },
          { variantId: 103, amount: 1 },
        ],
      },
      'de',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CART_REFUSED',
      message: 'Es wurde nichts in den Warenkorb gelegt: 3 Zeilen können so nicht bestellt werden.',
      issues: [
        { field: 'lines.1.variantId', reason: 'Dieses Produkt gibt es nicht.' },
        { field: 'lines.2.amount', reason: 'Mindestbestellmenge: 10 Stück' },
        { field: 'lines.3.variantId', reason: 'Einige Produkte sind nicht mehr verfügbar' },
      ],
    });
    const after = (await app.inject({ method: 'GET', url: `/orders/by-id/${start.uuid}` })).json();
    expect(lines(after)).toEqual([[102, 1, 2_450]]);
    await app.close();
  });

  it('answers 409 when only availability stands in the way', async () => {
    const { app, addMany } = await setup();
    const res = await addMany({ lines: [{ variantId: 103, amount: 1 }] }, 'fi');
    expect(res.statusCode).toBe(409);
    expect(res.json().issues).toEqual([
      { field: 'lines.0.variantId', reason: 'Jotkin tuotteet eivät ole enää saatavilla' },
    ]);
    await app.close();
  });

  it('refuses malformed bodies with 400 and the field', async () => {
    const { app, addMany } = await setup();
    const cases: [object, string][] = [
      [{ lines: [] }, 'lines'],
      [{ lines: [{ variantId: 101, amount: 1.5 }] }, 'lines.0.amount'],
      [{ lines: [{ variantId: 101, amount: 0 }] }, 'lines.0.amount'],
      [{ lines: [{ variantId: -1, amount: 1 }] }, 'lines.0.variantId'],
      [{ lines: [{ variantId: 101, amount: 1, price: 1 }] }, 'lines.0.price'],
      [{ uuid: 'not-a-uuid', lines: [{ variantId: 101, amount: 2 }] }, 'uuid'],
      [{ lines: 'DFT-1 2' }, 'lines'],
    ];
    for (const [payload, field] of cases) {
      const res = await addMany(payload);
      expect([res.statusCode, res.json().issues.map((i: { field: string }) => i.field)]).toEqual([400, [field]]);
    }
    await app.close();
  });

  it('refuses more lines than a quick order takes with the limit in the buyer’s language', async () => {
    const { app, addMany } = await setup();
    const many = Array.from({ length: 1_000 }, (_, i) => ({ variantId: 101 + (i % 2), amount: 2 }));
    const res = await addMany({ lines: many }, 'de');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'TOO_MANY_LINES',
      message: `Höchstens ${quickOrderMaxLines} Zeilen auf einmal.`,
      issues: [{ field: 'lines', reason: `Höchstens ${quickOrderMaxLines} Zeilen auf einmal.` }],
    });
    // The limit itself is allowed.
    const atLimit = await addMany({
      lines: Array.from({ length: quickOrderMaxLines }, () => ({ variantId: 102, amount: 1 })),
    });
    expect(atLimit.statusCode).toBe(200);
    expect(lines(atLimit.json())).toEqual([[102, quickOrderMaxLines, 2_450]]);
    await app.close();
  });

  it('never adds to a stranger’s cart: naming it starts the caller’s own', async () => {
    const { app, browser, addMany } = await setup();
    const owner = (await addMany({ lines: [{ variantId: 102, amount: 1 }] })).json();
    const stranger = browser();
    const res = await addMany({ uuid: owner.uuid, lines: [{ variantId: 101, amount: 5 }] }, 'en', stranger);
    expect(res.statusCode).toBe(200);
    expect(res.json().uuid).not.toBe(owner.uuid);
    expect(lines(res.json())).toEqual([[101, 5, 12_900]]);
    const ownerCart = (await app.inject({ method: 'GET', url: `/orders/by-id/${owner.uuid}` })).json();
    expect(lines(ownerCart)).toEqual([[102, 1, 2_450]]);
    // And the stranger still cannot read the owner's cart.
    expect((await stranger.inject({ method: 'GET', url: `/orders/by-id/${owner.uuid}` })).statusCode).toBe(404);
    await app.close();
  });

  it('answers a retried request with the same Idempotency-Key once, adding nothing twice', async () => {
    const { app, addMany } = await setup();
    const start = (await addMany({ lines: [{ variantId: 102, amount: 1 }] })).json();
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/orders/add-many',
        headers: { 'idempotency-key': 'quick-order-retry-0001' },
        payload: { uuid: start.uuid, lines: [{ variantId: 102, amount: 3 }] },
      });
    const first = await send();
    const retry = await send();
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(lines(retry.json())).toEqual([[102, 4, 2_450]]);
    await app.close();
  });
});
