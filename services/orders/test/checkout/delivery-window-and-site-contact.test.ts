import { OrderSchema } from '@shop/contracts';
import { cartReadyToComplete } from '../checkout-fixture';

/** A cart ready to complete (today is Monday 23 Nov 2026 in the service), and its delivery calls. */
async function setup() {
  const ctx = await cartReadyToComplete();
  const uuid = ctx.cart.uuid as string;
  const priced = async (type: string) => {
    const options = (await ctx.app.inject({ method: 'GET', url: `/orders/delivery-options/${uuid}` })).json();
    return options.find((o: { type: string }) => o.type === type);
  };
  const setState = async (body: Record<string, unknown>, locale = 'en') => {
    const option = await priced(String(body.deliveryMethodType));
    return ctx.app.inject({
      method: 'PATCH',
      url: `/orders/set-state/${uuid}`,
      headers: { 'x-locale': locale },
      payload: {
        state: 'order',
        freightTotal: option.delivery_price,
        cartTotal: option.total_price_with_vat,
        ...body,
      },
    });
  };
  const shippingComment = (payload: Record<string, unknown>, locale = 'en') =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/orders/set-shipping-comment/${uuid}`,
      headers: { 'x-locale': locale },
      payload,
    });
  const stored = async () =>
    OrderSchema.parse((await ctx.app.inject({ method: 'GET', url: `/orders/by-id/${uuid}` })).json());
  return { ...ctx, uuid, setState, shippingComment, stored };
}

describe('timed delivery window (set-state)', () => {
  it('keeps the booked day and hours on the cart, and drops them when another method is chosen', async () => {
    const { app, setState, stored } = await setup();
    const window = { date: '2026-11-24', from: '08:00', to: '10:00' };
    const booked = await setState({ deliveryMethodType: 'timecap', timeWindow: window });
    expect(booked.statusCode).toBe(200);
    expect(booked.json().delivery_window).toEqual(window);
    expect((await stored()).delivery_window).toEqual(window);
    expect((await stored()).delivery?.type).toBe('timecap');

    expect((await setState({ deliveryMethodType: 'product_freight' })).statusCode).toBe(200);
    expect((await stored()).delivery_window).toBeNull();
    await app.close();
  });

  it('refuses timed delivery without a window, naming the field in the buyer’s language', async () => {
    const { app, setState, stored } = await setup();
    const refused = await setState({ deliveryMethodType: 'timecap' }, 'de');
    expect([refused.statusCode, refused.json().issues]).toEqual([
      400,
      [{ field: 'timeWindow', reason: 'Wählen Sie Tag und Zeitfenster der Lieferung' }],
    ]);
    expect((await stored()).delivery?.type).not.toBe('timecap');
    await app.close();
  });

  it.each([
    ['today', '2026-11-23', 'Valitse päivä tämän päivän jälkeen'],
    ['a Saturday', '2026-11-28', 'Tänä päivänä ei toimiteta: valitse arkipäivä (ma–pe, ei pyhäpäivä)'],
    ['Christmas Eve', '2026-12-24', 'Tänä päivänä ei toimiteta: valitse arkipäivä (ma–pe, ei pyhäpäivä)'],
    ['more than 90 days ahead', '2027-03-01', 'Valitse päivä seuraavan 90 päivän ajalta'],
  ])('refuses %s as the delivery day with 400 on timeWindow.date', async (_name, date, reason) => {
    const { app, setState } = await setup();
    const refused = await setState(
      { deliveryMethodType: 'timecap', timeWindow: { date, from: '08:00', to: '10:00' } },
      'fi',
    );
    expect([refused.statusCode, refused.json().issues]).toEqual([400, [{ field: 'timeWindow.date', reason }]]);
    await app.close();
  });

  it('refuses hours outside the delivery hours and a window too short, each field labelled', async () => {
    const { app, setState } = await setup();
    const early = await setState(
      { deliveryMethodType: 'timecap', timeWindow: { date: '2026-11-24', from: '05:00', to: '08:00' } },
      'de',
    );
    expect([early.statusCode, early.json().issues]).toEqual([
      400,
      [{ field: 'timeWindow.from', reason: 'Das Zeitfenster muss innerhalb der Lieferzeiten liegen' }],
    ]);
    expect(early.json().message).toContain('Zeitfenster der Lieferung: Von');
    const short = await setState(
      { deliveryMethodType: 'timecap', timeWindow: { date: '2026-11-24', from: '10:00', to: '11:00' } },
      'fi',
    );
    expect([short.statusCode, short.json().issues]).toEqual([
      400,
      [{ field: 'timeWindow.to', reason: 'Aikaikkuna on liian lyhyt' }],
    ]);
    const malformed = await setState(
      { deliveryMethodType: 'timecap', timeWindow: { date: '24.11.2026', from: '8', to: '10:00' } },
      'en',
    );
    expect(malformed.statusCode).toBe(400);
    expect(
      malformed
        .json()
        .issues.map((i: { field: string }) => i.field)
        .sort(),
    ).toEqual(['timeWindow.date', 'timeWindow.from']);
    await app.close();
  });

  it('refuses to complete an order whose booked day has come meanwhile', async () => {
    const { app, setState, complete, setToday } = await setup();
    const window = { date: '2026-11-24', from: '12:00', to: '14:00' };
    expect((await setState({ deliveryMethodType: 'timecap', timeWindow: window })).statusCode).toBe(200);
    setToday('2026-11-24');
    const refused = await complete('en');
    expect([refused.statusCode, refused.json().issues]).toEqual([
      400,
      [{ field: 'timeWindow.date', reason: 'Choose a day after today' }],
    ]);
    setToday('2026-11-23');
    const sent = await complete('en');
    expect(sent.statusCode).toBe(200);
    await app.close();
  });
});

describe('delivery instructions and work-site contact (set-shipping-comment)', () => {
  it('stores the instructions and the contact, keeps the contact when left out and removes it with null', async () => {
    const { app, shippingComment, stored } = await setup();
    const contact = { name: 'Mikko Työnjohtaja', phone: '+358 40 765 4321' };
    const saved = await shippingComment({ comment: ' Gate 3, ring at arrival ', siteContact: contact });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ shipping_comment: 'Gate 3, ring at arrival', site_contact: contact });

    await shippingComment({ comment: 'Gate 4' });
    expect(await stored()).toMatchObject({ shipping_comment: 'Gate 4', site_contact: contact });

    await shippingComment({ comment: '', siteContact: null });
    const cleared = await stored();
    expect([cleared.shipping_comment, cleared.site_contact]).toEqual(['', null]);
    await app.close();
  });

  it('refuses a contact without a name or with a phone number that is none, naming each field', async () => {
    const { app, shippingComment, stored } = await setup();
    const noName = await shippingComment({ comment: '', siteContact: { name: ' ', phone: '+358401234567' } }, 'fi');
    expect([noName.statusCode, noName.json().issues]).toEqual([
      400,
      [{ field: 'siteContact.name', reason: 'Anna yhteyshenkilön nimi' }],
    ]);
    const badPhone = await shippingComment({ comment: '', siteContact: { name: 'Mikko', phone: 'soita' } }, 'de');
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().issues).toEqual([{ field: 'siteContact.phone', reason: expect.any(String) }]);
    expect(badPhone.json().message).toContain('Ansprechpartner auf der Baustelle: Telefon des Ansprechpartners');
    const noPhone = await shippingComment({ comment: '', siteContact: { name: 'Mikko', phone: '' } }, 'en');
    expect(noPhone.json().issues).toEqual([
      { field: 'siteContact.phone', reason: 'Give the phone number of the contact' },
    ]);
    const tooLong = await shippingComment({ comment: 'x'.repeat(2001) }, 'en');
    expect([tooLong.statusCode, tooLong.json().issues[0].field]).toEqual([400, 'comment']);
    expect((await stored()).site_contact).toBeUndefined();
    await app.close();
  });
});
