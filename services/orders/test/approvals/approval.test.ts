import type { CompanyMembership, EventPayload, Order } from '@shop/contracts';
import { approvalRequestMail, approvalDecisionMail } from '../../src/approvals/send-approval-mails';
import type { TestBrowser } from '../browser';
import { cartToComplete, finnishCompanyForm } from '../checkout-fixture';
import { virtanenMember } from '../company-fixture';
import { FakeUsers, sessionSecret } from '../fake-users';
import { buildOrders } from '../helper';
import { RecordingMailer } from '../recording-fakes';

const other: CompanyMembership = { ...virtanenMember('admin'), company_id: 'c-other', name: 'Muu Oy' };

/**
 * A company with an admin (Finnish), a second admin (German), a buyer with a limit of 150 EUR and a
 * buyer without one; another company's admin, a private buyer; the approval mails recorded.
 */
async function company(options: { payments?: null; sessionCheck?: { cacheMs: number } } = {}) {
  const users = new FakeUsers();
  users.admins.set('c-virtanen', [
    { userid: 1, email: 'anna@virtanen.fi', customername: 'Anna Virtanen', locale: 'fi' },
    { userid: 2, email: 'klaus@virtanen.fi', customername: 'Klaus Berg', locale: 'de' },
  ]);
  const mailer = new RecordingMailer();
  const ctx = await buildOrders({
    sessionSecret,
    buyers: users.directory,
    companyAccounts: users.companies,
    sessionCheck: { cacheMs: 0 },
    publicUrl: 'https://nordbau.test',
    mailer,
    subscribers: [approvalRequestMail, approvalDecisionMail],
    ...options,
  });
  ctx.catalogue.put(102, { sale_price: 2_450 });
  const completed: EventPayload<'order.placed'>[] = [];
  await ctx.bus.subscribe('test-completed', 'order.placed', (e) => void completed.push(e.payload));
  const as = (userid: number, name: string, membership: CompanyMembership | null) => {
    const token = users.login(userid, [], { name, company: membership });
    return { browser: ctx.browser().login(token), token };
  };
  const admin = as(1, 'Anna Virtanen', virtanenMember('admin'));
  const buyer = as(3, 'Mikko Laine', virtanenMember('buyer', 150));
  const unlimited = as(4, 'Sari Koski', virtanenMember('buyer', null));
  const otherAdmin = as(5, 'Olli Muu', other);
  const privateBuyer = as(6, 'Pekka Yksityinen', null);
  return { ...ctx, users, mailer, completed, admin, buyer, unlimited, otherAdmin, privateBuyer };
}

async function order(browser: TestBrowser, { amount = 4, method = 'invoice' } = {}) {
  const { complete } = await cartToComplete(browser, { amount, method });
  return complete();
}

const decide = (browser: TestBrowser, uuid: string, payload: object, locale = 'en') =>
  browser.inject({ method: 'POST', url: `/orders/approval/${uuid}`, headers: { 'x-locale': locale }, payload });

describe('an order above a company buyer’s limit waits for an admin’s approval', () => {
  it(
    'is sent as awaiting_approval: numbered, nothing announced ' + 'as completed, every admin mailed in their language',
    async () => {
      const ctx = await company();
      const res = await order(ctx.buyer.browser);
      expect(res.statusCode).toBe(200);
      const sent = res.json();
      expect(sent.order_status).toBe('awaiting_approval');
      expect(sent.order_number).toMatch(/^NB-/);
      expect(sent.total_price_with_vat).toBeGreaterThan(15_000);

      const stored = (await ctx.store.findByUuid(sent.uuid))!;
      expect(stored.approval).toMatchObject({
        status: 'pending',
        limit: 15_000,
        approvers: ['Anna Virtanen', 'Klaus Berg'],
      });
      expect(stored.company).toEqual({
        id: 'c-virtanen',
        name: 'Rakennusliike Virtanen Oy',
        placed_by: { userid: 3, name: 'Mikko Laine' },
      });
      await ctx.bus.drain();
      expect(ctx.completed).toEqual([]);
      expect(ctx.mailer.sent.map((m) => m.to)).toEqual([['anna@virtanen.fi'], ['klaus@virtanen.fi']]);
      const [fi, de] = ctx.mailer.sent;
      expect(fi!.subject).toBe(`Tilaus ${sent.order_number} odottaa hyväksyntääsi`);
      expect(fi!.text).toContain(`https://nordbau.test/approval/${sent.uuid}`);
      expect(fi!.text).toContain('Mikko Laine');
      expect(de!.subject).toBe(`Bestellung ${sent.order_number} wartet auf Ihre Freigabe`);
      expect(de!.text).toMatch(/über dem Bestelllimit von 150,00\s€/);

      // The buyer sees it waiting, with whom it waits for.
      const mine = (await ctx.buyer.browser.inject({ method: 'GET', url: `/orders/by-id/${sent.uuid}` })).json();
      expect(mine.order_status).toBe('awaiting_approval');
      expect(mine.approval.approvers).toEqual(['Anna Virtanen', 'Klaus Berg']);
      expect(mine.isProcessed).toBe(false);
      await ctx.app.close();
    },
  );

  // An admin who opened the approval link seconds after making their company was told the order did
  // not exist: the session cache still held the session as it was before (no company).
  it('reads the admin’s company role as the users service says it now, not as the session cache had it', async () => {
    const ctx = await company({ sessionCheck: { cacheMs: 60_000 } });
    ctx.users.update(ctx.admin.token, { company: null });
    expect((await ctx.admin.browser.inject({ method: 'GET', url: '/orders/by-user' })).statusCode).toBe(200);
    ctx.users.update(ctx.admin.token, { company: virtanenMember('admin') });
    const { uuid } = (await order(ctx.buyer.browser)).json<{ uuid: string }>();
    expect((await ctx.admin.browser.inject({ method: 'GET', url: `/orders/approval/${uuid}` })).statusCode).toBe(200);
    // Removed from the company a moment ago: no longer an approver, at once.
    ctx.users.update(ctx.admin.token, { company: null });
    expect((await ctx.admin.browser.inject({ method: 'GET', url: `/orders/approval/${uuid}` })).statusCode).toBe(404);
    expect((await decide(ctx.admin.browser, uuid, { decision: 'approve' })).statusCode).toBe(404);
    await ctx.app.close();
  });

  it('goes through as today below the limit, for a buyer without a limit and for an admin', async () => {
    const ctx = await company();
    for (const who of [ctx.unlimited, ctx.admin])
      expect((await order(who.browser)).json().order_status).toBe('confirmed');
    const below = await order(ctx.buyer.browser, { amount: 1 });
    expect(below.json().total_price_with_vat).toBeLessThanOrEqual(15_000);
    expect(below.json().order_status).toBe('confirmed');
    await ctx.bus.drain();
    expect(ctx.completed).toHaveLength(3);
    expect(ctx.mailer.sent).toEqual([]);
    await ctx.app.close();
  });

  it(
    'reads the limit from the users service at completion: ' + 'a limit raised meanwhile lets the order through',
    async () => {
      const ctx = await company();
      ctx.users.update(ctx.buyer.token, { company: virtanenMember('buyer', 10_000) });
      expect((await order(ctx.buyer.browser)).json().order_status).toBe('confirmed');
      ctx.users.update(ctx.buyer.token, { company: virtanenMember('buyer', 10) });
      expect((await order(ctx.buyer.browser)).json().order_status).toBe('awaiting_approval');
      await ctx.app.close();
    },
  );

  it(
    'is shown and decided only by an admin of that company: ' + '401 anonymous, 403 its buyers, 404 outsiders',
    async () => {
      const ctx = await company();
      const { uuid } = (await order(ctx.buyer.browser)).json();
      const anonymous = ctx.browser();
      for (const method of ['GET', 'POST'] as const) {
        const call = (browser: TestBrowser) =>
          browser.inject({
            method,
            url: `/orders/approval/${uuid}`,
            ...(method === 'POST' ? { payload: { decision: 'approve' } } : {}),
          });
        expect((await call(anonymous)).statusCode).toBe(401);
        for (const [outsider, status] of [
          [ctx.buyer, 403],
          [ctx.unlimited, 403],
          [ctx.otherAdmin, 404],
          [ctx.privateBuyer, 404],
        ] as const) {
          const res = await call(outsider.browser);
          expect(res.statusCode).toBe(status);
          expect(res.body).not.toContain('Anna Virtanen');
        }
      }
      expect((await ctx.store.findByUuid(uuid))!.order_status).toBe('awaiting_approval');
      expect(
        (
          await ctx.admin.browser.inject({
            method: 'GET',
            url: '/orders/approval/1b4e28ba-2fa1-11d2-883f-0016d3cca427',
          })
        ).statusCode,
      ).toBe(404);
      const shown = await ctx.admin.browser.inject({ method: 'GET', url: `/orders/approval/${uuid}` });
      expect(shown.statusCode).toBe(200);
      expect(shown.json().company.placed_by.name).toBe('Mikko Laine');
      await ctx.app.close();
    },
  );

  it(
    'approved: proceeds as a completed order (order.placed), ' +
      'the buyer is told; approving again or rejecting is 409',
    async () => {
      const ctx = await company();
      const { uuid, order_number } = (await order(ctx.buyer.browser)).json();
      const res = await decide(ctx.admin.browser, uuid, { decision: 'approve', comment: 'Passt.' });
      expect(res.statusCode).toBe(200);
      expect(res.json().order_status).toBe('confirmed');
      expect(res.json().approval).toMatchObject({
        status: 'approved',
        decided_by: { userid: 1, name: 'Anna Virtanen' },
        comment: 'Passt.',
      });
      await ctx.bus.drain();
      expect(ctx.completed).toEqual([expect.objectContaining({ uuid, orderNumber: order_number, locale: 'de' })]);
      const told = ctx.mailer.sent.filter((m) => m.to.includes(finnishCompanyForm.email));
      expect(told).toHaveLength(1);
      expect(told[0]!.to).toEqual([finnishCompanyForm.email, ...finnishCompanyForm.additionalEmails]);
      expect(told[0]!.subject).toBe(`Ihre Bestellung ${order_number} wurde freigegeben`);
      expect(told[0]!.text).toContain('Kommentar von Anna Virtanen: Passt.');

      for (const again of [{ decision: 'approve' }, { decision: 'reject', comment: 'Doch nicht.' }]) {
        const refused = await decide(ctx.admin.browser, uuid, again);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe('This order has already been approved or rejected.');
      }
      await ctx.bus.drain();
      expect(ctx.completed).toHaveLength(1);
      await ctx.app.close();
    },
  );

  it(
    'rejected: cancelled with the comment, nothing announced as ' +
      'completed, the buyer told; approving afterwards is 409',
    async () => {
      const ctx = await company();
      const { uuid, order_number } = (await order(ctx.buyer.browser)).json();
      const noReason = await decide(ctx.admin.browser, uuid, { decision: 'reject', comment: ' ' }, 'fi');
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().issues).toEqual([{ field: 'comment', reason: expect.stringMatching(/\S/) }]);

      const res = await decide(ctx.admin.browser, uuid, { decision: 'reject', comment: 'Zu teuer, bitte aufteilen.' });
      expect(res.statusCode).toBe(200);
      expect(res.json().order_status).toBe('cancelled');
      expect(res.json().approval).toMatchObject({ status: 'rejected', comment: 'Zu teuer, bitte aufteilen.' });
      expect((await decide(ctx.admin.browser, uuid, { decision: 'approve' })).statusCode).toBe(409);
      await ctx.bus.drain();
      expect(ctx.completed).toEqual([]);
      const told = ctx.mailer.sent.filter((m) => m.to.includes(finnishCompanyForm.email));
      expect(told.map((m) => m.subject)).toEqual([`Ihre Bestellung ${order_number} wurde abgelehnt`]);
      expect(told[0]!.text).toContain('Zu teuer, bitte aufteilen.');
      await ctx.app.close();
    },
  );

  it('card: not paid before approval (no payment started, pay is 409); once approved the buyer pays it', async () => {
    const ctx = await company();
    const sent = (await order(ctx.buyer.browser, { method: 'card' })).json();
    expect(sent.order_status).toBe('awaiting_approval');
    expect(sent.payment_url).toBeUndefined();
    const early = await ctx.buyer.browser.inject({ method: 'POST', url: `/orders/pay/${sent.uuid}` });
    expect(early.statusCode).toBe(409);
    expect((await ctx.store.findByUuid(sent.uuid))!.payment).toBeUndefined();

    await decide(ctx.admin.browser, sent.uuid, { decision: 'approve' });
    await ctx.bus.drain();
    const told = ctx.mailer.sent.find((m) => m.to.includes(finnishCompanyForm.email))!;
    expect(told.text).toContain(`https://nordbau.test/cart/${sent.uuid}`);
    const pay = await ctx.buyer.browser.inject({ method: 'POST', url: `/orders/pay/${sent.uuid}` });
    expect(pay.statusCode).toBe(200);
    expect((pay.json() as Order).payment?.status).toBe('pending');
    await ctx.app.close();
  });
});

describe('the company’s shared order history (GET /orders/by-user)', () => {
  it(
    'shows a member every order of their company with who placed ' +
      'it; other companies and private buyers see their own',
    async () => {
      const ctx = await company();
      const fromBuyer = (await order(ctx.buyer.browser, { amount: 1 })).json();
      const fromAdmin = (await order(ctx.admin.browser, { amount: 1 })).json();
      const waiting = (await order(ctx.buyer.browser)).json();
      const foreign = (await order(ctx.otherAdmin.browser, { amount: 1 })).json();
      const privately = (await order(ctx.privateBuyer.browser, { amount: 1 })).json();
      const history = async (browser: TestBrowser) =>
        ((await browser.inject({ method: 'GET', url: '/orders/by-user' })).json() as Order[]).map((o) => [
          o.order_number,
          o.company?.placed_by.name ?? null,
          o.order_status,
        ]);
      const shared = [
        [waiting.order_number, 'Mikko Laine', 'awaiting_approval'],
        [fromAdmin.order_number, 'Anna Virtanen', 'confirmed'],
        [fromBuyer.order_number, 'Mikko Laine', 'confirmed'],
      ];
      expect(await history(ctx.unlimited.browser)).toEqual(shared);
      expect(await history(ctx.admin.browser)).toEqual(shared);
      expect(await history(ctx.otherAdmin.browser)).toEqual([[foreign.order_number, 'Olli Muu', 'confirmed']]);
      expect(await history(ctx.privateBuyer.browser)).toEqual([[privately.order_number, null, 'confirmed']]);

      // Removed from the company (the users service answers no membership now): their own orders only.
      ctx.users.update(ctx.buyer.token, { company: null });
      expect((await history(ctx.buyer.browser)).map(([number]) => number)).toEqual([
        waiting.order_number,
        fromBuyer.order_number,
      ]);
      await ctx.app.close();
    },
  );
});
