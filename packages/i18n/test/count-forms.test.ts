import { catalogueMessages } from '../src/apps/catalogue';
import { formatMessage, isMessageKey, translate, translateCount } from '../src';

describe('the form a count picks', () => {
  it.each([
    ['de', 1, '1 Produkt'],
    ['de', 1200, '1.200 Produkte'],
    ['fi', 1, '1 tuote'],
    ['fi', 3, '3 tuotetta'],
    ['fi', 12000, '12\u00a0000 tuotetta'],
    ['en', 1, '1 product'],
    ['en', 1200, '1,200 products'],
    ['et', 1, '1 toode'],
    ['et', 3, '3 toodet'],
  ] as const)('%s, %d: %s', (locale, count, text) => {
    expect(translateCount(locale, 'home.variant_count', count)).toBe(text);
  });

  it('counts by the placeholder the texts name, also {min} and {hours}', () => {
    expect(translateCount('en', 'cart.below_minimum', 1)).toBe('Minimum order quantity: 1 piece');
    expect(translateCount('fi', 'cart.below_minimum', 5)).toBe('Vähimmäistilausmäärä: 5 kappaletta');
    expect(translate('et', 'checkout.window_hint', { opens: '08:00', closes: '16:00', hours: 1 })).toMatch(
      /vähemalt 1 tund\.$/,
    );
    expect(translate('de', 'checkout.window_hint', { opens: '08:00', closes: '16:00', hours: 1.5 })).toMatch(
      /mindestens 1,5 Stunden lang\.$/,
    );
  });

  it("counts a purchase order's lines in the supplier's mail", () => {
    const mail = (locale: 'de' | 'en' | 'fi', lines: number) =>
      translate(locale, 'fulfilment.supplier_mail_text', { number: 'NB-1', lines, link: 'https://x', date: '1.12.' });
    expect([mail('en', 1), mail('en', 3)]).toEqual([
      expect.stringContaining('NB-1 (1 line)'),
      expect.stringContaining('NB-1 (3 lines)'),
    ]);
    expect([mail('de', 1), mail('fi', 3)]).toEqual([
      expect.stringContaining('NB-1 (1 Position)'),
      expect.stringContaining('NB-1 (3 riviä)'),
    ]);
  });

  it('is the same through translate with the count as a param', () => {
    expect(translate('fi', 'home.variant_count', { count: 1 })).toBe('1 tuote');
    expect(translate('de', 'head.category.description', { title: 'Zäune', count: 2 })).toBe(
      translateCount('de', 'head.category.description', 2, { title: 'Zäune' }),
    );
  });

  it('writes a service message with every number in the language format and the counted form', () => {
    expect(formatMessage('de', 'cart.below_minimum', { min: 1200 })).toBe('Mindestbestellmenge: 1.200 Stück');
    expect(formatMessage('en', 'cart.below_minimum', { min: 1 })).toBe('Minimum order quantity: 1 piece');
    expect(formatMessage('de', 'doc.vat', { rate: 25.5 })).toBe(translate('de', 'doc.vat', { rate: '25,5' }));
  });

  it('knows a counted key as a key of the shop, and leaves unknown keys as they are', () => {
    expect(isMessageKey('cart.below_minimum')).toBe(true);
    expect(isMessageKey('cart.no_such_text')).toBe(false);
    expect(translateCount('de', 'cart.no_such_text', 2)).toBe('cart.no_such_text');
  });
});

describe('counted texts in the browser', () => {
  it('pick the same form and number format as on the server', async () => {
    let browser!: typeof import('../src/browser');
    jest.isolateModules(() => {
      browser = jest.requireActual('../src/browser');
    });
    browser.addMessages('catalogue', catalogueMessages);
    await browser.loadMessages('fi');
    for (const count of [1, 2, 1500]) {
      expect(browser.translateCount('fi', 'head.category.description', count, { title: 'Aidat' })).toBe(
        translateCount('fi', 'head.category.description', count, { title: 'Aidat' }),
      );
    }
  });
});
