import { defaultCompanyBilling, type CompanyMembership } from '@shop/contracts';
import type { TestBrowser } from '../browser';
import { finnishCompanyForm } from '../checkout-fixture';
import { FakeCompanyRegister } from '../fake-company-register';
import { FakeUsers, sessionSecret } from '../fake-users';
import { buildOrders } from '../helper';

const estonianCompanyForm = {
  ...finnishCompanyForm,
  vat: 'EE102345678',
  company: 'Tallinna Ehitus OÜ',
  phone: '+3725551234',
  streetAddress: 'Peterburi tee 47',
  postCode: '11415',
  city: 'Tallinn',
  country: 'EE',
};

const tallinna = (verified: boolean): CompanyMembership => ({
  company_id: 'c-tallinna',
  name: 'Tallinna Ehitus OÜ',
  vatid: 'EE102345678',
  verified,
  role: 'admin',
  order_limit: null,
  billing: defaultCompanyBilling,
});

const goods = 4 * 2_450;
const delivery = 4_900 + 1_500;
const withEstonianVat = goods + delivery + Math.round(((goods + delivery) * 24) / 100);

/**
 * An orders service whose register knows one Estonian company; a guest's browser and the browsers
 * of a verified and an unverified company account's admin.
 */
async function shop() {
  const companies = new FakeCompanyRegister().put('EE102345678', 'EE', 'Tallinna Ehitus OÜ');
  const users = new FakeUsers();
  const ctx = await buildOrders({ companies, sessionSecret, buyers: users.directory, sessionCheck: { cacheMs: 0 } });
  ctx.catalogue.put(102, { sale_price: 2_450 });
  const member = (userid: number, verified: boolean) =>
    ctx.browser().login(users.login(userid, [], { name: 'Squatter', company: tallinna(verified) }));
  return { ...ctx, companies, guest: ctx.browser(), verified: member(1, true), unverified: member(2, false) };
}

/** A cart of four fences with this form, on invoice: the cart as the server priced it. */
async function cartWith(browser: TestBrowser, form: object, locale = 'en') {
  const cart = (
    await browser.inject({
      method: 'POST',
      url: '/orders/add',
      payload: { variantId: 102, amount: 4, isProduction: true },
    })
  ).json();
  const saved = await browser.inject({
    method: 'PATCH',
    url: `/orders/set-form/${cart.uuid}`,
    headers: { 'x-locale': locale },
    payload: form,
  });
  await browser.inject({ method: 'PATCH', url: `/orders/set-payment-method/${cart.uuid}/invoice` });
  const complete = () =>
    browser.inject({
      method: 'POST',
      url: '/orders/complete',
      headers: { 'x-locale': locale },
      payload: { uuid: cart.uuid },
    });
  return { uuid: cart.uuid as string, saved, complete };
}

describe('reverse charge only when the register agrees', () => {
  it('charges a guest VAT for "Acme Oy" with a valid Estonian id, and stores and answers why', async () => {
    const ctx = await shop();
    const cart = await cartWith(ctx.guest, { ...estonianCompanyForm, company: 'Acme Oy' });
    expect(cart.saved.json().breakdown.vat).toEqual({
      kind: 'eu_consumer',
      rate_percent: 24,
      charged_reason: { code: 'name_mismatch', register_name: 'Tallinna Ehitus OÜ' },
    });
    const completed = await cart.complete();
    expect([completed.statusCode, completed.json().total_price_with_vat]).toEqual([200, withEstonianVat]);
    const stored = (await ctx.store.findByUuid(cart.uuid))!;
    expect(stored.breakdown?.vat.charged_reason).toEqual({
      code: 'name_mismatch',
      register_name: 'Tallinna Ehitus OÜ',
    });
    await ctx.app.close();
  });

  it('reverse-charges the register’s name whatever its case, spacing, punctuation and legal form', async () => {
    const ctx = await shop();
    for (const company of ['Tallinna Ehitus OÜ', 'TALLINNA  EHITUS OU', 'Tallinna-Ehitus, osaühing']) {
      const cart = await cartWith(ctx.guest, { ...estonianCompanyForm, company });
      expect([company, cart.saved.json().breakdown.vat]).toEqual([
        company,
        { kind: 'reverse_charge', rate_percent: 0 },
      ]);
    }
    const completed = await (await cartWith(ctx.guest, estonianCompanyForm)).complete();
    expect(completed.json().total_price_with_vat).toBe(goods + delivery);
    await ctx.app.close();
  });

  it('charges VAT for an id the register does not know, and for one it lists under another country', async () => {
    const ctx = await shop();
    ctx.companies.put('EE100000001', 'LV', 'Tallinna Ehitus OÜ');
    const unknown = await cartWith(ctx.guest, { ...estonianCompanyForm, vat: 'EE109999999' });
    expect(unknown.saved.json().breakdown.vat.charged_reason).toEqual({ code: 'vat_id_unknown' });
    const elsewhere = await cartWith(ctx.guest, { ...estonianCompanyForm, vat: 'EE100000001' });
    expect(elsewhere.saved.json().breakdown.vat.charged_reason).toEqual({ code: 'country_mismatch' });
    await ctx.app.close();
  });

  it('gives an unverified company account no reverse charge and no invoice in the company name', async () => {
    const ctx = await shop();
    const cart = await cartWith(ctx.unverified, estonianCompanyForm, 'fi');
    expect(cart.saved.json().breakdown.vat).toMatchObject({
      kind: 'eu_consumer',
      charged_reason: { code: 'company_unverified' },
    });
    const refused = await cart.complete();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'COMPANY_UNVERIFIED',
      issues: [
        {
          field: 'paymentmethod',
          reason: 'Kauppa ei ole vielä vahvistanut yritystiliäsi: laskulla ei voi vielä tilata.',
        },
      ],
    });
    const stored = (await ctx.store.findByUuid(cart.uuid))!;
    expect([stored.order_number, stored.company]).toEqual([null, undefined]);
    await ctx.app.close();
  });

  it('reverse-charges a verified company account’s order, placed in the company name', async () => {
    const ctx = await shop();
    const cart = await cartWith(ctx.verified, estonianCompanyForm);
    expect(cart.saved.json().breakdown.vat).toEqual({ kind: 'reverse_charge', rate_percent: 0 });
    const completed = await cart.complete();
    expect([completed.statusCode, completed.json().total_price_with_vat]).toEqual([200, goods + delivery]);
    expect((await ctx.store.findByUuid(cart.uuid))!.company).toMatchObject({ id: 'c-tallinna' });
    await ctx.app.close();
  });
});
