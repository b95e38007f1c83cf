import { seller } from '@shop/contracts';
import { translate } from '../src';

describe("the seller's country as a text", () => {
  // The footer shows this text instead of building an Intl.DisplayNames (a page's first loads ICU's region names).
  it.each(['de', 'fi', 'en', 'et'] as const)('%s: is the name CLDR gives seller.country', (locale) => {
    expect(translate(locale, 'company.country')).toBe(
      new Intl.DisplayNames([locale], { type: 'region' }).of(seller.country),
    );
  });
});
