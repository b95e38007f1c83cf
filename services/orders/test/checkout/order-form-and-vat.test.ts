import { cartReadyToComplete, finnishCompanyForm } from '../checkout-fixture';
import { FakeCompanyRegister } from '../fake-company-register';

// Each test starts a whole orders service; on two busy cores the first one also loads every module.
jest.setTimeout(30_000);

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

/** A cart ready to complete, with a business register that knows one Estonian company. */
async function checkout() {
  const companies = new FakeCompanyRegister().put('EE102345678', 'EE', 'Tallinna Ehitus OÜ');
  const ctx = await cartReadyToComplete({ companies });
  const setForm = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/orders/set-form/${ctx.cart.uuid}`,
      headers: { 'x-locale': 'en', ...headers },
      payload: payload as object,
    });
  const stored = async () => (await ctx.store.findByUuid(ctx.cart.uuid))!;
  return { ...ctx, companies, setForm, stored };
}

const goods = 4 * 2_450;
const delivery = 4_900 + 1_500;
const withVat = (ratePercent: number) => goods + delivery + Math.round(((goods + delivery) * ratePercent) / 100);

describe('VAT chosen by the client', () => {
  it('refuses country ZZ with a Helsinki postcode, and a stored ZZ never prices at 0 % VAT', async () => {
    const ctx = await checkout();
    const res = await ctx.setForm({ country: 'ZZ', postCode: '00100' });
    expect([res.statusCode, res.json().issues]).toEqual([
      400,
      [{ field: 'country', reason: 'We do not deliver to this country' }],
    ]);
    expect((await ctx.stored()).form?.country).toBe('FI');

    // A form stored before this rule, with ZZ in it: priced at the Finnish rate, and not completed.
    const before = await ctx.stored();
    await ctx.store.replace({ ...before, form: { ...before.form, country: 'ZZ', vat: 'ZZ12345678' } });
    const repriced = await ctx.app.inject({
      method: 'PATCH',
      url: `/orders/set-comment/${ctx.cart.uuid}`,
      payload: { comment: 'hello' },
    });
    expect(repriced.json()).toMatchObject({
      breakdown: { vat: { kind: 'domestic', rate_percent: 25.5 } },
      total_price_with_vat: withVat(25.5),
    });
    const completing = await ctx.complete('en');
    expect([completing.statusCode, completing.json().issues.map((i: { field: string }) => i.field)]).toEqual([
      400,
      ['country', 'vat'],
    ]);
    await ctx.app.close();
  });

  it('refuses "two letters and digits" as a VAT id: it must fit the billing country\'s format', async () => {
    const ctx = await checkout();
    for (const vat of ['ZZ123456789', 'DE123456789', 'EE12345678', 'FI1234567']) {
      const res = await ctx.setForm({ ...estonianCompanyForm, vat });
      expect([vat, res.statusCode, res.json().issues]).toEqual([
        vat,
        400,
        [{ field: 'vat', reason: 'Enter the VAT ID: 9 digits, e.g. EE123456789' }],
      ]);
    }
    const finnish = await ctx.setForm({ vat: 'SE123456789001', country: 'FI' }, { 'x-locale': 'fi' });
    expect(finnish.json().issues).toEqual([{ field: 'vat', reason: 'Anna Y-tunnus muodossa 1234567-8' }]);
    expect((await ctx.stored()).form?.vat).toBe(finnishCompanyForm.vat);
    await ctx.app.close();
  });

  it('charges Estonian VAT on a well-formed Estonian VAT id the business register does not know', async () => {
    const ctx = await checkout();
    const res = await ctx.setForm({ ...estonianCompanyForm, vat: 'EE999999999' });
    expect(res.json()).toMatchObject({
      breakdown: { vat: { kind: 'eu_consumer', rate_percent: 24 } },
      vat_check: { vat_id: 'EE999999999', status: 'unknown' },
    });
    const completed = await ctx.complete('en');
    expect([completed.statusCode, completed.json().total_price_with_vat]).toEqual([200, withVat(24)]);
    await ctx.app.close();
  });

  it('reverse-charges only after the register confirmed the Estonian company, delivered to Estonia', async () => {
    const ctx = await checkout();
    const res = await ctx.setForm({ ...estonianCompanyForm, vat: '102345678' });
    expect(res.json()).toMatchObject({
      total_vat_price: 0,
      breakdown: { vat: { kind: 'reverse_charge', rate_percent: 0 } },
      vat_check: { vat_id: 'EE102345678', country: 'EE', status: 'confirmed' },
    });
    // Goods sent to Finland carry Finnish VAT, whoever buys.
    const toFinland = await ctx.setForm({
      isSeparateShipping: true,
      shipping: {
        name: 'Työmaa',
        streetAddress: 'Mannerheimintie 1',
        postCode: '00100',
        city: 'Helsinki',
        country: 'FI',
      },
    });
    expect(toFinland.json().breakdown.vat).toEqual({ kind: 'domestic', rate_percent: 25.5 });
    await ctx.setForm({ isSeparateShipping: false });
    const completed = await ctx.complete('en');
    expect([completed.statusCode, completed.json().total_price_with_vat]).toEqual([200, goods + delivery]);
    expect(ctx.companies.asked).toEqual(['EE102345678']);
    await ctx.app.close();
  });

  it('charges VAT when the register cannot be reached, and asks it again at completion', async () => {
    const ctx = await checkout();
    ctx.companies.down = true;
    const res = await ctx.setForm(estonianCompanyForm);
    expect(res.json()).toMatchObject({
      breakdown: { vat: { kind: 'eu_consumer' } },
      vat_check: { status: 'unavailable' },
    });
    const stillDown = await ctx.complete('en');
    expect(stillDown.json().total_price_with_vat).toBe(withVat(24));
    expect(ctx.companies.asked).toEqual(['EE102345678', 'EE102345678']);
    await ctx.app.close();
  });
});

describe('unbounded input', () => {
  it('refuses fields the order form does not have, naming each, and keeps the stored cart', async () => {
    const ctx = await checkout();
    const before = await ctx.stored();
    const res = await ctx.setForm({
      ...finnishCompanyForm,
      isAdmin: true,
      junk: 'x'.repeat(5_000),
      isSeparateShipping: true,
      shipping: {
        name: 'Työmaa',
        streetAddress: 'Sadama 1',
        postCode: '00100',
        city: 'Helsinki',
        country: 'FI',
        note: 'x',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { field: 'isAdmin', reason: 'Unknown field' },
        { field: 'junk', reason: 'Unknown field' },
        { field: 'shipping.note', reason: 'Unknown field' },
      ]),
    );
    expect(await ctx.stored()).toEqual(before);
    await ctx.app.close();
  });

  it('refuses ill-typed order form fields, naming each in the buyer’s language; the stored cart is kept', async () => {
    const ctx = await checkout();
    const before = await ctx.stored();
    const res = await ctx.setForm(
      {
        ...finnishCompanyForm,
        isSeparateShipping: 'yes',
        additionalEmails: 'ostot@rakennus-oy.fi',
        type: 'yritys',
        shipping: { name: 'Työmaa', streetAddress: 'Tikkurilantie 10', postCode: 1300, city: 'Vantaa', country: 'FI' },
      },
      { 'x-locale': 'fi' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { field: 'isSeparateShipping', reason: 'Arvo on väärää tyyppiä' },
        { field: 'additionalEmails', reason: 'Arvo on väärää tyyppiä' },
        { field: 'type', reason: 'Virheellinen arvo' },
        { field: 'shipping.postCode', reason: 'Anna viisinumeroinen postinumero' },
      ]),
    );
    expect(await ctx.stored()).toEqual(before);
    await ctx.app.close();
  });

  it('refuses oversized strings in the order form, naming the field, and keeps the stored cart', async () => {
    const ctx = await checkout();
    const before = await ctx.stored();
    const res = await ctx.setForm({
      company: 'x'.repeat(201),
      comment: 'y'.repeat(2_001),
      additionalEmails: Array.from({ length: 11 }, (_, i) => `a${i}@b.fi`),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { field: 'company', reason: 'The text is too long' },
        { field: 'comment', reason: 'The text is too long' },
        { field: 'additionalEmails', reason: 'The value is too large' },
      ]),
    );
    expect(await ctx.stored()).toEqual(before);
    await ctx.app.close();
  });

  it('refuses a 1 MB body with 413 before reading it, and keeps the stored cart', async () => {
    const ctx = await checkout();
    const before = await ctx.stored();
    // Just under Fastify's default limit (1 MiB), which took it: 20 of these made a 20 MB cart.
    const res = await ctx.setForm({ comment: 'x'.repeat(1_000_000) });
    expect([res.statusCode, res.json().message]).toEqual([413, 'The request is too large']);
    const add = await ctx.app.inject({
      method: 'POST',
      url: '/orders/add',
      payload: { variantId: 102, amount: 1, padding: 'x'.repeat(1_000_000) },
    });
    expect(add.statusCode).toBe(413);
    expect(await ctx.stored()).toEqual(before);
    await ctx.app.close();
  });

  it('refuses unknown fields in every other orders body, naming them', async () => {
    const ctx = await checkout();
    const { uuid } = ctx.cart;
    const calls = [
      { method: 'POST' as const, url: '/orders/add', payload: { variantId: 102, amount: 1, price: 1 } },
      { method: 'PATCH' as const, url: `/orders/set-comment/${uuid}`, payload: { comment: 'ok', price: 1 } },
      { method: 'PATCH' as const, url: `/orders/set-order-reference/${uuid}`, payload: { reference: 'ok', price: 1 } },
      { method: 'PATCH' as const, url: `/orders/set-quantity/${uuid}/1`, payload: { amount: 5, price: 1 } },
      {
        method: 'PATCH' as const,
        url: `/orders/set-state/${uuid}`,
        payload: { state: 'order', deliveryMethodType: 'product_freight', freightTotal: 0, cartTotal: 0, price: 1 },
      },
      { method: 'POST' as const, url: '/orders/complete', payload: { uuid, price: 1 } },
    ];
    for (const call of calls) {
      const res = await ctx.app.inject({ ...call, headers: { 'x-locale': 'en' } });
      expect([call.url, res.statusCode, res.json().issues]).toEqual([
        call.url,
        400,
        [{ field: 'price', reason: 'Unknown field' }],
      ]);
    }
    const tooLong = await ctx.app.inject({
      method: 'PATCH',
      url: `/orders/set-comment/${uuid}`,
      headers: { 'x-locale': 'en' },
      payload: { comment: 'x'.repeat(2_001) },
    });
    expect(tooLong.json().issues).toEqual([{ field: 'comment', reason: 'The text is too long' }]);
    await ctx.app.close();
  });
});
