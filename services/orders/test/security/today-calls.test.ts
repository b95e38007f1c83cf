import type { CompanyMembership } from '@shop/contracts';
import { virtanenMember } from '../company-fixture';
import jwt from 'jsonwebtoken';
import { quoteSellerMail, quoteAckMail, quotePricedMail } from '../../src/quotes/send-quote-mails';
import type { PdfRenderer } from '../../src/documents/pdf-renderer';
import { QuoteLinks } from '../../src/quotes/quote-links';
import { finnishCompanyForm } from '../checkout-fixture';
import { FakeUsers, sessionSecret } from '../fake-users';
import { buildOrders } from '../helper';
import { RecordingMailer } from '../recording-fakes';

/*
 * The calls of issues 18 and 19 as an attacker meets them (R1's review, 26 Nov 2026): mail
 * flooding through the quote request, and forged quote links.
 */

jest.setTimeout(60_000);

const secret = 'a-test-secret-of-at-least-thirty-two-characters';

class NoPdf implements PdfRenderer {
  async render() {
    return Buffer.from('%PDF-');
  }
  async close() {}
}

async function shopWithQuotes() {
  const users = new FakeUsers();
  const links = new QuoteLinks(secret);
  const mailer = new RecordingMailer();
  const ctx = await buildOrders({
    linkSecret: secret,
    buyers: users.directory,
    sessionSecret,
    mailer,
    pdfRenderer: new NoPdf(),
    subscribers: [quoteSellerMail, quoteAckMail, quotePricedMail],
  });
  ctx.catalogue.put(102, { sale_price: 2_450, code: 'DSM-656', title: 'Doppelstabmatte 6/5/6' });
  return { ...ctx, users, mailer, links };
}

describe('quote requests: the shop cannot be used to flood somebody’s mailbox', () => {
  let ctx: Awaited<ReturnType<typeof shopWithQuotes>>;
  beforeAll(async () => {
    ctx = await shopWithQuotes();
  });
  afterAll(() => ctx.server.close());

  it('mails one address at most 5 quote acknowledgements an hour, from whichever carts and addresses', async () => {
    const victim = 'Victim@Example.com';
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      // A fresh browser and client address each time: only the named recipient is the same.
      const browser = ctx.browser();
      const remoteAddress = `203.0.113.${i + 1}`;
      const cart = (
        await browser.inject({
          method: 'POST',
          url: '/orders/add',
          remoteAddress,
          payload: { variantId: 102, amount: 1 },
        })
      ).json();
      const res = await browser.inject({
        method: 'POST',
        url: '/orders/quote-request',
        remoteAddress,
        headers: { 'x-locale': 'en' },
        payload: {
          cart_uuid: cart.uuid,
          note: 'Click here',
          // Spelt differently each time: the limit counts the mailbox, not the spelling.
          buyer: { name: 'Spam', email: i % 2 ? victim : victim.toLowerCase(), company: '', phone: '' },
        },
      });
      answers.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
        expect(res.json().message).toBe('Too many requests. Please wait a while and try again.');
      }
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    await ctx.bus.drain();
    expect(ctx.mailer.sent.filter((m) => m.to[0]!.toLowerCase() === 'victim@example.com')).toHaveLength(5);
  });
});

describe('quote links: only a genuine link of the right kind opens the pricing page', () => {
  let ctx: Awaited<ReturnType<typeof shopWithQuotes>>;
  let quoteUuid: string;
  beforeAll(async () => {
    ctx = await shopWithQuotes();
    const cart = (
      await ctx.app.inject({ method: 'POST', url: '/orders/add', payload: { variantId: 102, amount: 3 } })
    ).json();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/orders/quote-request',
      payload: { cart_uuid: cart.uuid, note: '', buyer: { name: 'A', email: 'a@b.fi', company: '', phone: '' } },
    });
    quoteUuid = res.json().uuid;
  });
  afterAll(() => ctx.server.close());

  const pricing = (token: string) =>
    ctx.server.inject({
      method: 'GET',
      url: '/orders/quote-pricing',
      headers: { 'x-locale': 'fi', authorization: `Bearer ${token}` },
    });
  const claims = () => ({ quote: quoteUuid, purpose: 'quote_pricing' });

  it('refuses an unsigned token (alg none), another key, another audience and another issuer with 401', async () => {
    const forged = [
      jwt.sign(claims(), '', { algorithm: 'none', issuer: 'shop-orders', audience: 'quote' }),
      jwt.sign(claims(), 'another-secret-of-at-least-thirty-two-chars', {
        algorithm: 'HS256',
        issuer: 'shop-orders',
        audience: 'quote',
      }),
      jwt.sign(claims(), secret, { algorithm: 'HS256', issuer: 'shop-orders', audience: 'buyer-order' }),
      jwt.sign(claims(), secret, { algorithm: 'HS256', issuer: 'someone', audience: 'quote' }),
      jwt.sign(claims(), secret, { algorithm: 'HS512', issuer: 'shop-orders', audience: 'quote' }),
    ];
    for (const token of forged) {
      const res = await pricing(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Linkki ei ole kelvollinen. Käytä sähköpostin linkkiä.');
    }
  });

  it('refuses the buyer’s own link on the seller’s page (403): a buyer cannot price their quote', async () => {
    const res = await pricing(ctx.links.sign(quoteUuid, 'quote_buyer').token);
    expect(res.statusCode).toBe(403);
    const genuine = await pricing(ctx.links.sign(quoteUuid, 'quote_pricing').token);
    expect(genuine.statusCode).toBe(200);
  });
});

describe('quote reads: a uuid tells an outsider nothing', () => {
  it('answers a forged link 401 and a stranger 404 alike for a guest’s, a buyer’s and no quote', async () => {
    const ctx = await shopWithQuotes();
    try {
      const requestFrom = async (browser: ReturnType<typeof ctx.browser>) => {
        const cart = (
          await browser.inject({ method: 'POST', url: '/orders/add', payload: { variantId: 102, amount: 2 } })
        ).json();
        const buyer = { name: 'A', email: 'a@b.fi', company: '', phone: '' };
        const res = await browser.inject({
          method: 'POST',
          url: '/orders/quote-request',
          payload: { cart_uuid: cart.uuid, buyer },
        });
        return res.json().uuid as string;
      };
      const guests = await requestFrom(ctx.browser());
      const buyers = await requestFrom(ctx.browser().login(ctx.users.login(7)));
      const none = '00000000-0000-4000-8000-000000000000';
      const stranger = ctx.browser();
      const answer = async (uuid: string, token?: string) => {
        const headers = { 'x-locale': 'de', ...(token ? { authorization: `Bearer ${token}` } : {}) };
        const res = await stranger.inject({ method: 'GET', url: `/orders/quote/${uuid}`, headers });
        const accept = await stranger.inject({ method: 'POST', url: `/orders/quote/${uuid}/accept`, headers });
        return [res.statusCode, res.json().message, accept.statusCode];
      };
      const foreign = ctx.links.sign(none, 'quote_buyer').token;
      for (const [token, expected] of [
        ['x.y.z', [401, 'Dieser Link ist ungültig. Bitte verwenden Sie den Link aus der E-Mail.', 401]],
        [undefined, [404, 'Nicht gefunden', 404]],
        [foreign, [404, 'Nicht gefunden', 404]],
      ] as const)
        for (const uuid of [guests, buyers, none])
          expect([uuid, ...(await answer(uuid, token))]).toEqual([uuid, ...expected]);
    } finally {
      await ctx.server.close();
    }
  });
});

describe('approvals: a uuid tells an outsider nothing', () => {
  it('answers another company’s admin and a private buyer 404 for a waiting order, as for no order', async () => {
    const users = new FakeUsers();
    users.admins.set('c-virtanen', [{ userid: 1, email: 'anna@virtanen.fi', customername: 'Anna', locale: 'fi' }]);
    const ctx = await buildOrders({ sessionSecret, buyers: users.directory, companyAccounts: users.companies });
    try {
      ctx.catalogue.put(102, { sale_price: 2_450 });
      const as = (userid: number, membership: CompanyMembership | null) =>
        ctx.browser().login(users.login(userid, [], { name: `User ${userid}`, company: membership }));
      const buyer = as(3, virtanenMember('buyer', 50));
      const cart = (
        await buyer.inject({
          method: 'POST',
          url: '/orders/add',
          payload: { variantId: 102, amount: 4, isProduction: true },
        })
      ).json();
      await buyer.inject({ method: 'PATCH', url: `/orders/set-form/${cart.uuid}`, payload: finnishCompanyForm });
      await buyer.inject({ method: 'PATCH', url: `/orders/set-payment-method/${cart.uuid}/invoice` });
      const sent = await buyer.inject({ method: 'POST', url: '/orders/complete', payload: { uuid: cart.uuid } });
      expect(sent.json().order_status).toBe('awaiting_approval');
      const unknown = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
      const outsiders = [as(5, { ...virtanenMember('admin'), company_id: 'c-other', name: 'Muu Oy' }), as(6, null)];
      for (const outsider of outsiders)
        for (const [method, payload] of [
          ['GET', undefined],
          ['POST', { decision: 'approve' }],
        ] as const) {
          const call = (uuid: string) =>
            outsider.inject({
              method,
              url: `/orders/approval/${uuid}`,
              headers: { 'x-locale': 'en' },
              ...(payload ? { payload } : {}),
            });
          const [real, none] = [await call(cart.uuid), await call(unknown)];
          expect([real.statusCode, real.json()]).toEqual([none.statusCode, none.json()]);
          expect(real.statusCode).toBe(404);
        }
      expect((await ctx.store.findByUuid(cart.uuid))!.order_status).toBe('awaiting_approval');
    } finally {
      await ctx.server.close();
    }
  });
});
