import { OrderSchema } from '@shop/contracts';
import { FakeCompanyRegister } from '../fake-company-register';
import { buildOrders } from '../helper';

async function setup() {
  const ctx = await buildOrders();
  ctx.catalogue.put(101, { sale_price: 12_900, min_order: 2 });
  ctx.catalogue.put(102, { sale_price: 2_450 });
  ctx.catalogue.put(103, { availability: 'out_of_stock' });
  const add = (payload: Record<string, unknown>, locale = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/orders/add',
      headers: { 'x-locale': locale },
      payload: { isProduction: true, ...payload },
    });
  return { ...ctx, add };
}

describe('cart calls', () => {
  it('creates a cart on the first add and adds to the same cart after, with server-computed totals', async () => {
    const { app, add } = await setup();
    const first = await add({ variantId: 101, amount: 2 });
    expect(first.statusCode).toBe(200);
    const cart = OrderSchema.parse(first.json());
    expect(cart.order_status).toBe('created');
    const second = OrderSchema.parse((await add({ uuid: cart.uuid, variantId: 102, amount: 3 })).json());
    expect(second.uuid).toBe(cart.uuid);
    expect(second.items.map((i) => [i.variant_id, i.quantity, i.price])).toEqual([
      [101, 2, 12_900],
      [102, 3, 2_450],
    ]);
    expect(second.length).toBe(5);
    expect(second.total_price).toBe(2 * 12_900 + 3 * 2_450);
    expect(second.total_delivery_price).toBe(4_900 + 1_500);
    expect(second.total_price_with_vat).toBe(second.total_price + second.total_delivery_price + second.total_vat_price);
    await app.close();
  });

  it('adds to the quantity of a variant already in the cart instead of a second line', async () => {
    const { app, add } = await setup();
    const cart = (await add({ variantId: 102, amount: 1 })).json();
    const again = (await add({ uuid: cart.uuid, variantId: 102, amount: 4 })).json();
    expect(again.items).toHaveLength(1);
    expect(again.items[0].quantity).toBe(5);
    await app.close();
  });

  it('refuses an unknown variant, an unavailable one and a quantity below the minimum, with reasons', async () => {
    const { app, add } = await setup();
    const unknown = await add({ variantId: 999, amount: 1 });
    expect([unknown.statusCode, unknown.json().issues[0]]).toEqual([
      400,
      { field: 'amount', reason: 'This product does not exist.' },
    ]);
    const unavailable = await add({ variantId: 103, amount: 1 }, 'fi');
    expect([unavailable.statusCode, unavailable.json().message]).toEqual([
      409,
      'Jotkin tuotteet eivät ole enää saatavilla',
    ]);
    const below = await add({ variantId: 101, amount: 1 });
    expect([below.statusCode, below.json().issues[0].field]).toEqual([400, 'amount']);
    await app.close();
  });

  // Adds of 100,000 each grew one line without end, until completing the order answered 500 (its total
  // no longer an exact integer).
  it('refuses an add that takes a line past its most pieces, in the buyer’s language, and keeps the line', async () => {
    const { app, add } = await setup();
    const cart = (await add({ variantId: 102, amount: 100_000 })).json();
    const beyond = await add({ uuid: cart.uuid, variantId: 102, amount: 1 }, 'de');
    expect([beyond.statusCode, beyond.json().issues]).toEqual([
      400,
      [{ field: 'amount', reason: 'Höchstens 100.000 Stück je Position' }],
    ]);
    const kept = await app.inject({ method: 'GET', url: `/orders/by-id/${cart.uuid}` });
    expect(kept.json().items.map((i: { quantity: number }) => i.quantity)).toEqual([100_000]);
    await app.close();
  });

  // A quantity of at least 1 is below a minimum of 2 or more: the refusal always counts "pieces"
  // (the singular form is in packages/i18n/test/count-forms.test.ts).
  it('names the minimum order quantity in the buyer’s language and number format when below it', async () => {
    const { app, add, catalogue } = await setup();
    catalogue.put(104, { min_order: 1_200 });
    const below = await add({ variantId: 104, amount: 20 }, 'de');
    expect([below.statusCode, below.json().message, below.json().issues]).toEqual([
      400,
      'Mindestbestellmenge: 1.200 Stück',
      [{ field: 'amount', reason: 'Mindestbestellmenge: 1.200 Stück' }],
    ]);
    const english = await add({ variantId: 104, amount: 20 }, 'en');
    expect(english.json().message).toBe('Minimum order quantity: 1,200 pieces');
    const cart = (await add({ variantId: 101, amount: 2 })).json();
    const lowered = await app.inject({
      method: 'PATCH',
      url: `/orders/set-quantity/${cart.uuid}/${cart.items[0].id}`,
      headers: { 'x-locale': 'fi' },
      payload: { amount: 1 },
    });
    expect([lowered.statusCode, lowered.json().message]).toEqual([400, 'Vähimmäistilausmäärä: 2 kappaletta']);
    await app.close();
  });

  it('reprices with the catalogue’s current price at the next change', async () => {
    const { app, add, catalogue } = await setup();
    const cart = (await add({ variantId: 102, amount: 1 })).json();
    catalogue.put(102, { sale_price: 3_000 });
    const res = await app.inject({
      method: 'PATCH',
      url: `/orders/set-quantity/${cart.uuid}/${cart.items[0].id}`,
      payload: { amount: 2 },
    });
    expect(res.json().items[0]).toMatchObject({ quantity: 2, price: 3_000 });
    expect(res.json().total_price).toBe(6_000);
    await app.close();
  });

  it('removes a line, keeps line references and order texts', async () => {
    const { app, add } = await setup();
    const cart = (await add({ variantId: 101, amount: 2 })).json();
    await add({ uuid: cart.uuid, variantId: 102, amount: 1 });
    const ref = await app.inject({
      method: 'PATCH',
      url: `/orders/set-reference/${cart.uuid}/1`,
      payload: { comment: 'Työmaa Vantaa, lohko B' },
    });
    expect(ref.json().items[0].reference).toBe('Työmaa Vantaa, lohko B');
    await app.inject({
      method: 'PATCH',
      url: `/orders/set-comment/${cart.uuid}`,
      payload: { comment: 'Deliver before 10' },
    });
    await app.inject({
      method: 'PATCH',
      url: `/orders/set-order-reference/${cart.uuid}`,
      payload: { reference: 'PO-4471' },
    });
    const removed = await app.inject({ method: 'DELETE', url: `/orders/item/${cart.uuid}/102` });
    expect(removed.json()).toMatchObject({ comment: 'Deliver before 10', order_reference: 'PO-4471', length: 2 });
    expect(removed.json().items.map((i: { variant_id: number }) => i.variant_id)).toEqual([101]);
    await app.close();
  });

  it('never trusts totals the client sends: set-state with other totals gets 409', async () => {
    const { app, add } = await setup();
    const cart = (await add({ variantId: 102, amount: 2 })).json();
    const tampered = await app.inject({
      method: 'PATCH',
      url: `/orders/set-state/${cart.uuid}`,
      payload: { state: 'order', deliveryMethodType: 'product_freight', freightTotal: 0, cartTotal: 1 },
    });
    expect([tampered.statusCode, tampered.json().code]).toEqual([409, 'TOTALS_CHANGED']);
    const honest = await app.inject({
      method: 'PATCH',
      url: `/orders/set-state/${cart.uuid}`,
      payload: {
        state: 'order',
        deliveryMethodType: 'product_freight',
        freightTotal: cart.total_delivery_price,
        cartTotal: cart.total_price_with_vat,
      },
    });
    expect(honest.statusCode).toBe(200);
    await app.close();
  });

  it('charges only packaging for own freight, which needs a contract number or carrier details', async () => {
    const { app, add } = await setup();
    const cart = (await add({ variantId: 102, amount: 2 })).json();
    const missing = await app.inject({
      method: 'PATCH',
      url: `/orders/set-state/${cart.uuid}`,
      payload: { state: 'order', deliveryMethodType: 'own_freight', freightTotal: 1_500, cartTotal: 0 },
    });
    expect([missing.statusCode, missing.json().issues[0].field]).toEqual([400, 'ownFreight']);
    const vatOwn = Math.round(((4_900 + 1_500) * 25.5) / 100);
    const expectedTotal = 4_900 + 1_500 + vatOwn;
    const ok = await app.inject({
      method: 'PATCH',
      url: `/orders/set-state/${cart.uuid}`,
      payload: {
        state: 'order',
        deliveryMethodType: 'own_freight',
        ownFreight: { contractNumber: 'DB-778812' },
        freightTotal: 1_500,
        cartTotal: expectedTotal,
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      total_delivery_price: 1_500,
      delivery_methodid: 2,
      delivery: { own_freight: { contractNumber: 'DB-778812' } },
    });
    await app.close();
  });

  it('reverse-charges VAT for an Estonian company whose VAT id the business register confirmed', async () => {
    const { app, catalogue } = await buildOrders({
      companies: new FakeCompanyRegister().put('EE123456789', 'EE', 'Tallinna Ehitus OÜ'),
    });
    catalogue.put(102, { sale_price: 2_450 });
    const cart = (
      await app.inject({
        method: 'POST',
        url: '/orders/add',
        payload: { variantId: 102, amount: 2, isProduction: true },
      })
    ).json();
    const res = await app.inject({
      method: 'PATCH',
      url: `/orders/set-form/${cart.uuid}`,
      payload: { country: 'EE', type: 'company', vat: '123456789', company: 'Tallinna Ehitus OÜ' },
    });
    expect(res.json()).toMatchObject({
      total_vat_price: 0,
      breakdown: { vat: { kind: 'reverse_charge', rate_percent: 0 } },
    });
    await app.close();
  });

  it('lists the payment methods and stores the chosen one', async () => {
    const { app, add } = await setup();
    expect((await app.inject({ method: 'GET', url: '/orders/payment-methods' })).json()).toEqual([
      { name: 'invoice', termDays: 30 },
      { name: 'card', termDays: null },
    ]);
    const cart = (await add({ variantId: 102, amount: 1 })).json();
    const res = await app.inject({ method: 'PATCH', url: `/orders/set-payment-method/${cart.uuid}/card` });
    expect(res.json().paymentmethod).toEqual({ name: 'card' });
    expect(
      (await app.inject({ method: 'PATCH', url: `/orders/set-payment-method/${cart.uuid}/bitcoin` })).statusCode,
    ).toBe(400);
    await app.close();
  });

  it('keeps every change of several tabs at once (no lost update)', async () => {
    const { app, add } = await setup();
    const cart = (await add({ variantId: 102, amount: 1 })).json();
    await Promise.all(Array.from({ length: 10 }, () => add({ uuid: cart.uuid, variantId: 102, amount: 1 })));
    expect((await app.inject({ method: 'GET', url: `/orders/by-id/${cart.uuid}` })).json().items[0].quantity).toBe(11);
    await app.close();
  });

  it('tells the live channel the new item count after each change', async () => {
    const { app, add, bus } = await setup();
    const seen: number[] = [];
    await bus.subscribe('test', 'cart.updated', (e) => void seen.push(e.payload.length));
    const cart = (await add({ variantId: 102, amount: 2 })).json();
    await app.inject({ method: 'DELETE', url: `/orders/item/${cart.uuid}/102` });
    await bus.drain();
    expect(seen).toEqual([2, 0]);
    await app.close();
  });
});

describe('delivery address', () => {
  it('takes VAT and the work-site area from the separate shipping address when there is one', async () => {
    const { app, catalogue } = await buildOrders({
      companies: new FakeCompanyRegister().put('EE123456789', 'EE', 'Tallinna Ehitus OÜ'),
    });
    catalogue.put(102);
    const cart = (
      await app.inject({
        method: 'POST',
        url: '/orders/add',
        payload: { variantId: 102, amount: 1, isProduction: true },
      })
    ).json();
    const shipTo = (country: string, postCode: string) =>
      app.inject({
        method: 'PATCH',
        url: `/orders/set-form/${cart.uuid}`,
        payload: {
          country: 'EE',
          vat: '123456789',
          type: 'company',
          company: 'Tallinna Ehitus OÜ',
          isSeparateShipping: true,
          shipping: { name: 'Työmaa', streetAddress: 'Sadama 1', postCode, city: 'Somewhere', country },
        },
      });
    expect((await shipTo('FI', '00100')).json().breakdown.vat.kind).toBe('domestic');
    expect((await shipTo('EE', '10111')).json().breakdown.vat.kind).toBe('reverse_charge');
    await app.close();
  });
});

describe('GET /orders/delivery-options/{uuid}', () => {
  it('prices every delivery method; work-site freight is unavailable outside the capital area', async () => {
    const { app, catalogue } = await buildOrders();
    catalogue.put(102, { sale_price: 10_000 });
    const cart = (
      await app.inject({
        method: 'POST',
        url: '/orders/add',
        payload: { variantId: 102, amount: 1, isProduction: true },
      })
    ).json();
    await app.inject({
      method: 'PATCH',
      url: `/orders/set-form/${cart.uuid}`,
      payload: { postCode: '33100', country: 'FI' },
    });
    const options = (await app.inject({ method: 'GET', url: `/orders/delivery-options/${cart.uuid}` })).json();
    const byType = Object.fromEntries(options.map((o: { type: string }) => [o.type, o]));
    expect(byType.product_freight).toMatchObject({ available: true, delivery_price: 6_400 });
    expect(byType.own_freight).toMatchObject({ available: true, delivery_price: 1_500 });
    expect(byType.worksite_fence_line).toMatchObject({ available: false, problem: 'worksite_outside_area' });
    // Choosing a method with the totals it was shown at is accepted.
    const chosen = await app.inject({
      method: 'PATCH',
      url: `/orders/set-state/${cart.uuid}`,
      payload: {
        state: 'order',
        deliveryMethodType: 'timecap',
        timeWindow: { date: '2026-11-24', from: '08:00', to: '10:00' },
        freightTotal: byType.timecap.delivery_price,
        cartTotal: byType.timecap.total_price_with_vat,
      },
    });
    expect(chosen.statusCode).toBe(200);
    await app.close();
  });
});
