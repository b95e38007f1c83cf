import { cartReadyToComplete, finnishCompanyForm } from '../checkout-fixture';
import { FakeCompanyRegister } from '../fake-company-register';

// Each test starts a whole orders service; on two busy cores the first one also loads every module.
jest.setTimeout(30_000);

const viennaCompanyForm = {
  ...finnishCompanyForm,
  vat: 'ATU12345678',
  company: 'Wiener Bau GmbH',
  phone: '+43 1 5551234',
  streetAddress: 'Stephansplatz 1',
  postCode: '1010',
  city: 'Wien',
  country: 'AT',
};

const berlinCompanyForm = {
  ...viennaCompanyForm,
  vat: 'DE123456789',
  company: 'Berliner Bau GmbH',
  streetAddress: 'Unter den Linden 1',
  postCode: '10117',
  city: 'Berlin',
  country: 'DE',
};

/** A cart ready to complete, with a business register that knows one Austrian and one German company. */
async function checkout() {
  const companies = new FakeCompanyRegister()
    .put('ATU12345678', 'AT', 'Wiener Bau GmbH')
    .put('DE123456789', 'DE', 'Berliner Bau GmbH');
  const ctx = await cartReadyToComplete({ companies });
  const setForm = (payload: unknown, locale = 'en') =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/orders/set-form/${ctx.cart.uuid}`,
      headers: { 'x-locale': locale },
      payload: payload as object,
    });
  const stored = async () => (await ctx.store.findByUuid(ctx.cart.uuid))!;
  return { ...ctx, companies, setForm, stored };
}

const goods = 4 * 2_450;
const delivery = 4_900 + 1_500;
const withVat = (ratePercent: number) => goods + delivery + Math.round(((goods + delivery) * ratePercent) / 100);

describe('postcodes in the format of the address country', () => {
  it('takes an order from a Vienna company (1010 was refused as "not five digits")', async () => {
    const ctx = await checkout();
    const saved = await ctx.setForm(viennaCompanyForm);
    expect(saved.statusCode).toBe(200);
    const completed = await ctx.complete('de');
    expect([completed.statusCode, completed.json().order_number]).toEqual([200, expect.stringMatching(/^NB-/)]);
    await ctx.app.close();
  });

  it("refuses a postcode not of the country with the country's format, in the buyer's language", async () => {
    const ctx = await checkout();
    const wrong = [
      { locale: 'de', form: { ...viennaCompanyForm, postCode: '01010' }, reason: '4 Ziffern, z. B. 1010' },
      { locale: 'fi', form: { ...finnishCompanyForm, postCode: '1010' }, reason: 'Anna viisinumeroinen postinumero' },
      { locale: 'et', form: { ...viennaCompanyForm, postCode: '1011', country: 'NL' }, reason: 'nt 1011 AB' },
      { locale: 'en', form: { ...viennaCompanyForm, postCode: '00 001', country: 'PL' }, reason: 'e.g. 00-001' },
    ];
    for (const { locale, form, reason } of wrong) {
      const res = await ctx.setForm({ ...form, vat: form.country === 'FI' ? '1234567-8' : undefined }, locale);
      expect([locale, res.statusCode, res.json().issues]).toEqual([
        locale,
        400,
        [{ field: 'postCode', reason: expect.stringContaining(reason) }],
      ]);
    }
    const oslo = await ctx.setForm({
      isSeparateShipping: true,
      shipping: {
        name: 'Byggeplass',
        streetAddress: 'Karl Johans gate 1',
        postCode: '150',
        city: 'Oslo',
        country: 'NO',
      },
    });
    expect(oslo.json().issues).toEqual([
      { field: 'shipping.postCode', reason: 'Enter the postal code: 4 digits, e.g. 0150' },
    ]);
    expect((await ctx.stored()).form).toMatchObject({ postCode: finnishCompanyForm.postCode, country: 'FI' });
    await ctx.app.close();
  });

  it('refuses at completion a stored form whose postcode is not its country’s', async () => {
    const ctx = await checkout();
    const before = await ctx.stored();
    await ctx.store.replace({ ...before, form: { ...before.form, postCode: '1010' } });
    const res = await ctx.complete('en');
    expect([res.statusCode, res.json().issues]).toEqual([
      400,
      [{ field: 'postCode', reason: 'Enter a five-digit postal code' }],
    ]);
    await ctx.app.close();
  });
});

describe('reverse charge only for an EU business with a confirmed VAT id of its own country', () => {
  it('refuses a Finnish-format id on a German address, and never prices such a stored form at 0 %', async () => {
    const ctx = await checkout();
    const res = await ctx.setForm({ ...berlinCompanyForm, vat: '1234567-8' });
    expect([res.statusCode, res.json().issues]).toEqual([
      400,
      [{ field: 'vat', reason: 'Enter the VAT ID: DE + 9 digits, e.g. DE123456789' }],
    ]);

    // A form stored before the rule, with the Finnish id on the German address: German VAT.
    const before = await ctx.stored();
    await ctx.store.replace({ ...before, form: { ...berlinCompanyForm, vat: '1234567-8' } });
    const repriced = await ctx.app.inject({
      method: 'PATCH',
      url: `/orders/set-comment/${ctx.cart.uuid}`,
      payload: { comment: 'Lieferung bitte vormittags' },
    });
    expect(repriced.json()).toMatchObject({
      breakdown: { vat: { kind: 'eu_consumer', rate_percent: 19 } },
      total_price_with_vat: withVat(19),
    });
    expect(ctx.companies.asked).toEqual([]);
    await ctx.app.close();
  });

  it('reverse-charges an Austrian company in Vienna whose ATU id the register confirmed', async () => {
    const ctx = await checkout();
    const res = await ctx.setForm({ ...viennaCompanyForm, vat: 'U 1234 5678' });
    expect(res.json()).toMatchObject({
      total_vat_price: 0,
      breakdown: { vat: { kind: 'reverse_charge', rate_percent: 0 } },
      vat_check: { vat_id: 'ATU12345678', country: 'AT', status: 'confirmed' },
    });
    const completed = await ctx.complete('de');
    expect([completed.statusCode, completed.json().total_price_with_vat]).toEqual([200, goods + delivery]);
    await ctx.app.close();
  });

  it('charges a Finnish company Finnish VAT on goods it has delivered to Germany', async () => {
    const ctx = await checkout();
    const res = await ctx.setForm({
      ...finnishCompanyForm,
      isSeparateShipping: true,
      shipping: {
        name: 'Baustelle',
        streetAddress: 'Unter den Linden 1',
        postCode: '10117',
        city: 'Berlin',
        country: 'DE',
      },
    });
    expect(res.json()).toMatchObject({
      breakdown: { vat: { kind: 'domestic', rate_percent: 25.5 } },
      total_price_with_vat: withVat(25.5),
    });
    // A private buyer's goods to Germany are a distance sale: German VAT.
    const privately = await ctx.setForm({ type: 'private' });
    expect(privately.json().breakdown.vat).toEqual({ kind: 'eu_consumer', rate_percent: 19 });
    await ctx.app.close();
  });
});
