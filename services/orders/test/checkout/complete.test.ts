import { CompleteOrderResponseSchema } from '@shop/contracts';
import { cartReadyToComplete, finnishCompanyForm as form } from '../checkout-fixture';
import { buildOrders } from '../helper';

describe('POST /orders/complete', () => {
  it('numbers and stores the order, and announces order.placed with the buyer’s addresses, language', async () => {
    const { app, bus, complete } = await cartReadyToComplete();
    const events: unknown[] = [];
    await bus.subscribe('test', 'order.placed', (e) => void events.push(e.payload));
    const res = await complete();
    expect(res.statusCode).toBe(200);
    const body = CompleteOrderResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      order_number: 'NB-100001',
      order_status: 'confirmed',
      paymentmethod: { name: 'invoice' },
      total_price: 9_800,
    });
    await bus.drain();
    expect(events).toEqual([
      {
        orderId: body.id,
        uuid: body.uuid,
        orderNumber: 'NB-100001',
        locale: 'fi',
        email: 'anna.virtanen@rakennus-oy.fi',
        additionalEmails: ['ostot@rakennus-oy.fi'],
        totalWithVat: body.total_price_with_vat,
      },
    ]);
    await app.close();
  });

  it('gives one order for a double click or a retry, and announces it once', async () => {
    const { app, bus, complete } = await cartReadyToComplete();
    let announced = 0;
    await bus.subscribe('test', 'order.placed', () => void (announced += 1));
    const [a, b] = await Promise.all([complete(), complete()]);
    const c = await complete();
    expect(new Set([a.json().id, b.json().id, c.json().id]).size).toBe(1);
    await bus.drain();
    expect(announced).toBe(1);
    await app.close();
  });

  // Any visitor could have the shop mail confirmations (and purchase orders) to any address, as
  // often as they liked: completions were limited by nothing but the new-cart limit.
  it('mails one address at most 10 confirmations an hour: the 11th completion is refused, nothing sent', async () => {
    const ready = await cartReadyToComplete();
    const { app, bus } = ready;
    let announced = 0;
    await bus.subscribe('test', 'order.placed', () => void (announced += 1));
    const readyCart = async () => {
      const { uuid } = (
        await app.inject({ method: 'POST', url: '/orders/add', payload: { variantId: 102, amount: 1 } })
      ).json<{ uuid: string }>();
      // The same buyer's address, written another way: one recipient all the same.
      await app.inject({
        method: 'PATCH',
        url: `/orders/set-form/${uuid}`,
        payload: { ...form, email: form.email.toUpperCase() },
      });
      await app.inject({ method: 'PATCH', url: `/orders/set-payment-method/${uuid}/invoice` });
      return uuid;
    };
    const statuses = [(await ready.complete()).statusCode];
    for (let i = 0; i < 9; i += 1) {
      const uuid = await readyCart();
      statuses.push((await app.inject({ method: 'POST', url: '/orders/complete', payload: { uuid } })).statusCode);
    }
    const uuid = await readyCart();
    const refused = await app.inject({
      method: 'POST',
      url: '/orders/complete',
      headers: { 'x-locale': 'en' },
      payload: { uuid },
    });
    expect([statuses, refused.statusCode, Number(refused.headers['retry-after']) > 0]).toEqual([
      Array(10).fill(200),
      429,
      true,
    ]);
    expect((await app.inject({ method: 'GET', url: `/orders/by-id/${uuid}` })).json().order_status).toBe('created');
    await bus.drain();
    expect(announced).toBe(10);
    await app.close();
  });

  it("does not count a stranger's attempts against the cart holder's allowance", async () => {
    const ready = await cartReadyToComplete();
    const stranger = ready.browser();
    for (let i = 0; i < 35; i += 1) {
      const res = await stranger.inject({
        method: 'POST',
        url: '/orders/complete',
        payload: { uuid: ready.cart.uuid },
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await ready.complete()).statusCode).toBe(200);
    await ready.app.close();
  });

  it('gives each order the next number', async () => {
    const first = await cartReadyToComplete();
    expect((await first.complete()).json().order_number).toBe('NB-100001');
    first.catalogue.put(103);
    const second = (
      await first.app.inject({
        method: 'POST',
        url: '/orders/add',
        payload: { variantId: 103, amount: 1, isProduction: true },
      })
    ).json();
    await first.app.inject({ method: 'PATCH', url: `/orders/set-form/${second.uuid}`, payload: form });
    await first.app.inject({ method: 'PATCH', url: `/orders/set-payment-method/${second.uuid}/card` });
    const res = await first.app.inject({ method: 'POST', url: '/orders/complete', payload: { uuid: second.uuid } });
    expect(res.json().order_number).toBe('NB-100002');
    await first.app.close();
  });

  it('refuses an incomplete form, naming each field in the buyer’s language', async () => {
    const { app, cart, complete, store } = await cartReadyToComplete();
    const named = expect.arrayContaining([
      { field: 'vat', reason: 'Anna Y-tunnus muodossa 1234567-8' },
      { field: 'postCode', reason: 'Anna viisinumeroinen postinumero' },
      { field: 'email', reason: 'Anna kelvollinen sähköpostiosoite' },
    ]);
    const saving = await app.inject({
      method: 'PATCH',
      url: `/orders/set-form/${cart.uuid}`,
      headers: { 'x-locale': 'fi' },
      payload: { vat: '1234567', postCode: '0051', email: 'anna@', country: 'FI' },
    });
    expect([saving.statusCode, saving.json().issues]).toEqual([400, named]);
    // A form stored before it was valid (an older cart) is refused at completion the same way.
    const stored = (await store.findByUuid(cart.uuid))!;
    await store.replace({ ...stored, form: { ...stored.form, vat: '1234567', postCode: '0051', email: 'anna@' } });
    const res = await complete('fi');
    expect([res.statusCode, res.json().issues]).toEqual([400, named]);
    await app.close();
  });

  it('names the missing fields by their labels in the buyer’s language, a missing country too', async () => {
    const { app, cart, complete, store } = await cartReadyToComplete();
    const stored = (await store.findByUuid(cart.uuid))!;
    const { country: _country, city: _city, ...withoutCountry } = stored.form!;
    await store.replace({ ...stored, form: withoutCountry });
    const res = await complete('de');
    expect([res.statusCode, res.json().message, res.json().issues]).toEqual([
      400,
      'Angaben fehlen oder sind ungültig: Ort, Land',
      [
        { field: 'city', reason: 'Ort erforderlich' },
        { field: 'country', reason: 'Land erforderlich' },
      ],
    ]);
    await app.close();
  });

  it('gives a stored field of the wrong kind a reason in the buyer’s language, not zod’s English', async () => {
    const { app, cart, complete, store } = await cartReadyToComplete();
    const stored = (await store.findByUuid(cart.uuid))!;
    await store.replace({ ...stored, form: { ...stored.form!, type: 'club' as never } });
    const res = await complete('de');
    expect([res.statusCode, res.json().issues]).toEqual([400, [{ field: 'type', reason: 'Ungültiger Wert' }]]);
    await app.close();
  });

  it('names a draft’s refused fields by their labels in German, the delivery address’s as such', async () => {
    const { app, cart } = await cartReadyToComplete();
    const res = await app.inject({
      method: 'PATCH',
      url: `/orders/set-form/${cart.uuid}`,
      headers: { 'x-locale': 'de' },
      payload: { shipping: { name: 'Bau GmbH', streetAddress: 'Weg 1', postCode: '10115', city: 'Berlin' } },
    });
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'Angaben fehlen oder sind ungültig: Lieferadresse: Land',
    ]);
    await app.close();
  });

  it('refuses when a product is no longer available, and leaves the cart as it was', async () => {
    const { app, cart, catalogue, complete } = await cartReadyToComplete();
    catalogue.put(102, { availability: 'out_of_stock' });
    const res = await complete('en');
    expect([res.statusCode, res.json().message]).toEqual([409, 'Some products are no longer available']);
    const stored = (await app.inject({ method: 'GET', url: `/orders/by-id/${cart.uuid}` })).json();
    expect([stored.order_status, stored.order_number]).toEqual(['created', null]);
    await app.close();
  });

  it('refuses a cart without a payment method', async () => {
    const ctx = await buildOrders();
    ctx.catalogue.put(102);
    const cart = (
      await ctx.app.inject({
        method: 'POST',
        url: '/orders/add',
        payload: { variantId: 102, amount: 1, isProduction: true },
      })
    ).json();
    await ctx.app.inject({ method: 'PATCH', url: `/orders/set-form/${cart.uuid}`, payload: form });
    const res = await ctx.app.inject({ method: 'POST', url: '/orders/complete', payload: { uuid: cart.uuid } });
    expect([res.statusCode, res.json().issues[0].field]).toEqual([400, 'paymentmethod']);
    await ctx.app.close();
  });

  it('keeps a completed order from being changed as a cart', async () => {
    const { app, cart, complete } = await cartReadyToComplete();
    await complete();
    const res = await app.inject({
      method: 'PATCH',
      url: `/orders/set-comment/${cart.uuid}`,
      payload: { comment: 'late change' },
    });
    expect(res.statusCode).toBe(409);
    await app.close();
  });
});

describe('POST /orders/rebuy/{uuid}', () => {
  it('copies the lines that can still be sold into a new cart, and says so when none can', async () => {
    const { app, cart, catalogue, complete } = await cartReadyToComplete();
    catalogue.put(103, { min_order: 5 });
    await app.inject({ method: 'PATCH', url: `/orders/set-form/${cart.uuid}`, payload: {} });
    await complete();
    const again = await app.inject({ method: 'POST', url: `/orders/rebuy/${cart.uuid}` });
    expect(again.statusCode).toBe(200);
    expect(again.json().uuid).not.toBe(cart.uuid);
    expect(again.json()).toMatchObject({ order_status: 'created', items: [{ variant_id: 102, quantity: 4 }] });

    catalogue.put(102, { availability: 'out_of_stock' });
    const none = await app.inject({ method: 'POST', url: `/orders/rebuy/${cart.uuid}`, headers: { 'x-locale': 'en' } });
    expect([none.statusCode, none.json().message]).toEqual([409, 'Failed to create a new order from this one']);
    await app.close();
  });
});
