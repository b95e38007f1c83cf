import { seller, type SupplierContact } from '@shop/contracts';
import jwt from 'jsonwebtoken';
import { purchaseOrderRouting } from '../../src/fulfilment/route-purchase-orders';
import { fulfilmentUpdateMail } from '../../src/fulfilment/send-fulfilment-updates';
import { purchaseOrderMail } from '../../src/fulfilment/send-purchase-orders';
import { SupplierLinks } from '../../src/fulfilment/supplier-link';
import { finnishCompanyForm } from '../checkout-fixture';
import { buildOrders } from '../helper';
import { RecordingMailer, RecordingPdf } from '../recording-fakes';

jest.setTimeout(60_000);

const secret = 'a-test-secret-of-at-least-thirty-two-characters';
const origin = 'https://shop.example';

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

/** A sent invoice order of three lines from two suppliers, routed and mailed by the consumers. */
async function routedOrder() {
  const links = new SupplierLinks(secret);
  const pdf = new RecordingPdf();
  const mailer = new RecordingMailer();
  const ctx = await buildOrders({
    linkSecret: secret,
    mailer,
    pdfRenderer: pdf,
    suppliers: { contact: async (id: number) => contacts[id] ?? null },
    subscribers: [purchaseOrderRouting, purchaseOrderMail, fulfilmentUpdateMail],
  });
  ctx.catalogue.put(101, {
    code: 'POST-1',
    title: 'Zaunpfosten',
    sale_price: 1_990,
    supplier: { id: 1, name: 'Saimaan Teräs Oy', slug: 'saimaan-teras-oy' },
  });
  ctx.catalogue.put(102, {
    code: 'PANEL-2',
    title: 'Doppelstabmatte',
    sale_price: 4_990,
    supplier: { id: 2, name: 'Ruhr Stahl GmbH', slug: 'ruhr-stahl-gmbh' },
  });
  ctx.catalogue.put(103, {
    code: 'CLAMP-3',
    title: 'Klemme',
    sale_price: 90,
    supplier: { id: 1, name: 'Saimaan Teräs Oy', slug: 'saimaan-teras-oy' },
  });
  const cart = (
    await ctx.app.inject({ method: 'POST', url: '/orders/add', payload: { variantId: 101, amount: 4 } })
  ).json();
  for (const [variantId, amount] of [
    [102, 10],
    [103, 20],
  ])
    await ctx.app.inject({ method: 'POST', url: '/orders/add', payload: { uuid: cart.uuid, variantId, amount } });
  await ctx.app.inject({
    method: 'PATCH',
    url: `/orders/set-form/${cart.uuid}`,
    payload: { ...finnishCompanyForm, customer_reference: 'Työmaa Pasila', cost_center: 'KP 4410' },
  });
  await ctx.app.inject({ method: 'PATCH', url: `/orders/set-comment/${cart.uuid}`, payload: { comment: 'Portti 3' } });
  await ctx.app.inject({ method: 'PATCH', url: `/orders/set-payment-method/${cart.uuid}/invoice` });
  const done = (
    await ctx.app.inject({
      method: 'POST',
      url: '/orders/complete',
      headers: { 'x-locale': 'fi' },
      payload: { uuid: cart.uuid },
    })
  ).json();
  await ctx.bus.drain();
  const tokenOf = (supplierId: number) => {
    const mail = mailer.sent.find((m) => m.to[0] === contacts[supplierId]!.email)!;
    return /supplier-order#([\w.-]+)/.exec(mail.text)![1]!;
  };
  const call = (method: 'GET' | 'POST', path: string, token: string | undefined, payload?: object) =>
    ctx.server.inject({
      method,
      url: `/orders/supplier-order${path}`,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  return { ...ctx, links, pdf, mailer, done, uuid: cart.uuid as string, tokenOf, call };
}

describe('fulfilment: purchase orders per supplier', () => {
  let ctx: Awaited<ReturnType<typeof routedOrder>>;
  beforeAll(async () => {
    ctx = await routedOrder();
  });
  afterAll(() => ctx.server.close());

  it('splits the order into one purchase order per supplier, each mailed as a PDF in its language', async () => {
    const order = (await ctx.store.findByUuid(ctx.uuid))!;
    expect(order.fulfilment!.parts.map((p) => [p.supplier.id, p.lines.map((l) => `${l.code}×${l.quantity}`)])).toEqual([
      [1, ['POST-1×4', 'CLAMP-3×20']],
      [2, ['PANEL-2×10']],
    ]);
    const supplierMails = ctx.mailer.sent.filter((m) => m.to[0]!.endsWith('.example'));
    expect(supplierMails.map((m) => [m.to, m.subject])).toEqual([
      [['orders@saimaan-teras-oy.example'], `Ostotilaus ${ctx.done.order_number}, ${seller.name}`],
      [['orders@ruhr-stahl-gmbh.example'], `Bestellung ${ctx.done.order_number} von ${seller.name}`],
    ]);
    expect(supplierMails[1]!.text).toContain(`${origin}/supplier-order#`);
    expect(supplierMails[1]!.attachments?.[0]?.filename).toBe(`${ctx.done.order_number}-2.pdf`);
    const [fiPdf, dePdf] = ctx.pdf.printed;
    expect(fiPdf).toContain('Ostotilaus');
    expect(fiPdf).toContain('CLAMP-3');
    expect(fiPdf).not.toContain('PANEL-2');
    expect(dePdf).toContain('Bestellung');
    // The buyer's purchase-order number and cost centre, as completion fixed them, labelled in the supplier's language.
    expect(dePdf).toContain('<dt>Bestellreferenz des Käufers</dt><dd>Työmaa Pasila</dd>');
    expect(dePdf).toContain('<dt>Kostenstelle</dt><dd>KP 4410</dd>');
    expect(dePdf).toContain('Teollisuuskatu 5');
    expect(dePdf).not.toMatch(/49[,.]90|€/);
    expect(
      order.fulfilment!.parts.every((p) => p.mailed_at !== null && p.history.some((h) => h.type === 'mailed')),
    ).toBe(true);
  });

  it('stores one purchase order and one mail per supplier when the event comes twice or to a replica', async () => {
    const before = ctx.mailer.sent.length;
    const revision = (await ctx.store.findRevised(ctx.uuid))!.revision;
    const payload = {
      orderId: ctx.done.id,
      uuid: ctx.uuid,
      orderNumber: ctx.done.order_number,
      locale: 'fi' as const,
      email: finnishCompanyForm.email,
      additionalEmails: [],
      totalWithVat: ctx.done.total_price_with_vat,
    };
    // The same event again (the bus redelivers it), and one under another id (a replica that never saw it handled).
    await ctx.bus.publish('order.placed', payload, { key: ctx.uuid });
    await ctx.bus.publish('order.placed', payload, { key: ctx.uuid });
    await ctx.bus.drain();
    const order = (await ctx.store.findRevised(ctx.uuid))!;
    expect(order.order.fulfilment!.parts).toHaveLength(2);
    expect(order.revision).toBe(revision);
    expect(ctx.mailer.sent.length).toBe(before);
  });

  it('opens with a supplier’s link only that supplier’s part of that order, with what delivery needs', async () => {
    const res = await ctx.call('GET', '', ctx.tokenOf(2));
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view.supplier).toEqual({ id: 2, name: 'Ruhr Stahl GmbH', language: 'de' });
    expect(view.part.lines.map((l: { code: string }) => l.code)).toEqual(['PANEL-2']);
    expect(view.delivery).toMatchObject({
      company: 'Rakennus Oy',
      street: 'Teollisuuskatu 5',
      post_code: '00510',
      phone: '+358401234567',
    });
    expect(view.buyer_reference).toBe('Työmaa Pasila');
    expect(view.comment).toBe('Portti 3');
    // The first dispatch day the confirm call takes, on the shop's calendar: the browser's may lag a day.
    expect(view.earliest_dispatch_date).toBe('2026-11-23');
    expect(res.body).not.toContain('POST-1');
    expect(res.body).not.toContain('anna.virtanen');
    expect(res.body).not.toContain('1234567-8');
    expect(res.body).not.toContain('price');
  });

  it('refuses a missing, forged, expired or foreign link', async () => {
    expect((await ctx.call('GET', '', undefined)).statusCode).toBe(401);
    expect((await ctx.call('GET', '', 'not-a-token')).statusCode).toBe(401);
    const forged = new SupplierLinks('another-secret-of-at-least-thirty-two-chars').sign(ctx.uuid, 2).token;
    expect((await ctx.call('GET', '', forged)).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    // The mailed link itself, 31 days later.
    const later = new SupplierLinks(secret, () => new Date(Date.now() + 31 * 86_400_000));
    expect(() => later.verify(ctx.tokenOf(2))).toThrow('fulfilment.link_expired');
    const old = new SupplierLinks(secret, () => new Date(Date.now() - 31 * 86_400_000)).sign(ctx.uuid, 2).token;
    const expiredRes = await ctx.call('GET', '', old);
    expect([expiredRes.statusCode, expiredRes.json().message]).toEqual([
      401,
      expect.stringMatching(/expired|abgelaufen/),
    ]);
    // Genuine, but for a supplier without a part here, for an order that does not exist, or for something else.
    expect((await ctx.call('GET', '', ctx.links.sign(ctx.uuid, 3).token)).statusCode).toBe(403);
    expect(
      (await ctx.call('GET', '', ctx.links.sign('00000000-0000-4000-8000-000000000009', 2).token)).statusCode,
    ).toBe(403);
    const otherPurpose = jwt.sign({ order: ctx.uuid, supplier: 2, purpose: 'password_reset' }, secret, {
      algorithm: 'HS256',
      issuer: 'shop-orders',
      audience: 'supplier-order',
      expiresIn: '1h',
    });
    expect((await ctx.call('GET', '', otherPurpose)).statusCode).toBe(403);
    // An unsigned token ("alg: none") is never believed.
    const unsigned = jwt.sign({ order: ctx.uuid, supplier: 2, purpose: 'supplier_order' }, '', { algorithm: 'none' });
    expect((await ctx.call('GET', '', unsigned)).statusCode).toBe(401);
  });

  it('moves parts by the supplier’s answers, refuses in its language, moves the order, mails the buyer', async () => {
    const de = ctx.tokenOf(2);
    const fi = ctx.tokenOf(1);
    // Not confirmed yet: nothing ships. 409 in German, the supplier's language, whatever the request's.
    const early = await ctx.call('POST', '/shipped', de, { carrier: 'DB Schenker', tracking_number: 'JJD0001' });
    expect(early.statusCode).toBe(409);
    expect(early.json().issues).toEqual([
      {
        field: 'state',
        reason: 'Bestätigen Sie vor dem Versand jede Position oder melden Sie sie als nicht lieferbar',
      },
    ]);
    // A day no calendar has is refused with the field, not stored as the dispatch day.
    const unreal = await ctx.call('POST', '/confirm', de, { dispatch_date: '2026-02-30' });
    expect([unreal.statusCode, unreal.json().issues?.[0]?.field]).toEqual([400, 'dispatch_date']);
    const past = await ctx.call('POST', '/confirm', de, { dispatch_date: '2026-11-01' });
    expect(past.json()).toMatchObject({ statusCode: 409, issues: [{ field: 'dispatch_date' }] });
    const confirmed = await ctx.call('POST', '/confirm', de, { dispatch_date: '2026-11-25' });
    expect(confirmed.json().part).toMatchObject({ state: 'confirmed', dispatch_date: '2026-11-25' });
    const shipped = await ctx.call('POST', '/shipped', de, {
      carrier: 'DB Schenker',
      tracking_number: 'JJD0001',
      tracking_url: 'https://track.example/JJD0001',
    });
    expect(shipped.json().part).toMatchObject({ state: 'shipped', shipment: { tracking_number: 'JJD0001' } });
    expect((await ctx.call('POST', '/shipped', de, { carrier: 'x', tracking_number: 'y' })).statusCode).toBe(409);
    // The Finnish supplier: one line not deliverable, the other confirmed and shipped.
    expect(
      (await ctx.call('POST', '/not-deliverable', fi, { variant_id: 103, reason: 'Tuotanto lopetettu' })).statusCode,
    ).toBe(200);
    expect((await ctx.call('POST', '/not-deliverable', fi, { variant_id: 102, reason: 'x' })).json().issues).toEqual([
      { field: 'variant_id', reason: 'Tämä rivi ei kuulu ostotilaukseenne' },
    ]);
    await ctx.call('POST', '/confirm', fi, { dispatch_date: '2026-11-24' });
    expect((await ctx.store.findByUuid(ctx.uuid))!.order_status).toBe('confirmed');
    await ctx.call('POST', '/shipped', fi, { carrier: 'Posti', tracking_number: 'JJFI1' });
    await ctx.bus.drain();

    // The buyer reads each part's state, dates and tracking on the order, without the suppliers' addresses.
    const read = await ctx.app.inject({ method: 'GET', url: `/orders/processed-by-id/${ctx.uuid}` });
    const order = read.json();
    expect(order.order_status).toBe('in_delivery');
    expect(
      order.fulfilment.parts.map((p: { state: string; shipment: { tracking_number: string } }) => [
        p.state,
        p.shipment?.tracking_number,
      ]),
    ).toEqual([
      ['shipped', 'JJFI1'],
      ['shipped', 'JJD0001'],
    ]);
    expect(order.fulfilment.parts[0].lines[1]).toMatchObject({
      code: 'CLAMP-3',
      state: 'not_deliverable',
      reason: 'Tuotanto lopetettu',
    });
    expect(read.body).not.toContain('orders@');

    // One buyer mail per answer, in the order's Finnish, to the buyer and the additional address.
    const buyerMails = ctx.mailer.sent.filter((m) => m.to[0] === finnishCompanyForm.email);
    const number = ctx.done.order_number;
    expect(buyerMails.map((m) => m.text.split('\n')[0])).toEqual([
      `Ruhr Stahl GmbH on vahvistanut nämä tilauksenne ${number} tuotteet. Lähetyspäivä: 25.11.2026.`,
      `Ruhr Stahl GmbH on lähettänyt nämä tilauksenne ${number} tuotteet.`,
      `Saimaan Teräs Oy ei voi toimittaa tätä tilauksenne ${number} tuotetta. Ilmoitettu syy: Tuotanto lopetettu`,
      `Saimaan Teräs Oy on vahvistanut nämä tilauksenne ${number} tuotteet. Lähetyspäivä: 24.11.2026.`,
      `Saimaan Teräs Oy on lähettänyt nämä tilauksenne ${number} tuotteet.`,
    ]);
    // The shipment is the supplier's statement, set apart and with the tracking page's host shown.
    expect(buyerMails[1]!.text.split('\n').slice(1, 5)).toEqual([
      'Toimittajan Ruhr Stahl GmbH ilmoittamat tiedot (emme ole tarkistaneet niitä):',
      '  Kuljettaja: DB Schenker',
      '  Seurantanumero: JJD0001',
      '  Seurantasivu osoitteessa track.example: https://track.example/JJD0001',
    ]);
    expect(buyerMails[0]!.to).toEqual([finnishCompanyForm.email, ...finnishCompanyForm.additionalEmails]);
  });

  it('refuses a carrier with markup, a tracking number over lines, a tracking address with credentials', async () => {
    // An order of its own: the one above has shipped.
    const own = await routedOrder();
    const de = own.tokenOf(2);
    expect((await own.call('POST', '/confirm', de, { dispatch_date: '2026-11-25' })).statusCode).toBe(200);
    const forged = await own.call('POST', '/shipped', de, {
      carrier: '<a href="https://evil.example">DHL</a>',
      tracking_number: 'JJD1\nIhr Konto ist gesperrt',
      tracking_url: 'https://nordbau.example@evil.example/login',
    });
    expect(forged.statusCode).toBe(400);
    // In the supplier's German, whatever the request's language.
    expect(forged.json().issues).toEqual([
      { field: 'carrier', reason: 'Nur einfacher Text, ohne < > oder Steuerzeichen' },
      { field: 'tracking_number', reason: 'Nur Buchstaben, Ziffern, Leerzeichen und - / . in einer Zeile' },
      { field: 'tracking_url', reason: 'Eine https-Adresse ohne Benutzername oder Passwort' },
    ]);
    const plainHttp = await own.call('POST', '/shipped', de, {
      carrier: 'DHL\u0007',
      tracking_number: 'JJD1',
      tracking_url: 'http://track.example/JJD1',
    });
    expect(plainHttp.json().issues.map((issue: { field: string }) => issue.field)).toEqual(['carrier', 'tracking_url']);
    // An address that is no URL at all (schemathesis sent an empty one and got a 500).
    const empty = await own.call('POST', '/shipped', de, { carrier: '0', tracking_number: '0', tracking_url: '' });
    expect([empty.statusCode, empty.json().issues.map((issue: { field: string }) => issue.field)]).toEqual([
      400,
      ['tracking_url'],
    ]);
    expect((await own.store.findByUuid(own.uuid))!.fulfilment!.parts.find((p) => p.supplier.id === 2)!.state).toBe(
      'confirmed',
    );
    await own.server.close();
  });
});
