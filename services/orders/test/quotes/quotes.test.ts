import { seller } from '@shop/contracts';
import { quoteAckMail, quoteChangesMail, quotePricedMail, quoteSellerMail } from '../../src/quotes/send-quote-mails';
import { QuoteLinks } from '../../src/quotes/quote-links';
import { finnishCompanyForm } from '../checkout-fixture';
import { FakeUsers, sessionSecret } from '../fake-users';
import { buildOrders } from '../helper';
import { RecordingMailer, RecordingPdf } from '../recording-fakes';

jest.setTimeout(60_000);

const secret = 'a-test-secret-of-at-least-thirty-two-characters';
const origin = 'https://shop.example';

const buyer = { name: 'Anna Virtanen', email: 'anna.virtanen@rakennus-oy.fi', company: 'Rakennus Oy', phone: '' };

/** An orders service with quotes, its mails recorded, and a buyer's cart of 4 × 102 and 10 × 103. */
async function shopWithCart() {
  const users = new FakeUsers();
  const links = new QuoteLinks(secret);
  const mailer = new RecordingMailer();
  const pdf = new RecordingPdf();
  const ctx = await buildOrders({
    linkSecret: secret,
    buyers: users.directory,
    sessionSecret,
    mailer,
    pdfRenderer: pdf,
    subscribers: [quoteSellerMail, quoteAckMail, quoteChangesMail, quotePricedMail],
  });
  ctx.catalogue.put(102, { sale_price: 2_450, code: 'DSM-656', title: 'Doppelstabmatte 6/5/6' });
  ctx.catalogue.put(103, { sale_price: 1_990, code: 'ZP-100', title: 'Zaunpfosten 100 cm' });
  const add = async (browser: typeof ctx.app, variantId: number, amount: number, uuid?: string) =>
    (await browser.inject({ method: 'POST', url: '/orders/add', payload: { uuid, variantId, amount } })).json();
  const cart = await add(ctx.app, 102, 4);
  await add(ctx.app, 103, 10, cart.uuid);
  const request = (browser: typeof ctx.app, payload: object, locale = 'en') =>
    browser.inject({ method: 'POST', url: '/orders/quote-request', headers: { 'x-locale': locale }, payload });
  const pricingToken = () =>
    /quote-pricing#([\w.-]+)/.exec(mailer.sent.filter((m) => m.to[0] === seller.salesEmail).at(-1)!.text)![1]!;
  const buyerToken = (email = buyer.email) =>
    /\/quote\/[\w-]+#([\w.-]+)/.exec(mailer.sent.filter((m) => m.to[0] === email).at(-1)!.text)![1]!;
  const pricing = (token: string | undefined, payload?: object, locale = 'en') =>
    ctx.server.inject({
      method: payload ? 'POST' : 'GET',
      url: '/orders/quote-pricing',
      headers: { 'x-locale': locale, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
      ...(payload ? { payload } : {}),
    });
  const asBuyer = (browser: typeof ctx.app, method: 'GET' | 'POST', path: string, token?: string, locale = 'en') =>
    browser.inject({
      method,
      url: path,
      headers: { 'x-locale': locale, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    });
  const askChanges = (browser: typeof ctx.app, uuid: string, payload: object, token?: string, locale = 'en') =>
    browser.inject({
      method: 'POST',
      url: `/orders/quote/${uuid}/changes`,
      headers: { 'x-locale': locale, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
      payload,
    });
  return {
    ...ctx,
    users,
    links,
    mailer,
    pdf,
    cart,
    add,
    request,
    pricingToken,
    buyerToken,
    pricing,
    asBuyer,
    askChanges,
  };
}

const validPrices = {
  lines: [
    { variant_id: 102, unit_price: 2_000 },
    { variant_id: 103, unit_price: 1_500 },
  ],
  valid_until: '2026-12-15',
  comment: 'Lieferung frei Baustelle',
};

describe('quotes: a guest requests, the seller prices, the guest accepts and orders at the quoted prices', () => {
  let ctx: Awaited<ReturnType<typeof shopWithCart>>;
  let quote: { uuid: string; number: string };
  beforeAll(async () => {
    ctx = await shopWithCart();
  });
  afterAll(() => ctx.server.close());

  it('freezes the cart into a quote request, mails the seller a pricing link and the buyer their link', async () => {
    const res = await ctx.request(ctx.app, { cart_uuid: ctx.cart.uuid, note: 'Bitte mit Montage anbieten', buyer });
    expect(res.statusCode).toBe(200);
    quote = res.json();
    expect(quote).toEqual({ uuid: expect.any(String), number: 'Q-100001', email: buyer.email });
    const stored = (await ctx.store.quotes.findRevised(quote.uuid))!.quote;
    expect(stored.lines.map((l) => [l.code, l.quantity, l.list_price])).toEqual([
      ['DSM-656', 4, 2_450],
      ['ZP-100', 10, 1_990],
    ]);
    expect(stored).toMatchObject({
      state: 'requested',
      user_id: null,
      note: 'Bitte mit Montage anbieten',
      locale: 'en',
    });
    await ctx.bus.drain();
    const sellerMail = ctx.mailer.sent.find((m) => m.to[0] === seller.salesEmail)!;
    expect(sellerMail.subject).toBe('Angebotsanfrage Q-100001 von Rakennus Oy');
    expect(sellerMail.text).toContain('4 × Doppelstabmatte 6/5/6 (DSM-656)');
    expect(sellerMail.text).toContain('Bitte mit Montage anbieten');
    expect(sellerMail.text).toContain(`${origin}/quote-pricing#`);
    const ack = ctx.mailer.sent.find((m) => m.to[0] === buyer.email)!;
    expect(ack.subject).toBe('Your quote request Q-100001');
    expect(ack.text).toContain(`${origin}/quote/${quote.uuid}#`);
  });

  it('keeps the cart as it was and the quote as frozen when the cart changes afterwards', async () => {
    await ctx.add(ctx.app, 103, 5, ctx.cart.uuid);
    const stored = (await ctx.store.quotes.findRevised(quote.uuid))!.quote;
    expect(stored.lines.find((l) => l.variant_id === 103)!.quantity).toBe(10);
  });

  it('refuses a request with bad fields (400, each field and reason in the buyer’s language)', async () => {
    const res = await ctx.request(
      ctx.app,
      { cart_uuid: ctx.cart.uuid, buyer: { name: '', email: 'not-an-address' } },
      'de',
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().issues.map((i: { field: string; reason: string }) => [i.field, i.reason]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['buyer.name', 'Pflichtfeld'],
        ['buyer.email', expect.stringMatching(/E-Mail/)],
      ]),
    );
  });

  it('answers another browser’s cart as unknown (404) and an empty cart with 409', async () => {
    const stranger = ctx.browser();
    expect((await ctx.request(stranger, { cart_uuid: ctx.cart.uuid, buyer })).statusCode).toBe(404);
    const other = await ctx.add(stranger, 102, 1);
    await stranger.inject({ method: 'DELETE', url: `/orders/item/${other.uuid}/102` });
    expect((await ctx.request(stranger, { cart_uuid: other.uuid, buyer })).statusCode).toBe(409);
  });

  // The limit was counted before the holder check: five requests from a stranger with the uuid
  // left the owner with 429 on quote requests and offer mails for an hour.
  it('counts a stranger’s requests for the cart against nobody: the owner still asks', async () => {
    const { app, browser, cart, request } = await shopWithCart();
    const stranger = browser();
    for (let i = 0; i < 6; i += 1)
      expect((await request(stranger, { cart_uuid: cart.uuid, buyer })).statusCode).toBe(404);
    expect((await request(app, { cart_uuid: cart.uuid, buyer })).statusCode).toBe(200);
    await app.close();
  });

  it('opens the pricing page only with its link: missing, forged, expired and buyer links refused', async () => {
    expect((await ctx.pricing(ctx.pricingToken())).json()).toMatchObject({ number: 'Q-100001', status: 'requested' });
    expect((await ctx.pricing(undefined)).json().message).toBe('This page opens only with the link from the e-mail.');
    const forged = ctx.pricingToken().slice(0, -3) + 'abc';
    const res = await ctx.pricing(forged, undefined, 'fi');
    expect([res.statusCode, res.json().message]).toEqual([
      401,
      'Linkki ei ole kelvollinen. Käytä sähköpostin linkkiä.',
    ]);
    const old = new QuoteLinks(secret, () => new Date(Date.now() - 31 * 86_400_000)).sign(quote.uuid, 'quote_pricing');
    const expired = await ctx.pricing(old.token);
    expect([expired.statusCode, expired.json().message]).toEqual([
      401,
      'This link has expired. Please ask us for a new one.',
    ]);
    expect((await ctx.pricing(ctx.buyerToken())).statusCode).toBe(403);
    const other = new QuoteLinks('another-secret-of-at-least-thirty-two-chars').sign(quote.uuid, 'quote_pricing');
    expect((await ctx.pricing(other.token)).statusCode).toBe(401);
  });

  it('refuses prices that leave a line out, name another product, or a validity not in the next 90 days', async () => {
    const res = await ctx.pricing(ctx.pricingToken(), {
      lines: [
        { variant_id: 102, unit_price: 2_000 },
        { variant_id: 999, unit_price: 100 },
      ],
      valid_until: '2026-11-23',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { field: string }) => i.field)).toEqual([
      'lines.1.variant_id',
      'lines.1.unit_price',
      'valid_until',
    ]);
    const far = await ctx.pricing(ctx.pricingToken(), { ...validPrices, valid_until: '2027-02-22' }, 'de');
    expect(far.json().issues).toEqual([
      { field: 'valid_until', reason: 'Ein Angebot gilt höchstens 90 Tage, also bis spätestens 21.02.2027' },
    ]);
    const zero = await ctx.pricing(ctx.pricingToken(), { ...validPrices, lines: [{ variant_id: 102, unit_price: 0 }] });
    expect(zero.json().issues[0]).toEqual({ field: 'lines.0.unit_price', reason: 'Enter a price above zero' });
    expect((await ctx.store.quotes.findRevised(quote.uuid))!.quote.state).toBe('requested');
  });

  it('prices the quote: the server computes each line, VAT and the total; the buyer gets the PDF', async () => {
    const res = await ctx.pricing(ctx.pricingToken(), validPrices);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'priced',
      pricing: {
        lines: [
          { variant_id: 102, unit_price: 2_000, net: 8_000 },
          { variant_id: 103, unit_price: 1_500, net: 15_000 },
        ],
        goods: 23_000,
        vat_rate_percent: 25.5,
        vat: 5_865,
        total: 28_865,
        valid_until: '2026-12-15',
      },
    });
    await ctx.bus.drain();
    const mail = ctx.mailer.sent.filter((m) => m.to[0] === buyer.email).at(-1)!;
    expect(mail.subject).toBe('Your quote Q-100001');
    expect(mail.text).toContain('€288.65');
    expect(mail.attachments?.[0]?.filename).toBe('Q-100001.pdf');
    const html = ctx.pdf.printed.at(-1)!;
    expect(html).toContain('Q-100001');
    expect(html).toContain('€20.00');
    expect(html).toContain('€288.65');
    expect(html).toContain('Lieferung frei Baustelle');
  });

  it('answers the quote as a PDF to the holder of the buyer link only', async () => {
    const path = `/orders/quote-pdf/${quote.uuid}`;
    expect((await ctx.asBuyer(ctx.browser(), 'GET', path)).statusCode).toBe(404);
    const res = await ctx.asBuyer(ctx.browser(), 'GET', path, ctx.buyerToken(), 'de');
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(res.headers['content-disposition']).toBe('inline; filename="Q-100001.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses to price it again (409)', async () => {
    const res = await ctx.pricing(ctx.pricingToken(), validPrices);
    expect([res.statusCode, res.json().message]).toEqual([409, 'This quote has already been priced.']);
  });

  it('shows the quote to the buyer link only: a stranger with the id gets 404, a forged link 401', async () => {
    const path = `/orders/quote/${quote.uuid}`;
    expect((await ctx.asBuyer(ctx.browser(), 'GET', path)).statusCode).toBe(404);
    expect((await ctx.asBuyer(ctx.app, 'GET', path)).statusCode).toBe(404);
    expect((await ctx.asBuyer(ctx.browser(), 'GET', path, 'x.y.z')).statusCode).toBe(401);
    const foreign = ctx.links.sign('00000000-0000-4000-8000-000000000000', 'quote_buyer').token;
    expect((await ctx.asBuyer(ctx.browser(), 'GET', path, foreign)).statusCode).toBe(404);
    const seen = await ctx.asBuyer(ctx.browser(), 'GET', path, ctx.buyerToken());
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ status: 'priced', number: 'Q-100001' });
    expect(seen.json()).not.toHaveProperty('user_id');
    expect(seen.headers['cache-control']).toBe('private, no-store');
  });

  it('accepts once into a cart locked to the quoted prices; the completed order’s totals are the quote’s', async () => {
    const guest = ctx.browser();
    expect((await ctx.asBuyer(guest, 'POST', `/orders/quote/${quote.uuid}/accept`)).statusCode).toBe(404);
    const res = await ctx.asBuyer(guest, 'POST', `/orders/quote/${quote.uuid}/accept`, ctx.buyerToken());
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(
      cart.items.map((i: { variant_id: number; quantity: number; price: number }) => [
        i.variant_id,
        i.quantity,
        i.price,
      ]),
    ).toEqual([
      [102, 4, 2_000],
      [103, 10, 1_500],
    ]);
    expect([cart.total_price, cart.total_delivery_price, cart.total_price_with_vat]).toEqual([23_000, 0, 28_865]);
    expect(cart.quote).toMatchObject({ number: 'Q-100001', valid_until: '2026-12-15' });

    const again = await ctx.asBuyer(guest, 'POST', `/orders/quote/${quote.uuid}/accept`, ctx.buyerToken());
    expect([again.statusCode, again.json().message]).toEqual([409, 'This quote has already been accepted.']);

    // The catalogue's price moves; the quote's cart does not.
    ctx.catalogue.put(102, { sale_price: 9_999, code: 'DSM-656', title: 'Doppelstabmatte 6/5/6' });
    const changeQuantity = await guest.inject({
      method: 'PATCH',
      url: `/orders/set-quantity/${cart.uuid}/1`,
      payload: { amount: 400 },
    });
    expect([changeQuantity.statusCode, changeQuantity.json().issues]).toEqual([
      409,
      [
        {
          field: 'amount',
          reason:
            'Produkte und Mengen eines Angebots stehen fest. Für andere Mengen fragen Sie bitte ein neues Angebot an.',
        },
      ],
    ]);
    expect((await guest.inject({ method: 'DELETE', url: `/orders/item/${cart.uuid}/103` })).statusCode).toBe(409);
    // Adding from the catalogue starts a cart of its own instead of changing the quote's.
    const added = await ctx.add(guest, 102, 1, cart.uuid);
    expect(added.uuid).not.toBe(cart.uuid);

    await guest.inject({ method: 'PATCH', url: `/orders/set-form/${cart.uuid}`, payload: finnishCompanyForm });
    const seen = (await guest.inject({ method: 'GET', url: `/orders/by-id/${cart.uuid}` })).json();
    // The buyer confirms the totals they saw; a tampered total is refused.
    const tampered = await guest.inject({
      method: 'PATCH',
      url: `/orders/set-state/${cart.uuid}`,
      payload: {
        state: 'order',
        deliveryMethodType: 'product_freight',
        freightTotal: 0,
        cartTotal: seen.total_price_with_vat - 1,
      },
    });
    expect(tampered.statusCode).toBe(409);
    const delivery = await guest.inject({
      method: 'PATCH',
      url: `/orders/set-state/${cart.uuid}`,
      payload: {
        state: 'order',
        deliveryMethodType: 'product_freight',
        freightTotal: 0,
        cartTotal: seen.total_price_with_vat,
      },
    });
    expect(delivery.statusCode).toBe(200);
    await guest.inject({ method: 'PATCH', url: `/orders/set-payment-method/${cart.uuid}/invoice` });
    const done = await guest.inject({ method: 'POST', url: '/orders/complete', payload: { uuid: cart.uuid } });
    expect(done.statusCode).toBe(200);
    expect([done.json().total_price, done.json().total_delivery_price, done.json().total_price_with_vat]).toEqual([
      23_000, 0, 28_865,
    ]);
    const stored = (await ctx.store.quotes.findRevised(quote.uuid))!.quote;
    expect(stored.accepted?.cart_uuid).toBe(cart.uuid);
  });
});

describe('quotes: a logged-in buyer’s quote, and one that has expired', () => {
  let ctx: Awaited<ReturnType<typeof shopWithCart>>;
  beforeAll(async () => {
    ctx = await shopWithCart();
  });
  afterAll(() => ctx.server.close());

  it('opens a logged-in buyer’s quote with their session only, not for another buyer or by a link', async () => {
    ctx.app.login(ctx.users.login(7));
    await ctx.add(ctx.app, 102, 1, ctx.cart.uuid);
    const quote = (await ctx.request(ctx.app, { cart_uuid: ctx.cart.uuid, buyer })).json();
    expect((await ctx.store.quotes.findRevised(quote.uuid))!.quote.user_id).toBe(7);
    await ctx.bus.drain();
    const ack = ctx.mailer.sent.find((m) => m.to[0] === buyer.email)!;
    expect(ack.text).toContain(`${origin}/quote/${quote.uuid}\n`);
    const path = `/orders/quote/${quote.uuid}`;
    expect((await ctx.asBuyer(ctx.app, 'GET', path)).statusCode).toBe(200);
    const other = ctx.browser().login(ctx.users.login(8));
    expect((await ctx.asBuyer(other, 'GET', path)).statusCode).toBe(404);
    const link = ctx.links.sign(quote.uuid, 'quote_buyer').token;
    expect((await ctx.asBuyer(ctx.browser(), 'GET', path, link)).statusCode).toBe(404);
    expect((await ctx.asBuyer(other, 'POST', `${path}/accept`)).statusCode).toBe(404);
  });

  it('refuses accepting an unpriced quote, then after its validity date, with a clear message', async () => {
    const quoteUuid = (await ctx.request(ctx.app, { cart_uuid: ctx.cart.uuid, buyer })).json().uuid as string;
    const path = `/orders/quote/${quoteUuid}/accept`;
    expect((await ctx.asBuyer(ctx.app, 'GET', `/orders/quote-pdf/${quoteUuid}`)).statusCode).toBe(409);
    const early = await ctx.asBuyer(ctx.app, 'POST', path);
    expect([early.statusCode, early.json().message]).toEqual([409, 'This quote has not been priced yet.']);
    await ctx.bus.drain();
    expect((await ctx.pricing(ctx.pricingToken(), { ...validPrices, valid_until: '2026-11-30' })).statusCode).toBe(200);
    ctx.setToday('2026-12-01');
    const read = (await ctx.asBuyer(ctx.app, 'GET', `/orders/quote/${quoteUuid}`)).json();
    expect(read.status).toBe('expired');
    const late = await ctx.asBuyer(ctx.app, 'POST', path, undefined, 'fi');
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      'Tämä tarjous oli voimassa 30.11.2026 asti, eikä sitä voi enää hyväksyä. Pyydä meiltä uusi tarjous.',
    ]);
    expect((await ctx.store.quotes.findRevised(quoteUuid))!.quote.state).toBe('priced');
  });

  it('refuses completing an accepted quote’s cart after the validity date', async () => {
    ctx.setToday('2026-11-23');
    const quoteUuid = (await ctx.request(ctx.app, { cart_uuid: ctx.cart.uuid, buyer })).json().uuid as string;
    await ctx.bus.drain();
    await ctx.pricing(ctx.pricingToken(), { ...validPrices, valid_until: '2026-11-30' });
    const cart = (await ctx.asBuyer(ctx.app, 'POST', `/orders/quote/${quoteUuid}/accept`)).json();
    await ctx.app.inject({ method: 'PATCH', url: `/orders/set-form/${cart.uuid}`, payload: finnishCompanyForm });
    await ctx.app.inject({ method: 'PATCH', url: `/orders/set-payment-method/${cart.uuid}/invoice` });
    ctx.setToday('2026-12-01');
    const done = await ctx.app.inject({ method: 'POST', url: '/orders/complete', payload: { uuid: cart.uuid } });
    expect([done.statusCode, done.json().issues]).toEqual([
      409,
      [{ field: 'quote', reason: expect.stringContaining('30.11.2026') }],
    ]);
  });
});

describe('quotes: the signed-in buyer’s list of their quotes', () => {
  let ctx: Awaited<ReturnType<typeof shopWithCart>>;
  let first: { uuid: string; number: string };
  let second: { uuid: string; number: string };
  beforeAll(async () => {
    ctx = await shopWithCart();
    ctx.setToday('2026-11-23');
    ctx.app.login(ctx.users.login(7));
    first = (await ctx.request(ctx.app, { cart_uuid: ctx.cart.uuid, buyer })).json();
    await ctx.bus.drain();
    expect((await ctx.pricing(ctx.pricingToken(), validPrices)).statusCode).toBe(200);
    second = (await ctx.request(ctx.app, { cart_uuid: ctx.cart.uuid, buyer })).json();
  });
  afterAll(() => ctx.server.close());

  const list = (browser: typeof ctx.app, query = '') => ctx.asBuyer(browser, 'GET', `/orders/quotes${query}`);

  it('lists the buyer’s quotes newest first, each with its status and, once priced, total and validity', async () => {
    const res = await list(ctx.app);
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'private, no-store']);
    const priced = (await ctx.store.quotes.findRevised(first.uuid))!.quote.pricing!;
    expect(res.json()).toEqual({
      quotes: [
        {
          uuid: second.uuid,
          number: second.number,
          status: 'requested',
          created_at: expect.any(String),
          lines: 2,
          total: null,
          valid_until: null,
        },
        {
          uuid: first.uuid,
          number: first.number,
          status: 'priced',
          created_at: expect.any(String),
          lines: 2,
          total: priced.total,
          valid_until: '2026-12-15',
        },
      ],
      next: null,
    });
    ctx.setToday('2026-12-16');
    expect((await list(ctx.app)).json().quotes[1].status).toBe('expired');
    ctx.setToday('2026-11-23');
  });

  it('answers a page at a time: `next` is the `before` of the following page', async () => {
    const page = (await list(ctx.app, '?limit=1')).json();
    expect([page.quotes.map((q: { uuid: string }) => q.uuid), page.next]).toEqual([[second.uuid], second.number]);
    const rest = (await list(ctx.app, `?limit=1&before=${page.next}`)).json();
    expect([rest.quotes.map((q: { uuid: string }) => q.uuid), rest.next]).toEqual([[first.uuid], null]);
  });

  it('shows another buyer none of them, asks a caller without a session to log in, refuses a bad page', async () => {
    const other = ctx.browser().login(ctx.users.login(8));
    expect((await list(other)).json()).toEqual({ quotes: [], next: null });
    expect((await ctx.asBuyer(other, 'GET', `/orders/quote/${first.uuid}`)).statusCode).toBe(404);
    const guest = await list(ctx.browser());
    expect([guest.statusCode, guest.json().code]).toEqual([401, 'UNAUTHORIZED']);
    const bad = await list(ctx.app, '?before=yesterday');
    expect([bad.statusCode, bad.json().issues]).toEqual([400, [{ field: 'before', reason: 'Invalid value' }]]);
  });
});

describe('quotes: a second round, the buyer asking for changes and the seller pricing them again', () => {
  let ctx: Awaited<ReturnType<typeof shopWithCart>>;
  let quote: { uuid: string; number: string };
  const path = () => `/orders/quote/${quote.uuid}`;
  const changes = {
    lines: [
      { variant_id: 102, quantity: 6 },
      { variant_id: 104, quantity: 2 },
    ],
    note: 'Sechs Matten statt vier, keine Pfosten, dazu zwei Tore',
  };
  beforeAll(async () => {
    ctx = await shopWithCart();
    ctx.catalogue.put(104, { sale_price: 34_900, code: 'GT-120', title: 'Gartentor 120 cm' });
    ctx.setToday('2026-11-23');
    ctx.app.login(ctx.users.login(7));
    quote = (await ctx.request(ctx.app, { cart_uuid: ctx.cart.uuid, buyer })).json();
    await ctx.bus.drain();
  });
  afterAll(() => ctx.server.close());

  it('refuses changes before the seller has priced the quote (409, in the buyer’s language)', async () => {
    const res = await ctx.askChanges(ctx.app, quote.uuid, changes, undefined, 'de');
    expect([res.statusCode, res.json().issues]).toEqual([
      409,
      [{ field: 'quote', reason: 'Dieses Angebot ist noch nicht kalkuliert.' }],
    ]);
  });

  it('refuses bad changes, each field with its reason: no lines, a product twice, one unsold, no message', async () => {
    expect((await ctx.pricing(ctx.pricingToken(), validPrices)).statusCode).toBe(200);
    const empty = await ctx.askChanges(ctx.app, quote.uuid, { lines: [], note: '' }, undefined, 'fi');
    expect([empty.statusCode, empty.json().issues]).toEqual([
      400,
      expect.arrayContaining([
        { field: 'lines', reason: 'Jätä tarjoukseen vähintään yksi tuote' },
        { field: 'note', reason: 'Kerro myynnillemme, mitä haluat muuttaa' },
      ]),
    ]);
    const zero = await ctx.askChanges(ctx.app, quote.uuid, { ...changes, lines: [{ variant_id: 102, quantity: 0 }] });
    expect(zero.json().issues).toEqual([{ field: 'lines.0.quantity', reason: 'Enter a quantity of at least 1' }]);
    const wrong = await ctx.askChanges(ctx.app, quote.uuid, {
      ...changes,
      lines: [
        { variant_id: 102, quantity: 1 },
        { variant_id: 102, quantity: 2 },
        { variant_id: 999, quantity: 1 },
      ],
    });
    expect([wrong.statusCode, wrong.json().issues]).toEqual([
      400,
      [
        { field: 'lines.1.variant_id', reason: 'This product is listed twice' },
        { field: 'lines.2.variant_id', reason: 'This product is not in our catalogue' },
      ],
    ]);
    expect((await ctx.store.quotes.findRevised(quote.uuid))!.quote.state).toBe('priced');
  });

  it('answers another buyer, a stranger and a link with 404, as for a quote that does not exist', async () => {
    const other = ctx.browser().login(ctx.users.login(8));
    expect((await ctx.askChanges(other, quote.uuid, changes)).statusCode).toBe(404);
    expect((await ctx.askChanges(ctx.browser(), quote.uuid, changes)).statusCode).toBe(404);
    const link = ctx.links.sign(quote.uuid, 'quote_buyer').token;
    expect((await ctx.askChanges(ctx.browser(), quote.uuid, changes, link)).statusCode).toBe(404);
  });

  it('opens round 2: the offer is kept as round 1, the seller is mailed the changes with a pricing link', async () => {
    const before = ctx.mailer.sent.length;
    const res = await ctx.askChanges(ctx.app, quote.uuid, changes);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({ status: 'changes_requested', pricing: null, note: changes.note });
    expect(
      view.lines.map((l: { code: string; quantity: number; list_price: number }) => [l.code, l.quantity, l.list_price]),
    ).toEqual([
      ['DSM-656', 6, 2_450],
      ['GT-120', 2, 34_900],
    ]);
    expect(view.rounds).toHaveLength(1);
    expect(view.rounds[0]).toMatchObject({ note: '', pricing: { valid_until: '2026-12-15' } });
    expect(view.rounds[0].lines.map((l: { quantity: number }) => l.quantity)).toEqual([4, 10]);
    await ctx.bus.drain();
    const mails = ctx.mailer.sent.slice(before);
    expect(mails.map((m) => m.to[0])).toEqual([seller.salesEmail]);
    expect(mails[0]!.subject).toBe(`Angebot ${quote.number}, Runde 2: Rakennus Oy fragt Änderungen an`);
    expect(mails[0]!.text).toContain('6 × Doppelstabmatte 6/5/6 (DSM-656)');
    expect(mails[0]!.text).toContain('2 × Gartentor 120 cm (GT-120)');
    expect(mails[0]!.text).toContain(changes.note);
    expect(mails[0]!.text).toContain(`${origin}/quote-pricing#`);
  });

  it('takes no acceptance and no second answer while the seller prices the round', async () => {
    const accept = await ctx.asBuyer(ctx.app, 'POST', `${path()}/accept`);
    expect([accept.statusCode, accept.json().issues[0].reason]).toEqual([
      409,
      expect.stringContaining('with our sales team'),
    ]);
    const again = await ctx.askChanges(ctx.app, quote.uuid, changes);
    expect([again.statusCode, again.json().issues[0].field]).toEqual([409, 'quote']);
  });

  it('prices round 2 by the new link (its lines only), mails the buyer the new PDF, and accepts it', async () => {
    const before = ctx.mailer.sent.length;
    const old = await ctx.pricing(ctx.pricingToken(), validPrices);
    expect([old.statusCode, old.json().issues.map((i: { field: string }) => i.field)]).toEqual([
      400,
      ['lines.1.variant_id', 'lines.1.unit_price'],
    ]);
    const round2 = {
      lines: [
        { variant_id: 102, unit_price: 1_900 },
        { variant_id: 104, unit_price: 30_000 },
      ],
      valid_until: '2026-12-20',
      comment: 'Tore mit Montage',
    };
    const priced = await ctx.pricing(ctx.pricingToken(), round2);
    expect(priced.statusCode).toBe(200);
    expect(priced.json()).toMatchObject({ status: 'priced', rounds: [{ pricing: { valid_until: '2026-12-15' } }] });
    await ctx.bus.drain();
    const mail = ctx.mailer.sent.slice(before).find((m) => m.to[0] === buyer.email)!;
    expect(mail.attachments?.[0]?.filename).toBe(`${quote.number}.pdf`);
    expect(mail.subject).toBe(`Your quote ${quote.number}`);
    // Expiry is the latest round's: past round 1's day, round 2 still holds and is accepted.
    ctx.setToday('2026-12-16');
    const cart = await ctx.asBuyer(ctx.app, 'POST', `${path()}/accept`);
    expect(cart.statusCode).toBe(200);
    expect(cart.json().quote.lines).toEqual([
      { variant_id: 102, quantity: 6, unit_price: 1_900 },
      { variant_id: 104, quantity: 2, unit_price: 30_000 },
    ]);
    const late = await ctx.askChanges(ctx.app, quote.uuid, changes);
    expect([late.statusCode, late.json().issues[0].reason]).toEqual([409, 'This quote has already been accepted.']);
  });
});
