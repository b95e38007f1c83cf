import { unreachableRateLimitStore } from '@shop/service-kit/testing';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mayRead, nobody } from '../../../src/shared/cart-access';
import { emptyCart } from '../../../src/cart/cart-service';
import { offerMail } from '../../../src/documents/send-offer';
import type { TestBrowser } from '../../browser';
import { finnishCompanyForm } from '../../checkout-fixture';
import { FakeUsers, sessionSecret } from '../../fake-users';
import { buildOrders } from '../../helper';
import { connect } from '../../live-channel';

jest.setTimeout(60_000);

type Ctx = Awaited<ReturnType<typeof buildOrders>>;

/** A cart with a line and the buyer's details, as a buyer fills it in `browser`. */
async function filledCart(browser: TestBrowser) {
  const cart = (
    await browser.inject({
      method: 'POST',
      url: '/orders/add',
      payload: { variantId: 102, amount: 4, isProduction: true },
    })
  ).json();
  await browser.inject({ method: 'PATCH', url: `/orders/set-form/${cart.uuid}`, payload: finnishCompanyForm });
  await browser.inject({ method: 'PATCH', url: `/orders/set-payment-method/${cart.uuid}/invoice` });
  return cart.uuid as string;
}

async function setup(options: Parameters<typeof buildOrders>[0] = {}) {
  const users = new FakeUsers();
  const ctx = await buildOrders({ sessionSecret, buyers: users.directory, sessionCheck: { cacheMs: 0 }, ...options });
  ctx.catalogue.put(102, { sale_price: 2_450 });
  return { ...ctx, users };
}

/** Every call that reads or changes a cart, as a stranger who has only its uuid makes them. */
function strangerCalls(ctx: Ctx, stranger: TestBrowser, uuid: string) {
  return {
    read: () => stranger.inject({ method: 'GET', url: `/orders/by-id/${uuid}` }),
    address: () =>
      stranger.inject({
        method: 'PATCH',
        url: `/orders/set-form/${uuid}`,
        payload: { streetAddress: 'Hijacker Road 1', city: 'Elsewhere' },
      }),
    quantity: () => stranger.inject({ method: 'PATCH', url: `/orders/set-quantity/${uuid}/1`, payload: { amount: 9 } }),
    remove: () => stranger.inject({ method: 'DELETE', url: `/orders/item/${uuid}/102` }),
    comment: () => stranger.inject({ method: 'PATCH', url: `/orders/set-comment/${uuid}`, payload: { comment: 'x' } }),
    payment: () => stranger.inject({ method: 'PATCH', url: `/orders/set-payment-method/${uuid}/card` }),
    delivery: () => stranger.inject({ method: 'GET', url: `/orders/delivery-options/${uuid}` }),
    complete: () => stranger.inject({ method: 'POST', url: '/orders/complete', payload: { uuid } }),
    offerPdf: () => stranger.inject({ method: 'GET', url: `/orders/offer-pdf/${uuid}` }),
    sendOffer: () =>
      stranger.inject({
        method: 'PATCH',
        url: '/orders/send-offer',
        payload: { uuid, email: 'attacker@evil.example', comments: '' },
      }),
    share: () => stranger.inject({ method: 'POST', url: `/orders/share/${uuid}` }),
    rebuy: () => stranger.inject({ method: 'POST', url: `/orders/rebuy/${uuid}` }),
    processed: () => stranger.inject({ method: 'GET', url: `/orders/processed-by-id/${uuid}` }),
    confirmationPdf: () => stranger.inject({ method: 'GET', url: `/orders/confirmation-pdf/${uuid}` }),
    confirmed: () => stranger.inject({ method: 'GET', url: `/orders/confirmed-by-id/${uuid}` }),
    payAgain: () => stranger.inject({ method: 'POST', url: `/orders/pay/${uuid}` }),
  };
}

async function statuses(calls: Record<string, () => Promise<{ statusCode: number }>>) {
  const result: Record<string, number> = {};
  for (const [name, call] of Object.entries(calls)) result[name] = (await call()).statusCode;
  return result;
}

describe('a cart uuid is no longer the key to everything', () => {
  it(
    'a stranger with a guest cart’s uuid (from an address bar, a log, a Referer) can neither read nor ' +
      'change, complete, mail or share it: 404 as for no cart',
    async () => {
      const ctx = await setup();
      const uuid = await filledCart(ctx.app);
      const calls = strangerCalls(ctx, ctx.browser(), uuid);
      const got = await statuses(calls);
      expect(Object.values(got).every((status) => status === 404)).toBe(true);
      const unknown = await ctx
        .browser()
        .inject({ method: 'GET', url: '/orders/by-id/5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11' });
      expect((await calls.read()).body).toBe(unknown.body);
      // Without any cookie at all, as a script or a crawler would come.
      expect((await ctx.server.inject({ method: 'GET', url: `/orders/by-id/${uuid}` })).statusCode).toBe(404);

      const mine = (await ctx.app.inject({ method: 'GET', url: `/orders/by-id/${uuid}` })).json();
      expect(mine).toMatchObject({
        order_status: 'created',
        items: [{ quantity: 4 }],
        form: { streetAddress: 'Teollisuuskatu 5' },
      });
      await ctx.app.close();
    },
  );

  it('adding to a stranger’s cart uuid starts a cart of one’s own instead of changing theirs', async () => {
    const ctx = await setup();
    const uuid = await filledCart(ctx.app);
    const own = await ctx
      .browser()
      .inject({ method: 'POST', url: '/orders/add', payload: { uuid, variantId: 102, amount: 1, isProduction: true } });
    expect(own.statusCode).toBe(200);
    expect(own.json().uuid).not.toBe(uuid);
    expect(own.json().form).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: `/orders/by-id/${uuid}` })).json().items[0].quantity).toBe(4);
    await ctx.app.close();
  });

  it(
    'binds a guest cart to its browser with an HttpOnly, SameSite=Lax cart-access cookie whose secret is ' +
      'stored only as a hash',
    async () => {
      const ctx = await setup();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/orders/add',
        payload: { variantId: 102, amount: 1, isProduction: true },
      });
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^cart_access=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
      const secret = ctx.app.cookies.get('cart_access')!;
      const stored = JSON.stringify(await ctx.store.findByUuid(res.json().uuid));
      expect(stored).not.toContain(secret);
      expect(res.body).not.toContain('access');
      await ctx.app.close();
    },
  );

  it(
    'a logged-in buyer’s cart answers 404 to another buyer’s session, to a browser without a session, and to ' +
      'the same browser after logout',
    async () => {
      const ctx = await setup();
      const token = ctx.users.login(7);
      const buyer = ctx.browser().login(token);
      const uuid = await filledCart(buyer);
      expect((await buyer.inject({ method: 'GET', url: `/orders/by-id/${uuid}` })).json().user_id).toBe(7);

      const other = ctx.browser().login(ctx.users.login(8));
      expect(Object.values(await statuses(strangerCalls(ctx, other, uuid))).every((s) => s === 404)).toBe(true);
      // The same browser (same cart-access cookie) without the session.
      buyer.logout();
      expect((await buyer.inject({ method: 'GET', url: `/orders/by-id/${uuid}` })).statusCode).toBe(404);
      // The old token after the users service ended the session.
      ctx.users.logout(token);
      expect((await buyer.login(token).inject({ method: 'GET', url: `/orders/by-id/${uuid}` })).statusCode).toBe(404);
      await ctx.app.close();
    },
  );

  it(
    'a guest cart becomes the buyer’s when they log in on that browser, and another browser with the same ' +
      'session still may not take a guest’s cart',
    async () => {
      const ctx = await setup();
      const uuid = await filledCart(ctx.app);
      const token = ctx.users.login(7);
      // Another device logged in as buyer 7 does not get a guest's cart by its uuid.
      expect(
        (
          await ctx
            .browser()
            .login(token)
            .inject({ method: 'GET', url: `/orders/by-id/${uuid}` })
        ).statusCode,
      ).toBe(404);

      ctx.app.login(token);
      const adopted = await ctx.app.inject({
        method: 'PATCH',
        url: `/orders/set-quantity/${uuid}/1`,
        payload: { amount: 5 },
      });
      expect(adopted.json()).toMatchObject({ user_id: 7, items: [{ quantity: 5 }] });
      // Now it is the buyer's: their other device finds it, the browser alone no longer does.
      expect(
        (
          await ctx
            .browser()
            .login(token)
            .inject({ method: 'GET', url: `/orders/by-id/${uuid}` })
        ).statusCode,
      ).toBe(200);
      ctx.app.logout();
      expect((await ctx.app.inject({ method: 'GET', url: `/orders/by-id/${uuid}` })).statusCode).toBe(404);
      await ctx.app.close();
    },
  );
});

describe('a completed order’s personal data', () => {
  it(
    'is read after completion only with the confirmation cookie of the completing browser or the buyer’s ' +
      'session; the uuid, and the cart-access cookie alone, get 404',
    async () => {
      const ctx = await setup();
      const uuid = await filledCart(ctx.app);
      const done = await ctx.app.inject({ method: 'POST', url: '/orders/complete', payload: { uuid } });
      expect(done.statusCode).toBe(200);
      const cookies = ([] as string[]).concat(done.headers['set-cookie'] ?? []);
      expect(cookies).toContainEqual(
        expect.stringMatching(
          new RegExp(`^order_${uuid}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400$`),
        ),
      );

      // The thank-you page, its PDF link and the card return read it with the confirmation cookie.
      const thanks = await ctx.app.inject({ method: 'GET', url: `/orders/by-id/${uuid}` });
      expect(thanks.json()).toMatchObject({
        order_number: 'NB-100001',
        form: { name: 'Anna Virtanen', vat: '1234567-8' },
      });
      expect((await ctx.app.inject({ method: 'GET', url: `/orders/processed-by-id/${uuid}` })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: `/orders/confirmed-by-id/${uuid}` })).statusCode).toBe(200);

      const stranger = strangerCalls(ctx, ctx.browser(), uuid);
      for (const call of [
        stranger.read,
        stranger.processed,
        stranger.confirmationPdf,
        stranger.confirmed,
        stranger.payAgain,
        stranger.offerPdf,
        stranger.sendOffer,
        stranger.rebuy,
        stranger.share,
      ]) {
        const res = await call();
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('Anna');
      }
      // The completing browser once its day is over: the long-lived cart-access cookie is not enough.
      ctx.app.cookies.delete(`order_${uuid}`);
      expect((await ctx.app.inject({ method: 'GET', url: `/orders/by-id/${uuid}` })).statusCode).toBe(404);
      // A repeated completion answers the order but gives no new confirmation token.
      const again = await ctx.app.inject({ method: 'POST', url: '/orders/complete', payload: { uuid } });
      expect([again.statusCode, again.json().order_number, again.headers['set-cookie']]).toEqual([
        200,
        'NB-100001',
        undefined,
      ]);
      await ctx.app.close();
    },
  );

  it('opens for a confirmation token until it expires, not after', () => {
    const order = {
      ...emptyOrder(),
      order_number: 'NB-100001',
      access: { confirmations: [{ hash: 'a'.repeat(64), expires_at: '2026-11-24T12:00:00.000Z' }] },
    };
    const holder = { ...nobody, confirmationFor: () => 'a'.repeat(64) };
    expect(mayRead(order, holder, new Date('2026-11-24T11:59:59Z'))).toBe(true);
    expect(mayRead(order, holder, new Date('2026-11-24T12:00:00Z'))).toBe(false);
    expect(mayRead(order, { ...nobody, confirmationFor: () => 'b'.repeat(64) }, new Date('2026-11-24T11:00:00Z'))).toBe(
      false,
    );
  });

  it('stays readable for its buyer’s session in the order history, on any device', async () => {
    const ctx = await setup();
    const token = ctx.users.login(7);
    const uuid = await filledCart(ctx.app.login(token));
    await ctx.app.inject({ method: 'POST', url: '/orders/complete', payload: { uuid } });
    const laptop = ctx.browser().login(token);
    expect((await laptop.inject({ method: 'GET', url: `/orders/by-id/${uuid}` })).json()).toMatchObject({
      user_id: 7,
      form: { name: 'Anna Virtanen' },
    });
    await ctx.app.close();
  });
});

describe('completing never re-assigns an order', () => {
  it('an attacker’s session cannot complete a guest’s cart into his own order history', async () => {
    const ctx = await setup();
    const uuid = await filledCart(ctx.app);
    const attacker = ctx.browser().login(ctx.users.login(66));
    expect((await attacker.inject({ method: 'POST', url: '/orders/complete', payload: { uuid } })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: 'POST', url: '/orders/complete', payload: { uuid } })).statusCode).toBe(200);
    expect((await attacker.inject({ method: 'GET', url: '/orders/by-user' })).json()).toEqual([]);
    expect((await ctx.store.findByUuid(uuid))?.user_id).toBeNull();
    await ctx.app.close();
  });

  it('another session cannot complete a logged-in buyer’s cart, and the buyer’s order stays the buyer’s', async () => {
    const ctx = await setup();
    const buyer = ctx.browser().login(ctx.users.login(7));
    const uuid = await filledCart(buyer);
    const attacker = ctx.browser().login(ctx.users.login(66));
    expect((await attacker.inject({ method: 'POST', url: '/orders/complete', payload: { uuid } })).statusCode).toBe(
      404,
    );
    await buyer.inject({ method: 'POST', url: '/orders/complete', payload: { uuid } });
    expect((await ctx.store.findByUuid(uuid))?.user_id).toBe(7);
    expect((await attacker.inject({ method: 'GET', url: '/orders/by-user' })).json()).toEqual([]);
    await ctx.app.close();
  });
});

describe('a shared basket is a copy, not the original', () => {
  it(
    'sharing gives a link to a separate basket with the same lines, no personal data and no way back; ' +
      'opening it makes the opener’s own cart',
    async () => {
      const ctx = await setup();
      const uuid = await filledCart(ctx.app);
      await ctx.app.inject({
        method: 'PATCH',
        url: `/orders/set-reference/${uuid}/1`,
        payload: { comment: 'Site Anna, gate B' },
      });
      const shared = await ctx.app.inject({ method: 'POST', url: `/orders/share/${uuid}` });
      expect(shared.statusCode).toBe(200);
      const basket = shared.json();
      expect(basket).toMatchObject({
        shared: true,
        id: null,
        user_id: null,
        items: [{ variant_id: 102, quantity: 4, reference: '' }],
      });
      expect(basket.uuid).not.toBe(uuid);
      expect(JSON.stringify(await ctx.store.findByUuid(basket.uuid))).not.toMatch(
        new RegExp(`${uuid}|Anna|Teollisuuskatu|Rakennus`),
      );

      const friend = ctx.browser();
      const seen = await friend.inject({ method: 'GET', url: `/orders/by-id/${basket.uuid}` });
      expect(seen.json()).toMatchObject({ shared: true, items: [{ variant_id: 102 }] });
      // The basket itself cannot be changed or completed by anyone, the sharer included.
      expect(
        (await friend.inject({ method: 'PATCH', url: `/orders/set-quantity/${basket.uuid}/1`, payload: { amount: 1 } }))
          .statusCode,
      ).toBe(404);
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/orders/complete', payload: { uuid: basket.uuid } })).statusCode,
      ).toBe(404);

      const copy = (await friend.inject({ method: 'POST', url: `/orders/rebuy/${basket.uuid}` })).json();
      expect(copy).toMatchObject({ order_status: 'created', items: [{ variant_id: 102, quantity: 4 }] });
      expect([copy.uuid === uuid, copy.uuid === basket.uuid, copy.form]).toEqual([false, false, undefined]);
      // The copy is the friend's; the original is still only the sharer's, unchanged.
      expect(
        (await friend.inject({ method: 'PATCH', url: `/orders/set-quantity/${copy.uuid}/1`, payload: { amount: 2 } }))
          .statusCode,
      ).toBe(200);
      expect((await friend.inject({ method: 'GET', url: `/orders/by-id/${uuid}` })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: `/orders/by-id/${uuid}` })).json().items[0]).toMatchObject({
        quantity: 4,
        reference: 'Site Anna, gate B',
      });
      await ctx.app.close();
    },
  );
});

describe('offer mail (PATCH /orders/send-offer)', () => {
  it('is not an open relay: only for one’s own cart, limited per address, per cart and per recipient', async () => {
    const ctx = await setup({
      limits: { offer: { windowMs: 60 * 60_000, per: { address: 6, cart: 4, recipient: 2 } } },
    });
    const uuid = await filledCart(ctx.app);
    const send = (browser: TestBrowser, cart: string, email: string) =>
      browser.inject({
        method: 'PATCH',
        url: '/orders/send-offer',
        headers: { 'x-locale': 'en' },
        payload: { uuid: cart, email, comments: 'Hi' },
      });

    expect((await send(ctx.browser(), uuid, 'victim@example.com')).statusCode).toBe(404);
    expect((await send(ctx.app, uuid, 'victim@example.com')).statusCode).toBe(202);
    expect((await send(ctx.app, uuid, 'VICTIM@example.com')).statusCode).toBe(202);
    const perRecipient = await send(ctx.app, uuid, 'victim@example.com');
    expect([
      perRecipient.statusCode,
      perRecipient.json().code,
      Number(perRecipient.headers['retry-after']) > 0,
    ]).toEqual([429, 'RATE_LIMITED', true]);
    expect((await send(ctx.app, uuid, 'second@example.com')).statusCode).toBe(202);
    expect((await send(ctx.app, uuid, 'third@example.com')).statusCode).toBe(429);

    // A fresh cart does not reset the address's allowance.
    const other = await filledCart(ctx.app);
    expect((await send(ctx.app, other, 'fourth@example.com')).statusCode).toBe(202);
    expect((await send(ctx.app, other, 'fifth@example.com')).statusCode).toBe(429);
    await ctx.app.close();
  });

  it(
    'counts a logged-in buyer per account, not per address: ' +
      'a company behind one NAT address is not refused together',
    async () => {
      const ctx = await setup({
        limits: { offer: { windowMs: 60 * 60_000, per: { account: 2, address: 3, cart: 5, recipient: 5 } } },
      });
      // Every browser of this test calls from the same address (inject's 127.0.0.1): one office.
      const send = (browser: TestBrowser, cart: string, email: string) =>
        browser.inject({
          method: 'PATCH',
          url: '/orders/send-offer',
          headers: { 'x-locale': 'en' },
          payload: { uuid: cart, email, comments: 'Hi' },
        });
      const buyers = [1, 2, 3, 4].map((userid) => ctx.browser().login(ctx.users.login(userid)));
      for (const buyer of buyers) {
        const uuid = await filledCart(buyer);
        expect((await send(buyer, uuid, 'first@example.com')).statusCode).toBe(202);
        expect((await send(buyer, uuid, 'second@example.com')).statusCode).toBe(202);
        // One account is still limited.
        expect((await send(buyer, uuid, 'third@example.com')).statusCode).toBe(429);
      }
      // Anonymous guests of the address share its ceiling, which the accounts did not use up.
      const guest = ctx.browser();
      const uuid = await filledCart(guest);
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
        expect((await send(guest, uuid, email)).statusCode).toBe(202);
      const another = ctx.browser();
      expect((await send(another, await filledCart(another), 'd@example.com')).statusCode).toBe(429);
      await ctx.app.close();
    },
  );

  it('marks the sender’s comment as theirs, keeps it out of the PDF, and always sends from the shop', async () => {
    const rendered: string[] = [];
    const pdf = {
      render: async (html: string) => (rendered.push(html), Buffer.from('%PDF-1.4')),
      close: async () => undefined,
    };
    const ctx = await setup({ pdfRenderer: pdf, subscribers: [offerMail] });
    const outbox = join(ctx.dir, 'outbox');
    const uuid = await filledCart(ctx.app);
    const comments = 'Your account is locked.\nPay the invoice at https://evil.example today.';
    const send = (extra: Record<string, string>) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/orders/send-offer',
        headers: { 'x-locale': 'en' },
        payload: { uuid, email: 'einkauf@bau-gmbh.de', comments, ...extra },
      });
    expect((await send({ from: 'ceo@bau-gmbh.de' })).statusCode).toBe(400);
    expect((await send({})).statusCode).toBe(202);
    await ctx.bus.drain();
    const [file] = readdirSync(outbox);
    const mail = quotedPrintable(readFileSync(join(outbox, file!), 'utf8'));
    expect(mail).toMatch(/^From: shop@test$/m);
    expect(mail).not.toContain('ceo@bau-gmbh.de');
    expect(mail).toContain('Message from the sender. These are the sender’s own words, not written or checked by');
    expect(mail).toContain('> Your account is locked.');
    expect(mail).toContain('> Pay the invoice at https://evil.example today.');
    expect(mail).toContain('End of the sender’s message');
    expect(rendered).toHaveLength(1);
    expect(rendered[0]).not.toContain('evil.example');
    await ctx.app.close();
  });
});

describe('state changes are not GETs, and new carts and live channels are limited', () => {
  it('GET /orders/rebuy no longer creates a cart (a link or an image tag cannot make one)', async () => {
    const ctx = await setup();
    const uuid = await filledCart(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/orders/complete', payload: { uuid } });
    expect((await ctx.app.inject({ method: 'GET', url: `/orders/rebuy/${uuid}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `/orders/rebuy/${uuid}` })).statusCode).toBe(200);
    await ctx.app.close();
  });

  it(
    'counts new carts of logged-in buyers per account, so ' + 'their shared address does not refuse them together',
    async () => {
      const ctx = await setup({ limits: { 'new-cart': { windowMs: 10 * 60_000, per: { account: 2, address: 2 } } } });
      const add = (browser: TestBrowser) =>
        browser.inject({
          method: 'POST',
          url: '/orders/add',
          payload: { variantId: 102, amount: 1, isProduction: true },
        });
      for (const userid of [1, 2, 3]) {
        const buyer = ctx.browser().login(ctx.users.login(userid));
        expect((await add(buyer)).statusCode).toBe(200);
        const again = ctx.browser().login(ctx.users.login(userid));
        expect((await add(again)).statusCode).toBe(200);
        expect((await add(ctx.browser().login(ctx.users.login(userid)))).statusCode).toBe(429);
      }
      await ctx.app.close();
    },
  );

  it('limits new carts per client address, while changes to an existing cart go on', async () => {
    const ctx = await setup({ limits: { 'new-cart': { windowMs: 10 * 60_000, per: { address: 3 } } } });
    const add = (browser: TestBrowser, uuid?: string) =>
      browser.inject({
        method: 'POST',
        url: '/orders/add',
        payload: { ...(uuid ? { uuid } : {}), variantId: 102, amount: 1, isProduction: true },
      });
    const first = (await add(ctx.app)).json();
    await add(ctx.browser());
    await add(ctx.browser());
    const fourth = await add(ctx.browser());
    expect([fourth.statusCode, fourth.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect(fourth.headers['retry-after']).toBeDefined();
    expect((await add(ctx.app, first.uuid)).json().items[0].quantity).toBe(2);
    await ctx.app.close();
  });

  it('fails closed while the shared rate limit store does not answer: 503 in the buyer language', async () => {
    const ctx = await setup({ rateLimiter: unreachableRateLimitStore });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/orders/add',
      headers: { 'x-locale': 'en' },
      payload: { variantId: 102, amount: 1, isProduction: true },
    });
    expect([res.statusCode, res.json().code]).toEqual([503, 'UNAVAILABLE']);
    expect(res.json().message).toMatch(/unavailable right now/);
    expect(res.json()).not.toHaveProperty('uuid');
    await ctx.app.close();
  });

  it('the live channel /ws/{uuid} refuses a stranger before the upgrade and limits connections per IP', async () => {
    const ctx = await setup({ liveChannelsPerAddress: 2 });
    const uuid = (
      await ctx.app.inject({
        method: 'POST',
        url: '/orders/add',
        payload: { variantId: 102, amount: 1, isProduction: true },
      })
    ).json().uuid;
    await expect(ctx.browser().injectWS(`/ws/${uuid}`)).rejects.toThrow(/404/);
    const a = await connect(ctx.app, `/ws/${uuid}`);
    const b = await connect(ctx.app, `/ws/${uuid}`);
    expect(await a.next()).toEqual({ type: 'cart.length', uuid, length: 1 });
    await expect(ctx.app.injectWS(`/ws/${uuid}`)).rejects.toThrow(/429/);
    a.socket.terminate();
    b.socket.terminate();
    await ctx.app.close();
  });
});

/** The mail's text as the recipient reads it (the outbox keeps it quoted-printable). */
const quotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A sent order without lines, built the way the cart service builds a cart. */
const emptyOrder = () => ({
  ...emptyCart('5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11', 'de'),
  id: 1,
  order_status: 'confirmed' as const,
});
