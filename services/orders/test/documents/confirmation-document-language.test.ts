import { cartReadyToComplete } from '../checkout-fixture';

jest.setTimeout(60_000);

const titles = {
  de: 'Doppelstabmattenzaun 6/5/6, 1830 mm, RAL 6005',
  fi: 'Kaksoislanka-aita 6/5/6, 1830 mm, RAL 6005',
  en: 'Double rod mesh fence 6/5/6, 1830 mm, RAL 6005',
  et: 'Topeltvardaga võrkaed 6/5/6, 1830 mm, RAL 6005',
};

/** An invoice order of variant 102 completed in English; its documents' HTML is kept instead of printed. */
async function completedInEnglish() {
  const ctx = await cartReadyToComplete();
  ctx.catalogue.put(102, { sale_price: 2_450, code: 'DSM-656-1830', title: titles.de, titles });
  expect((await ctx.complete('en')).statusCode).toBe(200);
  const printed: string[] = [];
  jest.spyOn(ctx.pdf, 'render').mockImplementation(async (html) => {
    printed.push(html);
    return Buffer.from('%PDF-1.7');
  });
  const confirmation = async (locale: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/orders/confirmation-pdf/${ctx.cart.uuid}`,
      headers: { 'x-locale': locale },
    });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    return printed.at(-1)!;
  };
  return { ...ctx, confirmation };
}

describe('the confirmation document speaks one language', () => {
  it('an order completed in English, fetched in Finnish: Finnish labels and the Finnish product title', async () => {
    const { app, confirmation } = await completedInEnglish();
    const html = await confirmation('fi');
    expect(html).toContain('Tilausvahvistus');
    expect(html).toContain(titles.fi);
    expect(html).not.toContain(titles.en);
    expect(html).not.toContain('Order confirmation');
    await app.close();
  });

  it('fetched in the language it was completed in: the titles it was bought under, even after a rename', async () => {
    const { app, catalogue, confirmation } = await completedInEnglish();
    catalogue.put(102, { title: titles.de, titles: { ...titles, en: 'Renamed fence' } });
    const html = await confirmation('en');
    expect(html).toContain('Order confirmation');
    expect(html).toContain(titles.en);
    expect(html).not.toContain('Renamed fence');
    await app.close();
  });

  it('catalogue cannot be asked: the whole document is in the language the order was completed in', async () => {
    const { app, catalogue, confirmation } = await completedInEnglish();
    catalogue.showFails = true;
    const html = await confirmation('fi');
    expect(html).toContain('Order confirmation');
    expect(html).toContain(titles.en);
    expect(html).not.toContain('Tilausvahvistus');
    await app.close();
  });

  it('catalogue no longer has a line: the whole document is in the language the order was completed in', async () => {
    const { app, catalogue, confirmation } = await completedInEnglish();
    catalogue.variants.delete(102);
    const html = await confirmation('fi');
    expect(html).toContain('Order confirmation');
    expect(html).toContain(titles.en);
    expect(html).not.toContain(titles.fi);
    await app.close();
  });
});
