import { cartReadyToComplete, finnishCompanyForm } from '../checkout-fixture';

jest.setTimeout(60_000);

const plain = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\s\u00a0\u202f]+/g, ' ');

/**
 * A German buyer's invoice order with a separate delivery address to the work site and their own
 * reference, completed in German; the confirmation's HTML is kept instead of printed.
 */
async function sentOrder(form: Record<string, unknown> = {}, orderReference?: string) {
  const ctx = await cartReadyToComplete();
  if (orderReference !== undefined)
    await ctx.app.inject({
      method: 'PATCH',
      url: `/orders/set-order-reference/${ctx.cart.uuid}`,
      payload: { reference: orderReference },
    });
  const set = await ctx.app.inject({
    method: 'PATCH',
    url: `/orders/set-form/${ctx.cart.uuid}`,
    payload: {
      ...finnishCompanyForm,
      isSeparateShipping: true,
      shipping: {
        name: 'Baustelle Mitte',
        streetAddress: 'Baustr. 5',
        postCode: '10115',
        city: 'Berlin',
        country: 'DE',
      },
      customer_reference: 'Bauvorhaben 4711',
      ...form,
    },
  });
  expect(set.statusCode).toBe(200);
  expect((await ctx.complete('de')).statusCode).toBe(200);
  const printed: string[] = [];
  jest.spyOn(ctx.pdf, 'render').mockImplementation(async (html) => {
    printed.push(html);
    return Buffer.from('%PDF-1.7');
  });
  const confirmation = async (url: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    return plain(printed.at(-1)!);
  };
  return { ...ctx, confirmation, url: `/orders/confirmation-pdf/${ctx.cart.uuid}` };
}

describe("the buyer's confirmation PDF", () => {
  it('shows the separate delivery address the goods go to, beside the billing address', async () => {
    const { app, confirmation, url } = await sentOrder();
    const text = await confirmation(url, { 'x-locale': 'de' });
    expect(text).toContain('Lieferadresse Baustelle Mitte Baustr. 5 10115 Berlin, Deutschland');
    expect(text).toContain('Teollisuuskatu 5');
    await app.close();
  });

  it('shows no delivery address of its own when the goods go to the billing address', async () => {
    const { app, confirmation, url } = await sentOrder({ isSeparateShipping: false, shipping: undefined });
    const text = await confirmation(url, { 'x-locale': 'de' });
    expect(text).not.toContain('Lieferadresse');
    await app.close();
  });

  it("prints the buyer's own reference entered at checkout", async () => {
    const { app, confirmation, url } = await sentOrder();
    expect(await confirmation(url, { 'x-locale': 'de' })).toContain('Ihre Bestellnummer Bauvorhaben 4711');
    expect(await confirmation(url, { 'x-locale': 'fi' })).toContain('Ostotilausnumeronne Bauvorhaben 4711');
    await app.close();
  });

  it("prints the buyer's purchase-order number and cost centre as completion fixed them", async () => {
    const { app, confirmation, url } = await sentOrder({ cost_center: 'KST 4410' });
    const text = await confirmation(url, { 'x-locale': 'de' });
    expect(text).toContain('Ihre Bestellnummer Bauvorhaben 4711 Kostenstelle KST 4410');
    expect(await confirmation(url, { 'x-locale': 'en' })).toContain('Cost centre KST 4410');
    await app.close();
  });

  it("prints the checkout's reference when the cart's own reference was typed and cleared again", async () => {
    const { app, confirmation, url } = await sentOrder({}, '');
    expect(await confirmation(url, { 'x-locale': 'de' })).toContain('Ihre Bestellnummer Bauvorhaben 4711');
    await app.close();
  });

  it('speaks the language the link asks for with ?lang=, before the header, cookie and browser language', async () => {
    const { app, confirmation, url } = await sentOrder();
    const text = await confirmation(`${url}?lang=fi`, { 'x-locale': 'de', 'accept-language': 'en' });
    expect(text).toContain('Tilausvahvistus');
    expect(text).toContain('Toimitusosoite Baustelle Mitte');
    expect(text).not.toContain('Auftragsbestätigung');
    const estonian = await confirmation(`${url}?lang=et`);
    expect(estonian).toContain('Tarneaadress Baustelle Mitte');
    await app.close();
  });

  it('speaks the locale header’s language, else the one the buyer ordered in, not the browser default', async () => {
    const { app, confirmation, url } = await sentOrder();
    expect(await confirmation(url, { locale: 'en' })).toContain('Order confirmation');
    const unasked = await confirmation(url, { 'accept-language': 'fi-FI,fi;q=0.9' });
    expect(unasked).toContain('Auftragsbestätigung');
    await app.close();
  });

  it('refuses a language the shop does not speak with 400, naming lang', async () => {
    const { app, url } = await sentOrder();
    const res = await app.inject({ method: 'GET', url: `${url}?lang=xx` });
    expect([res.statusCode, res.json().issues[0].field]).toEqual([400, 'lang']);
    await app.close();
  });
});
