import { defaultCompanyBilling, type EventPayload } from '@shop/contracts';
import { operatorSessions } from '@shop/service-kit/testing';
import type { OrderSearch } from '../../src/backoffice/order-search';
import type { TestBrowser } from '../browser';
import { cartToComplete } from '../checkout-fixture';
import { virtanenMember } from '../company-fixture';
import { FakeUsers, sessionSecret } from '../fake-users';
import { buildOrders } from '../helper';

/** A verified company with a credit limit of 1,000 EUR incl. VAT. */
const virtanen = (role: 'admin' | 'buyer' = 'buyer', orderLimit: number | null = null) =>
  virtanenMember(role, orderLimit, { ...defaultCompanyBilling, credit_limit: 100_000 });
const noSearch: OrderSearch = {
  search: async () => {
    throw new Error('not searched here');
  },
  close: async () => undefined,
};

/**
 * An orders service whose company owes `balance` cents on open invoices (asked per company), with
 * the back office for an operator; 4 × variant 102 at 24.50 EUR per order.
 */
async function shop(balance: number) {
  const users = new FakeUsers();
  const staff = operatorSessions(sessionSecret);
  const asked: string[] = [];
  const ctx = await buildOrders({
    sessionSecret,
    buyers: users.directory,
    companyAccounts: users.companies,
    sessionCheck: { cacheMs: 0 },
    openBalance: async (companyId) => {
      asked.push(companyId);
      return balance;
    },
    backoffice: { search: noSearch, operators: { users: staff.users, sessionSecret } },
  });
  ctx.catalogue.put(102, { sale_price: 2_450 });
  const placed: EventPayload<'order.placed'>[] = [];
  await ctx.bus.subscribe('test-placed', 'order.placed', (e) => void placed.push(e.payload));
  const buyer = (membership = virtanen()) => ctx.browser().login(users.login(3, [], { company: membership }));
  const operator = ctx.browser().login(staff.operator);
  const notOperator = ctx.browser().login(staff.buyer);
  return { ...ctx, asked, placed, buyer, operator, notOperator };
}

/** A cart on invoice whose completion asks, with `credit_approval: true`, for the shop's approval. */
async function order(browser: TestBrowser) {
  const { uuid, complete } = await cartToComplete(browser);
  return { uuid, complete: (more: object = {}) => complete('de', more) };
}

const decide = (browser: TestBrowser, uuid: string, payload: object) =>
  browser.inject({ method: 'POST', url: `/orders/backoffice/orders/${uuid}/credit-approval`, payload });

describe("an order on invoice above its company's credit limit", () => {
  it('is refused on the payment method when the open balance takes it over; card instead is not checked', async () => {
    const ctx = await shop(99_000);
    const { uuid, complete } = await order(ctx.buyer());
    const refused = await complete();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CREDIT_LIMIT',
      issues: [{ field: 'paymentmethod' }],
    });
    expect(refused.json().message).toContain('Kreditlimit von 1.000,00');
    expect(ctx.asked).toEqual(['c-virtanen']);
    expect((await ctx.store.findByUuid(uuid))?.order_number).toBeNull();
    // Paid by card instead, nothing is owed on invoice: completed without a check.
    await ctx.buyer().inject({ method: 'PATCH', url: `/orders/set-payment-method/${uuid}/card` });
    expect((await complete()).json()).toMatchObject({ order_status: 'confirmed', paymentmethod: { name: 'card' } });
    expect(ctx.asked).toHaveLength(1);
    await ctx.server.close();
  });

  it('completes as always while the open balance and the order stay within the limit', async () => {
    const ctx = await shop(0);
    const { complete } = await order(ctx.buyer());
    expect((await complete()).json()).toMatchObject({ order_status: 'confirmed' });
    await ctx.bus.drain();
    expect(ctx.placed).toHaveLength(1);
    await ctx.server.close();
  });

  it("waits for an operator's approval when the buyer asks for it, and goes on as placed once approved", async () => {
    const ctx = await shop(99_000);
    const { uuid, complete } = await order(ctx.buyer());
    const waiting = await complete({ credit_approval: true });
    expect(waiting.json()).toMatchObject({ order_status: 'awaiting_approval' });
    const stored = await ctx.store.findByUuid(uuid);
    expect(stored?.credit_approval).toMatchObject({ status: 'pending', limit: 100_000, open_balance: 99_000 });
    expect(stored?.approval).toBeUndefined();
    await ctx.bus.drain();
    expect(ctx.placed).toEqual([]);

    const denied = await decide(ctx.notOperator, uuid, { decision: 'approve' });
    expect(denied.statusCode).toBe(403);
    const approved = await decide(ctx.operator, uuid, { decision: 'approve', comment: 'Zahlt zuverlässig.' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      summary: { order_status: 'confirmed' },
      credit_approval: { status: 'approved', decided_by: 'user1@nordbau.example', comment: 'Zahlt zuverlässig.' },
      can: { decide_credit: false },
    });
    expect(approved.json().timeline.at(-1)).toMatchObject({ type: 'credit_approved', detail: 'Zahlt zuverlässig.' });
    await ctx.bus.drain();
    expect(ctx.placed.map((p) => p.uuid)).toEqual([uuid]);
    const again = await decide(ctx.operator, uuid, { decision: 'reject', comment: 'Zu spät' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'BACKOFFICE_STATE']);
    await ctx.server.close();
  });

  it('is cancelled by a rejection, which needs its reason', async () => {
    const ctx = await shop(99_000);
    const { uuid, complete } = await order(ctx.buyer());
    await complete({ credit_approval: true });
    const bare = await decide(ctx.operator, uuid, { decision: 'reject' });
    expect([bare.statusCode, bare.json().issues[0].field]).toEqual([400, 'comment']);
    const rejected = await decide(ctx.operator, uuid, { decision: 'reject', comment: 'Offene Posten zuerst.' });
    expect(rejected.json()).toMatchObject({ summary: { order_status: 'cancelled' } });
    await ctx.bus.drain();
    expect(ctx.placed).toEqual([]);
    await ctx.server.close();
  });

  it('waits for the company admin and the shop alike when above both limits; placed once both approved', async () => {
    const ctx = await shop(99_000);
    const buyer = ctx.buyer(virtanen('buyer', 50));
    const { uuid, complete } = await order(buyer);
    expect((await complete({ credit_approval: true })).json()).toMatchObject({ order_status: 'awaiting_approval' });
    await decide(ctx.operator, uuid, { decision: 'approve' });
    expect((await ctx.store.findByUuid(uuid))?.order_status).toBe('awaiting_approval');
    const admin = ctx.buyer(virtanen('admin'));
    const decided = await admin.inject({
      method: 'POST',
      url: `/orders/approval/${uuid}`,
      payload: { decision: 'approve' },
    });
    expect(decided.statusCode).toBe(200);
    expect((await ctx.store.findByUuid(uuid))?.order_status).toBe('confirmed');
    await ctx.bus.drain();
    expect(ctx.placed.map((p) => p.uuid)).toEqual([uuid]);
    await ctx.server.close();
  });
});
