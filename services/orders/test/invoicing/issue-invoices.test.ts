import { join } from 'node:path';
import {
  InvoiceSchema,
  seller,
  type BackofficeOrder,
  type EventEnvelope,
  type Invoice,
  type Order,
} from '@shop/contracts';
import {
  creditOnCancellation,
  invoiceOnFulfilment,
  invoiceOnPlaced,
  type InvoicingDeps,
} from '../../src/invoicing/issue-invoices';
import { subscribe } from '../../src/events/subscriber';
import type { InvoiceStore } from '../../src/invoicing/invoice-store';
import type { InvoicingConfig } from '../../src/invoicing/invoicing-config';
import { MongoInvoiceStore } from '../../src/invoicing/adapters/mongo-invoice-store';
import { SqliteInvoiceStore } from '../../src/invoicing/adapters/sqlite-invoice-store';
import { describeWithMongo } from '@shop/service-kit/testing';
import { backofficeWithOrder } from '../backoffice/backoffice-fixture';

jest.setTimeout(60_000);

type Ctx = Awaited<ReturnType<typeof backofficeWithOrder>>;

const bank = { iban: 'FI21 1234 5600 0007 85', bic: 'NDEAFIHH' };

/** The fixture's order (three lines, two suppliers, on invoice) with the invoicing consumers listening. */
async function invoicedShop(
  invoiceOn: InvoicingConfig['invoiceOn'],
  now: () => Date = () => new Date('2026-12-01T10:00:00Z'),
  invoices?: InvoiceStore,
) {
  const ctx = await backofficeWithOrder();
  const deps: InvoicingDeps = {
    bus: ctx.bus,
    store: ctx.store,
    mailer: ctx.mailer,
    pdf: ctx.pdf,
    seller,
    invoices: invoices ?? ctx.invoices,
    invoicing: { bank, invoiceOn },
    now,
  };
  for (const subscriber of [invoiceOnFulfilment, invoiceOnPlaced, creditOnCancellation])
    await subscribe(subscriber as never, deps);
  return { ctx, deps };
}

const cancel = (ctx: Ctx, variantId: number, supplierId: number) =>
  ctx.server.inject({
    method: 'POST',
    url: `/orders/backoffice/orders/${ctx.done.uuid}/cancel-line`,
    headers: { 'x-locale': 'en', ...ctx.operator },
    payload: { supplier_id: supplierId, variant_id: variantId, reason: 'Der Lieferant liefert die Serie nicht mehr' },
  });

const placedEvent = (uuid: string): EventEnvelope<'order.placed'> => ({
  id: `placed-${uuid}`,
  topic: 'order.placed',
  occurredAt: new Date().toISOString(),
  payload: {
    orderId: 1,
    uuid,
    orderNumber: 'x',
    locale: 'fi',
    email: 'anna@example.fi',
    additionalEmails: [],
    totalWithVat: 1,
  },
});

/** A supplier's shipment delivered again, to this replica and to another one on the same database at once. */
function shippedAgainOnTwoReplicas(deps: InvoicingDeps, replica: InvoiceStore, uuid: string, supplierId: number) {
  const shipped: EventEnvelope<'fulfilment.part-changed'> = {
    id: `shipped-again-${supplierId}`,
    topic: 'fulfilment.part-changed',
    occurredAt: new Date().toISOString(),
    payload: { uuid, supplierId, change: 'shipped', historyIndex: 3 },
  };
  return Promise.all([
    invoiceOnFulfilment.handle(shipped, deps),
    invoiceOnFulfilment.handle(shipped, { ...deps, invoices: replica }),
  ]);
}

const documentsOf = async (ctx: Ctx) => ctx.invoices.forOrder(ctx.done.uuid);
const mailsAbout = (ctx: Ctx, document: Invoice) =>
  ctx.mailer.sent.filter((mail) => mail.subject.includes(document.number));
const netOf = (order: Order) => order.total_price + order.total_delivery_price;

describe('issuing: an order on invoice is invoiced once fulfilled (INVOICE_ON=fulfilled)', () => {
  let ctx: Ctx;
  let deps: InvoicingDeps;
  beforeAll(async () => {
    ({ ctx, deps } = await invoicedShop('fulfilled'));
  });
  afterAll(() => ctx?.close());

  it('issues nothing while a part is open, nor while an undeliverable line is still on the order', async () => {
    expect((await ctx.supplier('/confirm', 1, { dispatch_date: '2026-11-30' })).statusCode).toBe(200);
    await ctx.bus.drain();
    expect(await documentsOf(ctx)).toEqual([]);
    await ctx.supplier('/shipped', 1, { carrier: 'Matkahuolto', tracking_number: 'MH123456789FI' });
    await ctx.supplier('/not-deliverable', 2, { variant_id: 102, reason: 'Serie eingestellt' });
    await ctx.bus.drain();
    expect(await documentsOf(ctx)).toEqual([]);
  });

  it('issues the invoice of what was delivered once the undeliverable line is cancelled, and mails it', async () => {
    expect((await cancel(ctx, 102, 2)).statusCode).toBe(200);
    await ctx.bus.drain();
    const order = (await ctx.store.findByUuid(ctx.done.uuid))!;
    const [invoice, ...others] = await documentsOf(ctx);
    expect(others).toEqual([]);
    expect(InvoiceSchema.parse(invoice)).toMatchObject({
      kind: 'invoice',
      number: 'INV-000001',
      order: { uuid: order.uuid, number: order.order_number },
      issue_date: '2026-12-01',
      locale: 'fi',
      buyer: { name: 'Rakennus Oy', email: order.form!.email },
      references: { purchase_order: 'Työmaa Pasila', cost_center: null },
      e_invoice: null,
      payment: { terms: { net_days: 30 }, due_date: '2026-12-31' },
    });
    expect(invoice!.lines.map((line) => line.code)).toEqual(['POST-1', 'CLAMP-3']);
    expect([invoice!.totals.net, invoice!.totals.vat, invoice!.totals.gross]).toEqual([
      netOf(order),
      order.total_vat_price,
      order.total_price_with_vat,
    ]);
    const [mail, ...again] = mailsAbout(ctx, invoice!);
    expect(again).toEqual([]);
    expect(mail!.subject).toBe(`Lasku INV-000001 tilauksestanne ${order.order_number}`);
    expect(mail!.to[0]).toBe(order.form!.email);
    expect(mail!.attachments!.map((a) => [a.filename, a.contentType])).toEqual([['INV-000001.pdf', 'application/pdf']]);
    expect(ctx.pdf.printed.at(-1)).toContain('INV-000001');
  });

  it('issues it once however often the events come, and with two replicas on one database', async () => {
    const order = (await ctx.store.findByUuid(ctx.done.uuid))!;
    const replica = new SqliteInvoiceStore(join(ctx.dir, 'orders.sqlite'));
    await shippedAgainOnTwoReplicas(deps, replica, order.uuid, 1);
    await replica.close();
    expect((await documentsOf(ctx)).map((document) => document.number)).toEqual(['INV-000001']);
  });
});

describe('issuing: the last supplier shipment of an order on invoice issues its invoice', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ({ ctx } = await invoicedShop('fulfilled'));
  });
  afterAll(() => ctx?.close());

  it('with every line shipped, for the whole order, mailed once', async () => {
    await ship(ctx, 1);
    expect(await documentsOf(ctx)).toEqual([]);
    await ship(ctx, 2);
    const order = (await ctx.store.findByUuid(ctx.done.uuid))!;
    const [invoice] = await documentsOf(ctx);
    expect(order.order_status).toBe('in_delivery');
    expect(invoice!.lines.map((line) => line.code)).toEqual(['POST-1', 'PANEL-2', 'CLAMP-3']);
    expect(invoice!.totals.gross).toBe(order.total_price_with_vat);
    expect(mailsAbout(ctx, invoice!)).toHaveLength(1);
  });
});

/** The suppliers confirm and ship their parts, and the consumers have heard it. */
async function ship(ctx: Ctx, ...supplierIds: number[]) {
  for (const supplierId of supplierIds) {
    await ctx.supplier('/confirm', supplierId, { dispatch_date: '2026-11-30' });
    await ctx.supplier('/shipped', supplierId, { carrier: 'DHL', tracking_number: `DHL${supplierId}00042` });
  }
  await ctx.bus.drain();
}

describeWithMongo('issuing into MongoInvoiceStore (MongoDB protocol)', (server) => {
  // Nested: its cleanup runs before the server stops.
  describe('the fulfilled order', () => {
    let ctx: Ctx;
    let deps: InvoicingDeps;
    let replica: MongoInvoiceStore;
    beforeAll(async () => {
      const uri = server().databaseUri('orders_issuing_test');
      replica = await new MongoInvoiceStore(uri).ready();
      ({ ctx, deps } = await invoicedShop('fulfilled', undefined, await new MongoInvoiceStore(uri).ready()));
    });
    afterAll(async () => {
      await replica.dropDatabase();
      await replica.close();
      await deps.invoices.close();
      await ctx?.close();
    });

    it('issues the invoice of the shipped order once, also with the event twice on two replicas', async () => {
      await ship(ctx, 1, 2);
      const order = (await ctx.store.findByUuid(ctx.done.uuid))!;
      await shippedAgainOnTwoReplicas(deps, replica, order.uuid, 2);
      const documents = await replica.forOrder(order.uuid);
      expect(documents.map((document) => [document.number, document.totals.gross])).toEqual([
        ['INV-000001', order.total_price_with_vat],
      ]);
    });
  });
});

describe('issuing: with INVOICE_ON=placed a line cancelled later gets a credit note', () => {
  let ctx: Ctx;
  let deps: InvoicingDeps;
  beforeAll(async () => {
    // The clock of the operator's cancellation: the timeline orders the documents among its entries.
    ({ ctx, deps } = await invoicedShop('placed', () => new Date()));
    // What the checkout fixes on an order on invoice (helper B's part): here a Finvoice recipient and a cost centre.
    const placed = (await ctx.store.findByUuid(ctx.done.uuid))!;
    await ctx.store.replace({
      ...placed,
      billing: {
        payment_terms: { net_days: 14, early_payment: null },
        e_invoice: { format: 'finvoice', address: '003712345671', operator: 'NDEAFIHH' },
        purchase_order: 'PO-4711',
        cost_center: 'KP 410',
      },
    });
    // The fixture placed its order before these consumers listened: its order.placed once more.
    await invoiceOnPlaced.handle(placedEvent(ctx.done.uuid), deps);
  });
  afterAll(() => ctx?.close());

  it("invoices the whole order as placed, at the order's billing, with its e-invoice in the mail", async () => {
    const order = (await ctx.store.findByUuid(ctx.done.uuid))!;
    const [invoice] = await documentsOf(ctx);
    expect(invoice!.lines.map((line) => line.code)).toEqual(['POST-1', 'PANEL-2', 'CLAMP-3']);
    expect(invoice!.totals.gross).toBe(order.total_price_with_vat);
    expect(invoice).toMatchObject({
      references: { purchase_order: 'PO-4711', cost_center: 'KP 410' },
      payment: { terms: { net_days: 14 } },
      e_invoice: { format: 'finvoice' },
    });
    const [mail, ...again] = mailsAbout(ctx, invoice!);
    expect(again).toEqual([]);
    const xml = mail!.attachments!.find((a) => a.contentType === 'application/xml')!;
    expect(xml.filename).toBe('INV-000001-finvoice.xml');
    expect(xml.content.toString('utf8')).toContain('<OrderIdentifier>PO-4711</OrderIdentifier>');
  });

  it('credits the cancelled line, referring to the invoice, for what its cancellation took off the net', async () => {
    expect((await cancel(ctx, 102, 2)).statusCode).toBe(200);
    await ctx.bus.drain();
    const order = (await ctx.store.findByUuid(ctx.done.uuid))!;
    const [invoice, note, ...others] = await documentsOf(ctx);
    expect(others).toEqual([]);
    const cancelled = order.cancelled_lines![0]!;
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: 'CRN-000001',
      credits: { uuid: invoice!.uuid, number: invoice!.number },
      lines: [{ code: 'PANEL-2', quantity: 10 }],
      payment: null,
    });
    expect(note!.totals.net).toBe(cancelled.credit.net);
    expect(invoice!.totals.net - note!.totals.net).toBe(netOf(order));
    const [mail, ...again] = mailsAbout(ctx, note!);
    expect(again).toEqual([]);
    expect(mail!.subject).toBe(`Hyvityslasku CRN-000001 tilauksestanne ${order.order_number}`);
    expect(mail!.text).toContain(invoice!.number);
  });

  it("shows both in the order's back-office timeline, after the cancellation that caused the credit note", async () => {
    const res = await ctx.server.inject({
      method: 'GET',
      url: `/orders/backoffice/orders/${ctx.done.uuid}`,
      headers: { 'x-locale': 'en', ...ctx.operator },
    });
    const entries = (res.json() as BackofficeOrder).timeline.map((entry) => [
      entry.type,
      entry.actor.kind,
      entry.detail,
      entry.lines.map((line) => line.code),
    ]);
    expect(entries.filter(([type]) => type !== 'part_created' && type !== 'purchase_order_mailed')).toEqual([
      ['completed', 'buyer', 'invoice', []],
      ['invoice_issued', 'system', 'INV-000001', []],
      ['line_cancelled', 'operator', 'Der Lieferant liefert die Serie nicht mehr', ['PANEL-2']],
      ['credit_note_issued', 'system', 'CRN-000001', ['PANEL-2']],
    ]);
  });

  it('issues the credit note once when the cancellation is delivered again', async () => {
    const order = (await ctx.store.findByUuid(ctx.done.uuid))!;
    const request: EventEnvelope<'backoffice.mail-requested'> = {
      id: 'cancel-again',
      topic: 'backoffice.mail-requested',
      occurredAt: new Date().toISOString(),
      payload: { uuid: order.uuid, mail: 'line_cancelled', logIndex: order.operator_log!.length - 1 },
    };
    await creditOnCancellation.handle(request, deps);
    await creditOnCancellation.handle(request, deps);
    expect((await documentsOf(ctx)).map((document) => document.number)).toEqual(['INV-000001', 'CRN-000001']);
  });
});
