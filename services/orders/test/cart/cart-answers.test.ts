import { OrderSchema } from '@shop/contracts';
import { cartReadyToComplete } from '../checkout-fixture';
import { buildOrders } from '../helper';

const titles = {
  de: 'Doppelstabmattenzaun 6/5/6, RAL 6005',
  en: 'Twin-wire mesh fence 6/5/6, RAL 6005',
  fi: 'Kaksoislankapaneeli 6/5/6, RAL 6005',
};

async function add(
  app: Awaited<ReturnType<typeof buildOrders>>['app'],
  variantId: number,
  locale = 'de',
  uuid?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/orders/add',
    headers: { 'x-locale': locale },
    payload: { ...(uuid ? { uuid } : {}), variantId, amount: 1, isProduction: true },
  });
}

describe('what a cart answers: titles in the reader’s language, the catalogue’s variant', () => {
  it('adds in German and reads in English: English titles without any change; the store keeps the German', async () => {
    const { app, store, catalogue } = await buildOrders();
    catalogue.put(102, { title: titles.de, titles });
    const cart = (await add(app, 102, 'de')).json();
    expect(cart.items[0].fullTitle).toBe(titles.de);

    const read = await app.inject({ method: 'GET', url: `/orders/by-id/${cart.uuid}`, headers: { 'x-locale': 'en' } });
    expect(read.statusCode).toBe(200);
    const answered = OrderSchema.parse(read.json());
    expect(answered.items[0]).toMatchObject({ fullTitle: titles.en, variant: { id: 102, title: titles.en } });
    expect((await store.findByUuid(cart.uuid))!.items[0]!.fullTitle).toBe(titles.de);
    await app.close();
  });

  it('fills each line’s variant: picture, availability, delivery estimate and supplier', async () => {
    const { app, catalogue } = await buildOrders();
    catalogue.put(102, {
      variant_pictures: [{ id: 1021, url: '/images/products/dsm-1.svg', is_main: true }],
      delivery_estimate: { kind: 'upTo', days: 4 },
    });
    const cart = (await add(app, 102)).json();
    const line = OrderSchema.parse((await app.inject({ method: 'GET', url: `/orders/by-id/${cart.uuid}` })).json())
      .items[0]!;
    expect(line.variant).toMatchObject({
      availability: 'available',
      delivery_estimate: { kind: 'upTo', days: 4 },
      supplier: { name: 'Teräsaita Oy' },
      variant_pictures: [{ url: '/images/products/dsm-1.svg', is_main: true }],
    });
    await app.close();
  });

  it('still answers the cart, stored titles and no variants, when the catalogue cannot show them', async () => {
    const { app, catalogue } = await buildOrders();
    catalogue.put(102, { title: titles.de, titles });
    const cart = (await add(app, 102, 'de')).json();
    catalogue.showFails = true;
    const read = await app.inject({ method: 'GET', url: `/orders/by-id/${cart.uuid}`, headers: { 'x-locale': 'en' } });
    expect(read.statusCode).toBe(200);
    expect(read.json().items[0].fullTitle).toBe(titles.de);
    expect(read.json().items[0].variant).toBeUndefined();
    await app.close();
  });

  it('answers a sent order in the reader’s language; the stored order keeps its titles for its documents', async () => {
    const { app, store, catalogue, cart, complete } = await cartReadyToComplete();
    catalogue.put(102, { sale_price: 2_450, title: titles.de, titles });
    await complete('fi');
    expect((await store.findByUuid(cart.uuid))!.items[0]!.fullTitle).toBe(titles.fi);
    const read = await app.inject({
      method: 'GET',
      url: `/orders/processed-by-id/${cart.uuid}`,
      headers: { 'x-locale': 'en' },
    });
    expect(read.json().items[0]).toMatchObject({ fullTitle: titles.en, variant: { title: titles.en } });
    await app.close();
  });
});

describe('isProcessed', () => {
  it('is false for a cart and true once an invoice order is sent', async () => {
    const { app, cart, complete } = await cartReadyToComplete();
    expect(cart.isProcessed).toBe(false);
    await complete();
    const read = await app.inject({ method: 'GET', url: `/orders/by-id/${cart.uuid}` });
    expect(read.json()).toMatchObject({ order_status: 'confirmed', isProcessed: true });
    await app.close();
  });

  it('stays false for a card order until it is paid', async () => {
    const { app, cart, complete } = await cartReadyToComplete();
    await app.inject({ method: 'PATCH', url: `/orders/set-payment-method/${cart.uuid}/card` });
    await complete();
    const read = await app.inject({ method: 'GET', url: `/orders/by-id/${cart.uuid}` });
    expect(read.json()).toMatchObject({ order_status: 'confirmed', isProcessed: false });
    await app.close();
  });
});

describe('goto: a sent order points its holder at the cart they started from it', () => {
  it('moves a tab still naming the sent order to the next cart, and adds there instead of a new one', async () => {
    const { app, catalogue, cart, complete } = await cartReadyToComplete();
    await complete();
    catalogue.put(103);
    // Another tab still holds the sent order's uuid and adds to it: a new cart is started.
    const next = (await add(app, 103, 'de', cart.uuid)).json();
    expect(next.uuid).not.toBe(cart.uuid);
    const sent = await app.inject({ method: 'GET', url: `/orders/by-id/${cart.uuid}` });
    expect(sent.json().goto).toBe(next.uuid);
    // A third add through the old uuid goes on in that cart.
    const again = (await add(app, 103, 'de', cart.uuid)).json();
    expect(again.uuid).toBe(next.uuid);
    expect(again.length).toBe(2);
    await app.close();
  });

  it('names no goto on a cart, nor one the reader does not hold', async () => {
    const { app, browser, catalogue, cart, complete, store } = await cartReadyToComplete();
    expect(cart.goto).toBeUndefined();
    await complete();
    catalogue.put(103);
    const next = (await add(app, 103, 'de', cart.uuid)).json();
    // Another browser started a cart, and the sent order were to point at it (its link written by hand):
    const stranger = browser();
    const theirs = (await add(stranger, 103)).json();
    const sent = (await store.findByUuid(cart.uuid))!;
    await store.replace({ ...sent, goto: theirs.uuid });
    const read = await app.inject({ method: 'GET', url: `/orders/by-id/${cart.uuid}` });
    expect(read.json().goto).toBeUndefined();
    expect(next.uuid).not.toBe(theirs.uuid);
    await app.close();
  });
});

describe('own freight', () => {
  async function cartWithKit(locale = 'fi') {
    const ctx = await buildOrders();
    const panel = ctx.catalogue.put(110);
    ctx.catalogue.put(102);
    ctx.catalogue.put(120, { title: 'Zaunset 10 m', parts: [{ quantity: 4, variant: panel }] });
    const plain = (await add(ctx.app, 102, locale)).json();
    return { ...ctx, plain };
  }

  it('is allowed for ordinary goods and not for a cart with a kit (its parts come from several makers)', async () => {
    const { app, plain } = await cartWithKit();
    expect(plain.isOwnFreightAllowed).toBe(true);
    const withKit = (await add(app, 120, 'fi', plain.uuid)).json();
    expect(withKit.isOwnFreightAllowed).toBe(false);
    const options = (await app.inject({ method: 'GET', url: `/orders/delivery-options/${plain.uuid}` })).json();
    expect(options.find((o: { type: string }) => o.type === 'own_freight')).toMatchObject({
      available: false,
      problem: 'own_freight_not_allowed',
    });
    await app.close();
  });

  it('refuses choosing own freight for a cart with a kit, naming the field in the buyer’s language', async () => {
    const { app, plain } = await cartWithKit();
    const cart = (await add(app, 120, 'fi', plain.uuid)).json();
    const res = await app.inject({
      method: 'PATCH',
      url: `/orders/set-state/${cart.uuid}`,
      headers: { 'x-locale': 'fi' },
      payload: {
        state: 'order',
        deliveryMethodType: 'own_freight',
        ownFreight: { contractNumber: 'DB-778812' },
        freightTotal: 1_500,
        cartTotal: cart.total_price_with_vat,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().issues).toEqual([
      { field: 'deliveryMethodType', reason: expect.stringMatching(/^Oma rahti ei ole mahdollinen/) },
    ]);
    await app.close();
  });

  it('prices a cart that chose own freight before a kit was added with product freight, and says why', async () => {
    const { app, plain } = await cartWithKit();
    const options = (await app.inject({ method: 'GET', url: `/orders/delivery-options/${plain.uuid}` })).json();
    const own = options.find((o: { type: string }) => o.type === 'own_freight');
    const chosen = await app.inject({
      method: 'PATCH',
      url: `/orders/set-state/${plain.uuid}`,
      payload: {
        state: 'order',
        deliveryMethodType: 'own_freight',
        ownFreight: { contractNumber: 'DB-778812' },
        freightTotal: own.delivery_price,
        cartTotal: own.total_price_with_vat,
      },
    });
    expect(chosen.statusCode).toBe(200);
    const withKit = (await add(app, 120, 'fi', plain.uuid)).json();
    expect(withKit.delivery).toMatchObject({ type: 'own_freight', problem: 'own_freight_not_allowed' });
    expect(withKit.breakdown.freight).toBe(4_900);
    await app.close();
  });
});

describe('small orders (SPEC §9) on the order', () => {
  it('shows whether the order is small and what product freight it was spared', async () => {
    const { app, catalogue } = await buildOrders();
    catalogue.put(102, { sale_price: 100_000 });
    const small = (await add(app, 102)).json();
    expect(small.breakdown.small_order).toEqual({ threshold: 1_000_000, applies: true, freight_waived: 0 });
    expect(small.breakdown.freight).toBe(4_900);
    const set = await app.inject({
      method: 'PATCH',
      url: `/orders/set-quantity/${small.uuid}/1`,
      payload: { amount: 11 },
    });
    // 11 × 1,000 EUR = 11,000 EUR, less the whole-order discount of 3 %: 10,670 EUR, no small order.
    expect(set.json().breakdown.small_order).toEqual({ threshold: 1_000_000, applies: false, freight_waived: 4_900 });
    expect(set.json().breakdown.freight).toBe(0);
    expect(set.json().total_delivery_price).toBe(1_500);
    await app.close();
  });
});
