import { BackofficeOrderListSchema, BackofficeOrderSchema } from '@shop/contracts';
import { shopToday } from '@shop/i18n';
import { backofficeWithOrder } from './backoffice-fixture';

jest.setTimeout(60_000);

type Ctx = Awaited<ReturnType<typeof backofficeWithOrder>>;
const bo = (ctx: Ctx, method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
  ctx.server.inject({
    method,
    url: `/orders/backoffice/orders${url}`,
    headers: { 'x-locale': 'en', ...headers },
    ...(payload ? { payload } : {}),
  });

describe('back office: orders (operators only)', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await backofficeWithOrder();
    // The Finnish supplier confirms and ships, the German one cannot deliver its line.
    expect((await ctx.supplier('/confirm', 1, { dispatch_date: '2026-11-30' })).statusCode).toBe(200);
    expect(
      (await ctx.supplier('/shipped', 1, { carrier: 'Matkahuolto', tracking_number: 'MH123456789FI' })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.supplier('/not-deliverable', 2, { variant_id: 102, reason: 'Lieferant hat die Serie eingestellt' }))
        .statusCode,
    ).toBe(200);
    await ctx.bus.drain();
  });
  afterAll(() => ctx?.close());

  const every = [
    ['GET', ''],
    ['GET', '/:uuid'],
    ['POST', '/:uuid/cancel-line'],
    ['POST', '/:uuid/mark-delivered'],
    ['POST', '/:uuid/mark-reviewed'],
    ['POST', '/:uuid/resend-mail'],
  ] as const;
  const bodyOf = (url: string) =>
    url.endsWith('cancel-line')
      ? { supplier_id: 2, variant_id: 102, reason: 'x' }
      : url.endsWith('resend-mail')
        ? { mail: 'confirmation' }
        : undefined;

  it.each(every)(
    '%s %s refuses a buyer with 403 and anonymous callers with 401, changing nothing',
    async (method, url) => {
      const path = url.replace(':uuid', ctx.done.uuid);
      const before = await ctx.store.findRevised(ctx.done.uuid);
      const buyer = await bo(ctx, method, path, ctx.buyer, bodyOf(url));
      expect([buyer.statusCode, buyer.json().code, buyer.json().message]).toEqual([
        403,
        'FORBIDDEN',
        'This is only for the shop’s operators.',
      ]);
      const anonymous = await bo(ctx, method, path, {}, bodyOf(url));
      expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'UNAUTHORIZED']);
      const ended = ctx.users.login(902, 'former.operator@nordbau.example', ['operator']);
      ctx.users.end(ended);
      expect((await bo(ctx, method, path, ended, bodyOf(url))).statusCode).toBe(401);
      expect((await ctx.store.findRevised(ctx.done.uuid))!.revision).toBe(before!.revision);
    },
  );

  it('lists sent orders newest first, searched by number, e-mail, company or reference, and filtered', async () => {
    const second = await ctx.place('Työmaa Kalasatama');
    const list = async (query: string) => {
      const res = await bo(ctx, 'GET', `?${query}`, ctx.operator);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return BackofficeOrderListSchema.parse(res.json());
    };
    const numbers = async (query: string) => (await list(query)).orders.map((o) => o.order_number);
    expect(await numbers('')).toEqual([second.order_number, ctx.done.order_number]);
    expect(await numbers(`q=${ctx.done.order_number.toLowerCase()}`)).toEqual([ctx.done.order_number]);
    expect(await numbers(`q=${second.uuid.slice(0, 8)}`)).toEqual([second.order_number]);
    expect(await numbers('q=ANNA.VIRTANEN@')).toHaveLength(2);
    expect(await numbers('q=rakennus%20oy')).toHaveLength(2);
    expect(await numbers(`q=${encodeURIComponent('KALASATAMA')}`)).toEqual([second.order_number]);
    expect(await numbers('q=nobody')).toEqual([]);
    expect(await numbers('state=confirmed')).toEqual([second.order_number]);
    expect(await numbers('state=in_delivery')).toEqual([ctx.done.order_number]);
    expect(await numbers('supplier=2')).toHaveLength(2);
    expect(await numbers('supplier=3')).toEqual([]);
    // The range is in the shop's days (Helsinki): from 22:00 UTC on, UTC's date is a day behind.
    const today = shopToday();
    expect(await numbers(`from=${today}&to=${today}`)).toHaveLength(2);
    expect(await numbers('to=2020-01-01')).toEqual([]);
    // A day no calendar has is a 400 naming the field (it was turned into an invalid instant).
    const unreal = await bo(ctx, 'GET', '?from=2026-13-45', ctx.operator);
    expect([unreal.statusCode, unreal.json().issues?.[0]?.field]).toEqual([400, 'from']);
    const first = await list('limit=1');
    expect(first.orders.map((o) => o.order_number)).toEqual([second.order_number]);
    expect(first.next).toBe(second.id);
    const page2 = await list(`limit=1&before=${first.next}`);
    expect([page2.orders.map((o) => o.order_number), page2.next]).toEqual([[ctx.done.order_number], null]);
    expect(first.orders[0]).toMatchObject({
      buyer_email: 'anna.virtanen@rakennus-oy.fi',
      company: 'Rakennus Oy',
      reference: 'Työmaa Kalasatama',
      suppliers: [
        { id: 1, name: 'Saimaan Teräs Oy', state: 'received' },
        { id: 2, name: 'Ruhr Stahl GmbH', state: 'received' },
      ],
    });
    const bad = await bo(ctx, 'GET', '?state=lost&from=yesterday', ctx.operator);
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((i: { field: string }) => i.field)
        .sort(),
    ).toEqual(['from', 'state']);
  });

  it('shows an order’s timeline: the buyer, each supplier’s answers with time and actor, the system', async () => {
    const res = await bo(ctx, 'GET', `/${ctx.done.uuid}`, ctx.operator);
    expect(res.statusCode).toBe(200);
    const view = BackofficeOrderSchema.parse(res.json());
    const rows = view.timeline.map((e) => [e.type, e.actor.kind, e.actor.name, e.supplier?.id ?? null]);
    expect(rows).toEqual([
      ['completed', 'buyer', 'anna.virtanen@rakennus-oy.fi', null],
      ['part_created', 'system', '', 1],
      ['part_created', 'system', '', 2],
      ['purchase_order_mailed', 'system', '', 1],
      ['purchase_order_mailed', 'system', '', 2],
      ['part_confirmed', 'supplier', 'Saimaan Teräs Oy', 1],
      ['part_shipped', 'supplier', 'Saimaan Teräs Oy', 1],
      ['line_not_deliverable', 'supplier', 'Ruhr Stahl GmbH', 2],
    ]);
    const refused = view.timeline.at(-1)!;
    expect(refused).toMatchObject({
      lines: [{ variant_id: 102, code: 'PANEL-2', title: 'Doppelstabmatte' }],
      detail: 'Lieferant hat die Serie eingestellt',
    });
    expect(view.timeline.map((e) => e.at)).toEqual([...view.timeline.map((e) => e.at)].sort());
    expect(view.summary.order_status).toBe('in_delivery');
    expect(view.can).toEqual({ mark_delivered: true, mark_reviewed: false, decide_credit: false });
    expect(view.mails.map((m) => [m.mail, m.supplier?.id ?? null, m.history_index])).toEqual([
      ['confirmation', null, null],
      ['seller_copy', null, null],
      ['purchase_order', 1, null],
      ['fulfilment_update', 1, 2],
      ['fulfilment_update', 1, 3],
      ['purchase_order', 2, null],
      ['fulfilment_update', 2, 2],
    ]);
    expect((await bo(ctx, 'GET', '/00000000-0000-4000-8000-000000000009', ctx.operator)).statusCode).toBe(404);
  });

  it('cancels the line not deliverable: totals, part and timeline follow, the buyer is mailed the credit', async () => {
    const before = (await ctx.store.findByUuid(ctx.done.uuid))!;
    const mails = ctx.mailer.sent.length;
    const res = await bo(ctx, 'POST', `/${ctx.done.uuid}/cancel-line`, ctx.operator, {
      supplier_id: 2,
      variant_id: 102,
      reason: 'Der Lieferant liefert die Serie nicht mehr',
    });
    expect(res.statusCode).toBe(200);
    const view = BackofficeOrderSchema.parse(res.json());
    const order = (await ctx.store.findByUuid(ctx.done.uuid))!;
    // 10 × 49.90 € left the goods; delivery stays; VAT at the order's 25.5 % on what remains.
    const panel = before.items.find((i) => i.variant_id === 102)!;
    const lineNet = panel.price * panel.quantity - panel.discount;
    expect(order.items.map((i) => i.variant_id)).toEqual([101, 103]);
    expect(order.total_price).toBe(before.total_price - lineNet);
    expect(order.total_delivery_price).toBe(before.total_delivery_price);
    const withoutVat = order.total_price + order.total_delivery_price;
    expect(order.total_vat_price).toBe(Math.round((withoutVat * 25.5) / 100));
    expect(order.total_price_with_vat).toBe(withoutVat + order.total_vat_price);
    expect(order.breakdown!.goods).toBe(before.breakdown!.goods - panel.price * panel.quantity);
    expect(view.cancelled_lines).toEqual([
      expect.objectContaining({
        supplier_id: 2,
        reason: 'Der Lieferant liefert die Serie nicht mehr',
        item: expect.objectContaining({ variant_id: 102, quantity: 10 }),
        credit: {
          net: lineNet,
          vat: before.total_vat_price - order.total_vat_price,
          gross: before.total_price_with_vat - order.total_price_with_vat,
        },
      }),
    ]);
    expect(view.summary.total_price_with_vat).toBe(order.total_price_with_vat);
    expect(view.timeline.at(-1)).toMatchObject({
      type: 'line_cancelled',
      actor: { kind: 'operator', name: 'olli.operaattori@nordbau.example' },
      supplier: { id: 2, name: 'Ruhr Stahl GmbH' },
      lines: [{ variant_id: 102, code: 'PANEL-2' }],
    });
    // The buyer's answers do not carry who the operator was.
    const buyerView = await ctx.app.inject({ method: 'GET', url: `/orders/by-id/${ctx.done.uuid}` });
    expect(buyerView.body).not.toContain('olli.operaattori');
    await ctx.bus.drain();
    const mail = ctx.mailer.sent.slice(mails).find((m) => m.to[0] === 'anna.virtanen@rakennus-oy.fi')!;
    expect(mail.subject).toContain(ctx.done.order_number);
    expect(mail.to).toEqual(['anna.virtanen@rakennus-oy.fi', 'ostot@rakennus-oy.fi']);
    expect(mail.text).toContain('PANEL-2');
    expect(mail.text).toContain('Der Lieferant liefert die Serie nicht mehr');
    const eur = (cents: number) =>
      new Intl.NumberFormat('fi-FI', { style: 'currency', currency: 'EUR' }).format(cents / 100);
    expect(mail.text).toContain(eur(before.total_price_with_vat - order.total_price_with_vat));
    expect(mail.text).toContain(eur(order.total_price_with_vat));
    const again = await bo(ctx, 'POST', `/${ctx.done.uuid}/cancel-line`, ctx.operator, {
      supplier_id: 2,
      variant_id: 102,
      reason: 'again',
    });
    expect([again.statusCode, again.json().issues]).toEqual([
      409,
      [{ field: 'variant_id', reason: 'This line is already cancelled.' }],
    ]);
    const shipped = await bo(ctx, 'POST', `/${ctx.done.uuid}/cancel-line`, ctx.operator, {
      supplier_id: 1,
      variant_id: 101,
      reason: 'x',
    });
    expect([shipped.statusCode, shipped.json().issues[0].field]).toEqual([409, 'variant_id']);
  });

  it('sends a mail again through the outbox under a new key, and logs who asked', async () => {
    const before = ctx.mailer.sent.length;
    const res = await bo(ctx, 'POST', `/${ctx.done.uuid}/resend-mail`, ctx.operator, {
      mail: 'fulfilment_update',
      supplier_id: 1,
      history_index: 3,
    });
    expect(res.statusCode).toBe(202);
    await ctx.bus.drain();
    const sent = ctx.mailer.sent.slice(before);
    expect(sent).toHaveLength(1);
    // The buyer's mail about the shipment, word for word, under a key of its own.
    expect(sent[0]!.text).toContain('MH123456789FI');
    const original = ctx.mailer.sent.slice(0, before).filter((m) => m.text === sent[0]!.text);
    expect(original).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).not.toBe(original[0]!.idempotencyKey);
    const purchase = await bo(ctx, 'POST', `/${ctx.done.uuid}/resend-mail`, ctx.operator, {
      mail: 'purchase_order',
      supplier_id: 2,
    });
    expect(purchase.statusCode).toBe(202);
    const confirmation = await bo(ctx, 'POST', `/${ctx.done.uuid}/resend-mail`, ctx.operator, { mail: 'confirmation' });
    expect(confirmation.statusCode).toBe(202);
    await ctx.bus.drain();
    expect(ctx.mailer.sent.slice(before + 1).map((m) => m.to[0])).toEqual([
      'orders@ruhr-stahl-gmbh.example',
      'anna.virtanen@rakennus-oy.fi',
    ]);
    const view = BackofficeOrderSchema.parse(confirmation.json());
    expect(view.timeline.slice(-3).map((e) => [e.type, e.actor.name, e.detail])).toEqual([
      ['mail_resent', 'olli.operaattori@nordbau.example', 'fulfilment_update'],
      ['mail_resent', 'olli.operaattori@nordbau.example', 'purchase_order'],
      ['mail_resent', 'olli.operaattori@nordbau.example', 'confirmation'],
    ]);
    const unknown = await bo(ctx, 'POST', `/${ctx.done.uuid}/resend-mail`, ctx.operator, {
      mail: 'fulfilment_update',
      supplier_id: 2,
      history_index: 0,
    });
    expect([unknown.statusCode, unknown.json().issues[0].field]).toEqual([409, 'history_index']);
  });

  it('marks delivered and reviewed only where the status table allows it', async () => {
    const refused = await bo(ctx, 'POST', `/${ctx.done.uuid}/mark-reviewed`, ctx.operator);
    expect([refused.statusCode, refused.json().issues]).toEqual([
      409,
      [{ field: 'state', reason: 'Only a delivered order can be marked reviewed.' }],
    ]);
    const delivered = await bo(ctx, 'POST', `/${ctx.done.uuid}/mark-delivered`, ctx.operator);
    expect([delivered.statusCode, delivered.json().summary.order_status]).toEqual([200, 'done']);
    const twice = await bo(ctx, 'POST', `/${ctx.done.uuid}/mark-delivered`, ctx.operator);
    expect(twice.statusCode).toBe(409);
    const reviewed = await bo(ctx, 'POST', `/${ctx.done.uuid}/mark-reviewed`, ctx.operator);
    expect(reviewed.statusCode).toBe(200);
    const view = BackofficeOrderSchema.parse(reviewed.json());
    expect(view.summary.order_status).toBe('reviewed');
    expect(view.can).toEqual({ mark_delivered: false, mark_reviewed: false, decide_credit: false });
    expect(view.timeline.slice(-2).map((e) => [e.type, e.actor.kind])).toEqual([
      ['marked_delivered', 'operator'],
      ['marked_reviewed', 'operator'],
    ]);
  });
});
