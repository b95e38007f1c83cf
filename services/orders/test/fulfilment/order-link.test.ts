import { join } from 'node:path';
import { OrderLinkViewSchema, type SupplierContact } from '@shop/contracts';
import jwt from 'jsonwebtoken';
import type { OrderSearch } from '../../src/backoffice/order-search';
import { backofficeMail } from '../../src/backoffice/send-backoffice-mails';
import { SqliteOrderSearch } from '../../src/backoffice/adapters/sqlite-order-search';
import { purchaseOrderRouting } from '../../src/fulfilment/route-purchase-orders';
import { fulfilmentUpdateMail } from '../../src/fulfilment/send-fulfilment-updates';
import { confirmationMail } from '../../src/checkout/send-order-confirmation';
import { purchaseOrderMail } from '../../src/fulfilment/send-purchase-orders';
import { OrderLinks, orderLinkDays } from '../../src/fulfilment/order-link';
import { FakeUsersService, RecordingMailer, RecordingPdf, sessionSecret } from '../backoffice/backoffice-fixture';
import { finnishCompanyForm } from '../checkout-fixture';
import { buildOrders } from '../helper';

jest.setTimeout(60_000);

const linkSecret = 'a-test-secret-of-at-least-thirty-two-characters';

const contacts: Record<number, SupplierContact> = {
  1: {
    id: 1,
    slug: 'saimaan-teras-oy',
    name: 'Saimaan Teräs Oy',
    country: 'FI',
    city: 'Lahti',
    language: 'fi',
    lead_time_days: 3,
    email: 'orders@saimaan-teras-oy.example',
  },
  2: {
    id: 2,
    slug: 'ruhr-stahl-gmbh',
    name: 'Ruhr Stahl GmbH',
    country: 'DE',
    city: 'Dortmund',
    language: 'de',
    lead_time_days: 5,
    email: 'orders@ruhr-stahl-gmbh.example',
  },
};

/**
 * The orders service composed as create-orders.ts does it (order links in every mail to the
 * buyer), with two guests' orders from two suppliers: one completed in Finnish, one in German.
 */
async function shopWithOrders() {
  const users = new FakeUsersService();
  const orderLinks = new OrderLinks(linkSecret);
  let search: OrderSearch | null = null;
  const mailer = new RecordingMailer();
  const ctx = await buildOrders({
    linkSecret,
    mailer,
    pdfRenderer: new RecordingPdf(),
    suppliers: { contact: async (id: number) => contacts[id] ?? null },
    subscribers: [confirmationMail, purchaseOrderRouting, purchaseOrderMail, fulfilmentUpdateMail, backofficeMail],
    backoffice: {
      search: { search: (query) => search!.search(query), close: async () => search?.close() },
      operators: { users: users.request, sessionSecret },
    },
  });
  search = new SqliteOrderSearch(join(ctx.dir, 'orders.sqlite'));
  const supplierOne = { id: 1, name: 'Saimaan Teräs Oy', slug: 'saimaan-teras-oy' };
  const supplierTwo = { id: 2, name: 'Ruhr Stahl GmbH', slug: 'ruhr-stahl-gmbh' };
  ctx.catalogue.put(101, { code: 'POST-1', title: 'Zaunpfosten', sale_price: 1_990, supplier: supplierOne });
  ctx.catalogue.put(102, { code: 'PANEL-2', title: 'Doppelstabmatte', sale_price: 4_990, supplier: supplierTwo });
  const place = async (locale: string, email: string) => {
    const browser = ctx.browser();
    const cart = (
      await browser.inject({ method: 'POST', url: '/orders/add', payload: { variantId: 101, amount: 4 } })
    ).json();
    await browser.inject({
      method: 'POST',
      url: '/orders/add',
      payload: { uuid: cart.uuid, variantId: 102, amount: 10 },
    });
    await browser.inject({
      method: 'PATCH',
      url: `/orders/set-form/${cart.uuid}`,
      payload: { ...finnishCompanyForm, email },
    });
    await browser.inject({ method: 'PATCH', url: `/orders/set-payment-method/${cart.uuid}/invoice` });
    const done = await browser.inject({
      method: 'POST',
      url: '/orders/complete',
      headers: { 'x-locale': locale },
      payload: { uuid: cart.uuid },
    });
    await ctx.bus.drain();
    return { ...(done.json() as { uuid: string; order_number: string }), browser };
  };
  const finnish = await place('fi', 'tilaaja@rakennus-oy.example');
  const german = await place('de', 'besteller@bau-gmbh.example');
  const buyerMails = (email: string) => mailer.sent.filter((m) => m.to[0] === email);
  const linkIn = (text: string) => /https:\/\/shop\.example\/order#([\w-]+\.[\w-]+\.[\w-]+)/.exec(text)?.[1];
  /** A call from a browser that holds nothing but the link (no cookie, no session). */
  const withLink = (token: string | undefined, locale = 'en') =>
    ctx.server.inject({
      method: 'GET',
      url: '/orders/order-link',
      headers: { 'x-locale': locale, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    });
  const supplierToken = (supplierId: number, number: string) =>
    /supplier-order#([\w.-]+)/.exec(
      mailer.sent.find((m) => m.to[0] === contacts[supplierId]!.email && m.text.includes(number))!.text,
    )![1]!;
  return {
    ...ctx,
    users,
    mailer,
    orderLinks,
    finnish,
    german,
    buyerMails,
    linkIn,
    withLink,
    supplierToken,
    close: async () => {
      await ctx.server.close();
      await search?.close();
    },
  };
}

describe("the buyer's order link", () => {
  let ctx: Awaited<ReturnType<typeof shopWithOrders>>;
  beforeAll(async () => {
    ctx = await shopWithOrders();
  });
  afterAll(() => ctx?.close());

  it('is in the confirmation mail in the order’s language, to PUBLIC_URL with the token in the fragment', () => {
    const [finnish] = ctx.buyerMails('tilaaja@rakennus-oy.example');
    const [german] = ctx.buyerMails('besteller@bau-gmbh.example');
    expect(finnish!.subject).toContain(ctx.finnish.order_number);
    expect(finnish!.text).toContain('Tilauksesi ja sen toimitukset milloin tahansa');
    expect(finnish!.text).toMatch(/https:\/\/shop\.example\/order#[\w-]+\.[\w-]+\.[\w-]+/);
    expect(german!.text).toContain('Ihre Bestellung und ihre Lieferungen, jederzeit und auf jedem Gerät');
    expect(german!.text).not.toContain('Tilauksesi');
    // Until when, in the mail's own words: 180 days from now, as a Finnish date.
    const until = new Date(Date.now() + orderLinkDays * 86_400_000);
    expect(finnish!.text).toContain(`${until.getUTCDate()}.${until.getUTCMonth() + 1}.${until.getUTCFullYear()}`);
  });

  it('opens that order, as its buyer reads it, in a browser that holds nothing else', async () => {
    const token = ctx.linkIn(ctx.buyerMails('tilaaja@rakennus-oy.example')[0]!.text)!;
    const res = await ctx.withLink(token);
    expect(res.statusCode).toBe(200);
    const view = OrderLinkViewSchema.parse(res.json());
    expect(view.order.uuid).toBe(ctx.finnish.uuid);
    expect(view.order.order_number).toBe(ctx.finnish.order_number);
    expect(view.order.items.map((i) => [i.variant_id, i.quantity])).toEqual([
      [101, 4],
      [102, 10],
    ]);
    expect(view.order.fulfilment!.parts.map((p) => p.supplier.name)).toEqual(['Saimaan Teräs Oy', 'Ruhr Stahl GmbH']);
    const days = (Date.parse(view.link_expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(orderLinkDays - 1);
    expect(days).toBeLessThanOrEqual(orderLinkDays);
    expect(res.body).not.toContain(ctx.german.order_number);
    expect(res.body).not.toContain('"access"');
  });

  it('opens only its own order: another order’s link answers that order, a cart or unknown order 403', async () => {
    const other = await ctx.withLink(ctx.linkIn(ctx.buyerMails('besteller@bau-gmbh.example')[0]!.text));
    expect(other.json().order.uuid).toBe(ctx.german.uuid);
    expect(other.body).not.toContain(ctx.finnish.order_number);
    const cart = (
      await ctx.browser().inject({ method: 'POST', url: '/orders/add', payload: { variantId: 101, amount: 1 } })
    ).json();
    for (const uuid of [cart.uuid, '00000000-0000-4000-8000-000000000009']) {
      const res = await ctx.withLink(ctx.orderLinks.sign(uuid).token);
      expect([res.statusCode, res.json().code, res.json().message]).toEqual([
        403,
        'FORBIDDEN',
        'This link does not open an order.',
      ]);
    }
  });

  it('refuses missing, malformed, expired, unsigned, altered, foreign tokens: 401 in the reader’s words', async () => {
    const missing = await ctx.withLink(undefined, 'fi');
    expect([missing.statusCode, missing.json().message]).toEqual([
      401,
      'Tämä sivu tarvitsee linkin jostakin tilaussähköpostistasi.',
    ]);
    const malformed = await ctx.server.inject({
      method: 'GET',
      url: '/orders/order-link',
      headers: { authorization: 'Basic dXNlcjpwYXNz', 'x-locale': 'en' },
    });
    expect(malformed.statusCode).toBe(401);

    const longAgo = new OrderLinks(linkSecret, () => new Date(Date.now() - (orderLinkDays + 1) * 86_400_000));
    const expired = await ctx.withLink(longAgo.sign(ctx.finnish.uuid).token, 'de');
    expect([expired.statusCode, expired.json().code, expired.json().message]).toEqual([
      401,
      'LINK_EXPIRED',
      'Dieser Link ist abgelaufen.',
    ]);

    const claims = { order: ctx.finnish.uuid, purpose: 'buyer_order' };
    const unsigned = jwt.sign(claims, '', { algorithm: 'none', issuer: 'shop-orders', audience: 'buyer-order' });
    // Signed with the shared link key itself rather than the key derived for order links.
    const underLinkKey = jwt.sign(claims, linkSecret, { issuer: 'shop-orders', audience: 'buyer-order' });
    const genuine = ctx.linkIn(ctx.buyerMails('tilaaja@rakennus-oy.example')[0]!.text)!;
    const [head, body, signature] = genuine.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const altered = [
      head,
      Buffer.from(JSON.stringify({ ...payload, order: ctx.german.uuid })).toString('base64url'),
      signature,
    ].join('.');
    const supplierLink = ctx.supplierToken(1, ctx.finnish.order_number);
    for (const token of [unsigned, underLinkKey, altered, supplierLink]) {
      const res = await ctx.withLink(token);
      expect([res.statusCode, res.json().code, res.json().message]).toEqual([
        401,
        'UNAUTHORIZED',
        'Order not found. Please open the link from your order e-mail exactly as it is.',
      ]);
    }
    // Nor does the order link open the supplier's page.
    const onSupplierCall = await ctx.server.inject({
      method: 'GET',
      url: '/orders/supplier-order',
      headers: { authorization: `Bearer ${genuine}` },
    });
    expect(onSupplierCall.statusCode).toBe(401);
  });

  it('changes nothing and opens no other call: no reorder, rebuy, PDF, cart read or change with it', async () => {
    const token = ctx.linkIn(ctx.buyerMails('tilaaja@rakennus-oy.example')[0]!.text)!;
    const uuid = ctx.finnish.uuid;
    const before = await ctx.store.findRevised(uuid);
    const headers = { authorization: `Bearer ${token}` };
    const attempts = [
      ['GET', `/orders/by-id/${uuid}`],
      ['GET', `/orders/processed-by-id/${uuid}`],
      ['GET', `/orders/confirmation-pdf/${uuid}`],
      ['POST', `/orders/reorder/${uuid}`],
      ['POST', `/orders/rebuy/${uuid}`],
      ['PATCH', `/orders/set-comment/${uuid}`],
    ] as const;
    for (const [method, url] of attempts) {
      const res = await ctx.server.inject({ method, url, headers, payload: method === 'GET' ? undefined : {} });
      // Refused as for anybody without the session or a cookie of the order (a body the call refuses first: 400).
      expect([url, [400, 404].includes(res.statusCode)]).toEqual([url, true]);
    }
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] as const) {
      const res = await ctx.server.inject({ method, url: '/orders/order-link', headers, payload: {} });
      expect(res.statusCode).toBe(404);
    }
    expect(await ctx.store.findRevised(uuid)).toEqual(before);
  });

  it('is in every mail of a supplier’s answer and of a cancelled line, in the order’s language', async () => {
    const confirm = await ctx.server.inject({
      method: 'POST',
      url: '/orders/supplier-order/confirm',
      headers: { authorization: `Bearer ${ctx.supplierToken(1, ctx.finnish.order_number)}` },
      payload: { dispatch_date: '2026-11-30' },
    });
    expect(confirm.statusCode).toBe(200);
    const notDeliverable = await ctx.server.inject({
      method: 'POST',
      url: '/orders/supplier-order/not-deliverable',
      headers: { authorization: `Bearer ${ctx.supplierToken(2, ctx.finnish.order_number)}` },
      payload: { variant_id: 102, reason: 'Serie eingestellt' },
    });
    expect(notDeliverable.statusCode).toBe(200);
    await ctx.bus.drain();
    const operator = ctx.users.login(900, 'olli.operaattori@nordbau.example', ['operator']);
    const cancel = await ctx.server.inject({
      method: 'POST',
      url: `/orders/backoffice/orders/${ctx.finnish.uuid}/cancel-line`,
      headers: operator,
      payload: { supplier_id: 2, variant_id: 102, reason: 'Toimittaja ei toimita sarjaa' },
    });
    expect(cancel.statusCode).toBe(200);
    await ctx.bus.drain();
    const mails = ctx.buyerMails('tilaaja@rakennus-oy.example');
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining(ctx.finnish.order_number),
      expect.stringContaining('Saimaan Teräs Oy'),
      expect.stringContaining('Ruhr Stahl GmbH'),
      expect.stringContaining(ctx.finnish.order_number),
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain('Tilauksesi ja sen toimitukset milloin tahansa');
      const token = ctx.linkIn(mail.text);
      expect(token).toBeDefined();
      const res = await ctx.withLink(token);
      expect(res.json().order.uuid).toBe(ctx.finnish.uuid);
    }
    // What the last mail's link shows is the order as it now stands: the line cancelled, the part not deliverable.
    const now = (await ctx.withLink(ctx.linkIn(mails[3]!.text))).json();
    expect(now.order.items.map((i: { variant_id: number }) => i.variant_id)).toEqual([101]);
    expect(now.order.fulfilment.parts.map((p: { state: string }) => p.state)).toEqual(['confirmed', 'not_deliverable']);
  });
});
