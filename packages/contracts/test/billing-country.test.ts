import { billingCountryCode, UserUpdateBodySchema } from '../src';

describe('billingCountryCode', () => {
  it('reads a code of the checkout list in any case', () => {
    expect(billingCountryCode('FI')).toBe('FI');
    expect(billingCountryCode(' de ')).toBe('DE');
  });

  it('reads a country typed by name in any of the shop languages', () => {
    expect(billingCountryCode('Finland')).toBe('FI');
    expect(billingCountryCode('suomi')).toBe('FI');
    expect(billingCountryCode('Deutschland')).toBe('DE');
    expect(billingCountryCode('Rootsi')).toBe('SE');
  });

  it('reads nothing from an empty value or a country the shop does not deliver to', () => {
    expect(billingCountryCode('')).toBeNull();
    expect(billingCountryCode('US')).toBeNull();
    expect(billingCountryCode('Schweiz')).toBeNull();
    expect(billingCountryCode('Helsinki, Finland')).toBeNull();
  });
});

describe('UserUpdateBodySchema billingCountry', () => {
  const country = (billingCountry: string) => UserUpdateBodySchema.safeParse({ billingCountry });

  it('takes a code of the checkout list, or empty to clear it', () => {
    expect(country('FI').success).toBe(true);
    expect(country('').success).toBe(true);
  });

  it('refuses a name or a country outside the list with the checkout message', () => {
    for (const value of ['Finland', 'US', 'fi']) {
      expect(country(value).error?.issues.map((i) => i.message)).toEqual(['validation.country_unsupported']);
    }
  });
});
