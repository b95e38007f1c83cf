import type { MessageSource } from '@shop/contracts';
import { shellMessages } from '../src/apps/shell';
import { translate as translateOnServer } from '../src';

/** A fresh copy of the browser module per test: its sources are module state. */
const freshBrowserI18n = () => {
  let module!: typeof import('../src/browser');
  jest.isolateModules(() => {
    module = jest.requireActual('../src/browser');
  });
  return module;
};

const source = (texts: Record<string, string>): MessageSource => ({
  de: async () => ({ ...texts }),
  fi: async () => ({ ...texts }),
  en: async () => ({ ...texts }),
  et: async () => ({ ...texts }),
});

describe('texts in the browser, a language at a time, brought by each app', () => {
  it('has no texts of a language before it is loaded, then its own and no other', async () => {
    const { addMessages, hasMessages, loadMessages, translate } = freshBrowserI18n();
    addMessages('shell', shellMessages);
    expect(hasMessages('fi')).toBe(false);
    expect(translate('fi', 'header.language')).toBe('header.language');
    await loadMessages('fi');
    expect(hasMessages('fi')).toBe(true);
    expect(translate('fi', 'header.language')).toBe(translateOnServer('fi', 'header.language'));
    expect(translate('de', 'header.language')).toBe('header.language');
  });

  it('fills placeholders and returns unknown keys, prototype names included, as they are', async () => {
    const { addMessages, loadMessages, translate } = freshBrowserI18n();
    addMessages('shell', shellMessages);
    await loadMessages('en');
    expect(translate('en', 'remote.standalone_title', { name: 'mf-cart' })).toBe('Standalone preview: mf-cart');
    expect(translate('en', 'toString')).toBe('toString');
  });

  it("knows a remote's texts only once the remote's own source is added and loaded", async () => {
    const { addMessages, hasMessages, loadMessages, translate } = freshBrowserI18n();
    addMessages('shell', source({ 'shell.hello': 'Hello' }));
    await loadMessages('en');
    addMessages('cart', source({ 'cart.release_note': 'New in this release' }));
    expect(hasMessages('en')).toBe(false);
    expect(translate('en', 'cart.release_note')).toBe('cart.release_note');
    await loadMessages('en');
    expect(translate('en', 'cart.release_note')).toBe('New in this release');
    expect(translate('en', 'shell.hello')).toBe('Hello');
  });

  it("lets a remote loaded again after a release replace its texts, and keeps the others'", async () => {
    const { addMessages, loadMessages, translate } = freshBrowserI18n();
    addMessages('shell', source({ 'shell.hello': 'Hello' }));
    addMessages('cart', source({ 'cart.title': 'Cart 1.0' }));
    await loadMessages('en');
    addMessages('cart', source({ 'cart.title': 'Cart 2.0', 'cart.new': 'New' }));
    await loadMessages('en');
    expect(translate('en', 'cart.title')).toBe('Cart 2.0');
    expect(translate('en', 'cart.new')).toBe('New');
    expect(translate('en', 'shell.hello')).toBe('Hello');
  });

  it('tries a failed load again on the next call', async () => {
    const { addMessages, loadMessages, translate } = freshBrowserI18n();
    let attempts = 0;
    const flaky = source({ 'cart.title': 'Cart' });
    addMessages('cart', {
      ...flaky,
      en: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('chunk failed');
        return flaky.en();
      },
    });
    await expect(loadMessages('en')).rejects.toThrow('chunk failed');
    await loadMessages('en');
    expect(translate('en', 'cart.title')).toBe('Cart');
  });
});

describe('texts on the server', () => {
  it('has all four languages at once, for the page heads and mails', () => {
    for (const locale of ['de', 'fi', 'en', 'et'] as const) {
      expect(translateOnServer(locale, 'header.language')).not.toBe('header.language');
    }
  });
});
