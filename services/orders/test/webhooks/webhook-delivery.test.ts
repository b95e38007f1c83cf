import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebhookPayloadSchema } from '@shop/contracts';
import { cartToComplete } from '../checkout-fixture';
import { virtanenMember } from '../company-fixture';
import { FakeUsers, sessionSecret } from '../fake-users';
import { buildOrders } from '../helper';
import { httpPostWebhook } from '../../src/webhooks/post-webhook';
import { SqliteWebhookStore } from '../../src/webhooks/adapters/sqlite-webhook-store';
import { WebhookSender } from '../../src/webhooks/webhook-sender';
import { placedWebhook } from '../../src/webhooks/webhook-subscribers';
import { invoiceOnPlaced } from '../../src/invoicing/issue-invoices';
import { endpointOf } from './webhook-store.contract';
import { startReceiver } from './webhook-receiver';

/**
 * The senders' and receivers' clock, moved on by the tests so that a retry's back-off passes
 * without waiting for it: `running` goes on from the real time (the orders service queues at it),
 * otherwise it stands still at the moment it was made.
 */
function clock({ running = false } = {}) {
  const start = Date.now();
  let ahead = 0;
  return { now: () => new Date((running ? Date.now() : start) + ahead), pass: (ms: number) => (ahead += ms) };
}

/** The orders service (with `options`) and the browser of c-virtanen's admin, logged in. */
async function companyMemberShop(options: Parameters<typeof buildOrders>[0]) {
  const users = new FakeUsers();
  const sessions = { sessionSecret, buyers: users.directory, companyAccounts: users.companies };
  const ctx = await buildOrders({ ...sessions, sessionCheck: { cacheMs: 0 }, ...options });
  ctx.catalogue.put(102, { sale_price: 2_450 });
  const buyer = ctx.browser().login(users.login(3, [], { name: 'Mikko Laine', company: virtanenMember('admin') }));
  return { ctx, buyer };
}

describe('an order placed by a company member reaches its ERP, signed', () => {
  it('posts order.placed to the company’s endpoint, retries after a 500 under the same id, and logs it', async () => {
    const time = clock({ running: true });
    const { ctx, buyer } = await companyMemberShop({
      subscribers: [placedWebhook],
      webhookSender: { now: time.now, firstDelayMs: 60_000, pollMs: 3_600_000 },
    });
    const endpoint = endpointOf('c-virtanen', { url: '' });
    const receiver = await startReceiver(() => endpoint.secret, [500], time.now);
    await ctx.webhooks.store.createEndpoint({ ...endpoint, url: receiver.url });
    await ctx.webhooks.store.createEndpoint(endpointOf('c-virtanen', { url: receiver.url, active: false }));
    await ctx.webhooks.store.createEndpoint(endpointOf('c-other', { url: receiver.url }));

    const sent = (await (await cartToComplete(buyer)).complete()).json<{ uuid: string; order_number: string }>();
    await ctx.bus.drain();
    await receiver.requests(1);
    await ctx.webhooks.sender.idle();
    const [delivery] = await ctx.webhooks.store.deliveriesOf('c-virtanen', 10);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_status: 500, order_uuid: sent.uuid });

    time.pass(60_000);
    expect(await ctx.webhooks.sender.sendDue()).toBe(1);
    expect(receiver.received.map((r) => r.refusal)).toEqual([null, null]);
    const [first, retry] = receiver.received;
    expect(retry!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(retry!.headers['webhook-id']).toBe(delivery!.id);
    const payload = WebhookPayloadSchema.parse(JSON.parse(retry!.body));
    expect(payload).toMatchObject({
      version: 1,
      type: 'order.placed',
      company_id: 'c-virtanen',
      order: { uuid: sent.uuid, order_number: sent.order_number, currency: 'EUR' },
      part: null,
    });
    // Allow-listed fields only: nothing of the order's access secrets, operator log or buyer's form.
    expect(retry!.body).not.toMatch(/access|operator_log|form|cart_hash/);
    expect(await ctx.webhooks.store.deliveriesOf('c-virtanen', 10)).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 2, last_status: 200, event_type: 'order.placed' }),
    ]);
    expect(await ctx.webhooks.store.deliveriesOf('c-other', 10)).toEqual([]);
    await ctx.app.close();
    await receiver.close();
  });
});

describe('an invoice issued for a company member’s order reaches its ERP, signed', () => {
  it('posts invoice.issued (number, order, totals, due date, links) to the endpoints taking it, once', async () => {
    const { ctx, buyer } = await companyMemberShop({
      invoiceOn: 'placed',
      publicUrl: 'https://shop.example',
      subscribers: [invoiceOnPlaced],
    });
    const endpoint = endpointOf('c-virtanen', { url: '', events: ['invoice.issued'] });
    const receiver = await startReceiver(() => endpoint.secret);
    await ctx.webhooks.store.createEndpoint({ ...endpoint, url: receiver.url });
    await ctx.webhooks.store.createEndpoint(endpointOf('c-virtanen', { url: receiver.url, events: ['order.placed'] }));

    const sent = (await (await cartToComplete(buyer)).complete()).json<{ uuid: string; order_number: string }>();
    await ctx.bus.drain();
    await receiver.requests(1);
    const [invoice] = await ctx.invoices.forOrder(sent.uuid);
    const [received, ...more] = receiver.received;
    expect(more).toEqual([]);
    expect(received!.refusal).toBeNull();
    const payload = WebhookPayloadSchema.parse(JSON.parse(received!.body));
    expect(payload).toMatchObject({
      type: 'invoice.issued',
      company_id: 'c-virtanen',
      order: { uuid: sent.uuid, order_number: sent.order_number },
      part: null,
      cancelled_line: null,
      invoice: {
        uuid: invoice!.uuid,
        kind: 'invoice',
        number: invoice!.number,
        issue_date: invoice!.issue_date,
        due_date: invoice!.payment!.due_date,
        reference: invoice!.payment!.reference,
        credits: null,
        totals: { net: invoice!.totals.net, vat: invoice!.totals.vat, gross: invoice!.totals.gross },
        links: {
          pdf: `https://shop.example/api/orders/invoices/${invoice!.uuid}/pdf`,
          invoices: 'https://shop.example/invoices',
        },
      },
    });
    expect(payload.invoice!.totals.gross).toBe(payload.order.total_price_with_vat);

    // The invoicing consumer naming the invoice again (the event published again) queues nothing new.
    const order = (await ctx.store.findByUuid(sent.uuid))!;
    await ctx.bus.publish('order.placed', {
      orderId: order.id!,
      uuid: order.uuid,
      orderNumber: sent.order_number,
      locale: 'fi',
      email: 'mikko.laine@virtanen.fi',
      additionalEmails: [],
      totalWithVat: order.total_price_with_vat,
    });
    await ctx.bus.drain();
    expect(await ctx.webhooks.store.deliveriesOf('c-virtanen', 10)).toEqual([
      expect.objectContaining({ event_type: 'invoice.issued', order_uuid: sent.uuid }),
    ]);
    await ctx.app.close();
    await receiver.close();
  });
});

describe('the webhook sender against a real receiver', () => {
  const dir = mkdtempSync(join(tmpdir(), 'webhook-sender-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function queued(answers: number[], maxAttempts = 3) {
    const store = new SqliteWebhookStore(join(dir, `${randomUUID()}.sqlite`));
    const endpoint = endpointOf('c-virtanen');
    const time = clock();
    const receiver = await startReceiver(() => endpoint.secret, answers, time.now);
    await store.createEndpoint({ ...endpoint, url: receiver.url });
    const options = { now: time.now, firstDelayMs: 1000, maxAttempts };
    const sender = new WebhookSender(store, httpPostWebhook({ local: true }), options);
    const id = `wh_${'b'.repeat(32)}`;
    await store.enqueue(
      [
        {
          id,
          endpoint_id: endpoint.id,
          company_id: 'c-virtanen',
          url: receiver.url,
          event_type: 'order.placed',
          order_uuid: randomUUID(),
          order_number: 'NB-1',
          body: '{"version":1}',
        },
      ],
      time.now(),
    );
    const done = async () => {
      await store.close();
      await receiver.close();
    };
    return { store, endpoint, receiver, sender, time, id, options, done };
  }

  it('gives up on a 4xx other than 408 and 429 at once: the receiver refused it', async () => {
    const { store, sender, id, done } = await queued([422]);
    await sender.sendDue();
    expect(await store.delivery(id)).toMatchObject({ status: 'failed', attempts: 1, last_status: 422 });
    await done();
  });

  it('retries 429, 408 and 5xx with a growing back-off, dead after the last attempt, sent again by hand', async () => {
    const { store, sender, time, id, receiver, done } = await queued([429, 408, 503]);
    await sender.sendDue();
    expect(await store.delivery(id)).toMatchObject({ status: 'pending', last_status: 429 });
    time.pass(999);
    expect(await sender.sendDue()).toBe(0);
    time.pass(1);
    await sender.sendDue();
    expect(await store.delivery(id)).toMatchObject({ status: 'pending', attempts: 2, last_status: 408 });
    time.pass(3000);
    await sender.sendDue();
    expect(await store.delivery(id)).toMatchObject({ status: 'dead', attempts: 3, last_status: 503 });
    await store.resend(id, time.now());
    await sender.sendDue();
    expect(await store.delivery(id)).toMatchObject({ status: 'delivered', attempts: 1, last_status: 200 });
    expect(receiver.received.every((r) => r.refusal === null)).toBe(true);
    await done();
  });

  it('counts a receiver that is not listening as a network error to retry', async () => {
    const { store, sender, id, receiver } = await queued([]);
    await receiver.close();
    await sender.sendDue();
    expect(await store.delivery(id)).toMatchObject({ status: 'pending', attempts: 1, last_status: null });
    expect((await store.delivery(id))!.last_error).toMatch(/ECONNREFUSED/);
    await store.close();
  });

  it('signs with the secret as rotated: the receiver with the new secret accepts the next attempt', async () => {
    const { store, sender, endpoint, time, id, receiver, done } = await queued([500]);
    await sender.sendDue();
    const rotated = 'whsec_rotated';
    await store.changeEndpoint(endpoint.id, { secret: rotated, updated_at: time.now().toISOString() });
    endpoint.secret = rotated;
    time.pass(1000);
    await sender.sendDue();
    expect(receiver.received.map((r) => r.refusal)).toEqual([null, null]);
    expect(await store.delivery(id)).toMatchObject({ status: 'delivered' });
    await done();
  });

  it('sends a delivery once when two replicas’ senders look at the queue at the same moment', async () => {
    const { store, sender, options, receiver, done } = await queued([]);
    const replica = new WebhookSender(store, httpPostWebhook({ local: true }), options);
    const attempted = await Promise.all([sender.sendDue(), replica.sendDue()]);
    expect(attempted.sort()).toEqual([0, 1]);
    expect(receiver.received).toHaveLength(1);
    await done();
  });

  it('refuses, when local receivers are not allowed, a name that resolves to a private address', async () => {
    const { store, endpoint, receiver, id, done } = await queued([]);
    await store.changeEndpoint(endpoint.id, {
      url: receiver.url.replace('127.0.0.1', 'localhost'),
      updated_at: new Date().toISOString(),
    });
    const strict = new WebhookSender(store, httpPostWebhook({ local: false }));
    await strict.sendDue();
    expect(receiver.received).toEqual([]);
    expect((await store.delivery(id))!.last_error).toMatch(/not a public address/);
    await done();
  });
});
