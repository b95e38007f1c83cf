import { defaultCompanyBilling, type CompanyBilling, type CompanyMembership } from '@shop/contracts';
import { cartToComplete, finnishCompanyForm } from '../checkout-fixture';
import { virtanenMember } from '../company-fixture';
import { FakeUsers, sessionSecret } from '../fake-users';
import { buildOrders } from '../helper';

const strictBilling: CompanyBilling = {
  payment_terms: { net_days: 14, early_payment: { days: 7, percent: 2 } },
  credit_limit: null,
  e_invoice: { format: 'finvoice', address: '003716180333', operator: '003721291126' },
  require_purchase_order: true,
  require_cost_center: true,
};
const virtanen = (billing: CompanyBilling, verified = true): CompanyMembership => ({
  ...virtanenMember('buyer', null, billing),
  verified,
});

/** An orders service whose users service answers the sessions below; 4 × variant 102 at 24.50 EUR. */
async function shop() {
  const users = new FakeUsers();
  const ctx = await buildOrders({ sessionSecret, buyers: users.directory, sessionCheck: { cacheMs: 0 } });
  ctx.catalogue.put(102, { sale_price: 2_450 });
  const buyer = (company: CompanyMembership | null) => ctx.browser().login(users.login(3, [], { company }));
  return { ...ctx, buyer };
}

describe("an order's billing: the company's terms and the buyer's references, fixed at completion", () => {
  it('refuses completion without the references the company requires, naming each field', async () => {
    const ctx = await shop();
    const { complete } = await cartToComplete(ctx.buyer(virtanen(strictBilling)), {
      form: { customer_reference: '  ' },
    });
    const refused = await complete('de');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION',
      issues: [
        { field: 'customer_reference', reason: 'Ihre Firma verlangt bei jeder Bestellung eine Bestellnummer.' },
        { field: 'cost_center', reason: 'Ihre Firma verlangt bei jeder Bestellung eine Kostenstelle.' },
      ],
    });
    expect(refused.json().message).toContain('Ihre Bestellnummer (optional), Kostenstelle (optional)');
    await ctx.server.close();
  });

  it("fixes the company's terms and e-invoice recipient with the buyer's references on the order", async () => {
    const ctx = await shop();
    const { uuid, complete } = await cartToComplete(ctx.buyer(virtanen(strictBilling)), {
      form: { customer_reference: ' PO-2026-118 ', cost_center: 'Työmaa 12' },
    });
    expect((await complete('en')).statusCode).toBe(200);
    expect((await ctx.store.findByUuid(uuid))?.billing).toEqual({
      payment_terms: strictBilling.payment_terms,
      e_invoice: strictBilling.e_invoice,
      purchase_order: 'PO-2026-118',
      cost_center: 'Työmaa 12',
    });
    await ctx.server.close();
  });

  it("gives a guest, a private buyer and an unverified company's member the shop's terms", async () => {
    const ctx = await shop();
    for (const browser of [ctx.browser(), ctx.buyer(null), ctx.buyer(virtanen(strictBilling, false))]) {
      const { uuid, complete } = await cartToComplete(browser, { form: { cost_center: 'Keittiö' }, method: 'card' });
      expect((await complete('en')).statusCode).toBe(200);
      expect((await ctx.store.findByUuid(uuid))?.billing).toEqual({
        payment_terms: defaultCompanyBilling.payment_terms,
        e_invoice: null,
        purchase_order: null,
        cost_center: 'Keittiö',
      });
    }
    await ctx.server.close();
  });

  it('refuses a purchase-order number or cost centre longer than the e-invoice formats carry', async () => {
    const ctx = await shop();
    const cart = (
      await ctx.app.inject({
        method: 'POST',
        url: '/orders/add',
        payload: { variantId: 102, amount: 4, isProduction: true },
      })
    ).json<{ uuid: string }>();
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/orders/set-form/${cart.uuid}`,
      payload: { ...finnishCompanyForm, customer_reference: 'x'.repeat(36), cost_center: 'y'.repeat(36) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { field: string }) => i.field)).toEqual(['customer_reference', 'cost_center']);
    await ctx.server.close();
  });
});
