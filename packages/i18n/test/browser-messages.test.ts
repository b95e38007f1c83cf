import { translate as translateOnServer } from '../src';
import { hasMessages, loadMessages, translate } from '../src/browser';

describe('texts in the browser, a language at a time', () => {
  it('has no texts of a language before it is loaded, then its own and no other', async () => {
    expect(hasMessages('fi')).toBe(false);
    expect(translate('fi', 'header.language')).toBe('header.language');
    await loadMessages('fi');
    expect(hasMessages('fi')).toBe(true);
    expect(translate('fi', 'header.language')).toBe(translateOnServer('fi', 'header.language'));
    expect(translate('de', 'header.language')).toBe('header.language');
  });

  it('fills placeholders and returns unknown keys, prototype names included, as they are', async () => {
    await loadMessages('en');
    expect(translate('en', 'remote.standalone_title', { name: 'mf-cart' })).toBe('Standalone preview: mf-cart');
    expect(translate('en', 'toString')).toBe('toString');
  });
});

describe('texts on the server', () => {
  it('has all four languages at once, for the page heads and mails', () => {
    for (const locale of ['de', 'fi', 'en', 'et'] as const) {
      expect(translateOnServer(locale, 'header.language')).not.toBe('header.language');
    }
  });
});
