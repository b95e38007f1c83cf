import { translate } from '@shop/i18n';
import {
  deliveryCountryCodes,
  isPostCodeOf,
  OrderFormDraftSchema,
  OrderFormSchema,
  parseVatId,
  postCodeFormats,
  PostCodeSchema,
  UserUpdateBodySchema,
  vatIdFormats,
  vatIdMessages,
} from '../src';

const form = {
  vat: 'ATU12345678',
  company: 'Wiener Bau GmbH',
  name: 'Eva Huber',
  phone: '+43 1 5551234',
  email: 'eva.huber@wienerbau.at',
  streetAddress: 'Stephansplatz 1',
  postCode: '1010',
  city: 'Wien',
  country: 'AT',
};

const issues = (schema: typeof OrderFormSchema | typeof OrderFormDraftSchema, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('postcodes per country, as each postal service writes them', () => {
  it.each([
    ['AT', '1010'], // Vienna
    ['NO', '0150'], // Oslo
    ['NL', '1011 AB'], // Amsterdam
    ['NL', '1011ab'],
    ['PL', '00-001'], // Warsaw
    ['PL', '00001'],
    ['LV', 'LV-1050'], // Riga
    ['LV', '1050'],
    ['EE', '10111'], // Tallinn
    ['FI', '00100'], // Helsinki
    ['DE', '10115'], // Berlin
    ['SE', '111 22'], // Stockholm
    ['SE', '11122'],
    ['LT', 'LT-01100'], // Vilnius
    ['DK', '1050'], // Copenhagen
    ['FR', '75001'], // Paris
    ['BE', '1000'], // Brussels
  ])('takes %s %s', (country, postCode) => {
    expect(isPostCodeOf(postCode, country)).toBe(true);
  });

  it.each([
    ['AT', '01010'],
    ['AT', '0100'],
    ['NO', '01500'],
    ['NL', '1011'],
    ['NL', '0123 AB'],
    ['NL', '1011 SS'],
    ['PL', '00-01'],
    ['LV', 'LV-10501'],
    ['LV', 'LT-1050'],
    ['EE', '1011'],
    ['EE', '01011'],
    ['FI', '1010'],
    ['FI', '001000'],
    ['DE', '1011'],
    ['SE', '011 22'],
    ['BE', '0100'],
    ['ZZ', '12345'],
  ])('refuses %s %s', (country, postCode) => {
    expect(isPostCodeOf(postCode, country)).toBe(false);
  });

  it("gives each country's example as one of its postcodes", () => {
    for (const country of deliveryCountryCodes) {
      expect([country, isPostCodeOf(postCodeFormats[country].example, country)]).toEqual([country, true]);
    }
  });

  it('takes a postcode of any delivery country where the country is not known (the account)', () => {
    for (const postCode of ['1010', '1011 AB', 'LV-1050', '00100'])
      expect(PostCodeSchema.safeParse(postCode).success).toBe(true);
    expect(PostCodeSchema.safeParse('ABC').error?.issues.map((i) => i.message)).toEqual(['validation.postcode']);
  });
});

describe("the order form checks postcode and VAT id against the address's country", () => {
  it('takes an Austrian company in Vienna (1010 used to be refused as "not five digits")', () => {
    expect(OrderFormSchema.safeParse(form).success).toBe(true);
  });

  it("refuses a postcode of another country with the message naming the country's format", () => {
    expect(issues(OrderFormSchema, { ...form, postCode: '10115' })).toEqual([['postCode', 'validation.postcode_at']]);
    expect(issues(OrderFormSchema, { ...form, vat: '1234567-8', country: 'FI' })).toEqual([
      ['postCode', 'validation.postcode'],
    ]);
    const shipping = { name: 'Baustelle', streetAddress: 'Karl Johans gate 1', postCode: '150', city: 'Oslo' };
    expect(
      issues(OrderFormSchema, { ...form, isSeparateShipping: true, shipping: { ...shipping, country: 'NO' } }),
    ).toEqual([['shipping.postCode', 'validation.postcode_no']]);
  });

  it("refuses a VAT id of another country with the message naming the billing country's format", () => {
    expect(issues(OrderFormSchema, { ...form, vat: '1234567-8' })).toEqual([['vat', 'validation.vat_format_at']]);
    expect(issues(OrderFormSchema, { ...form, vat: 'DE123456789', country: 'DE', postCode: '10115' })).toBeUndefined();
    expect(issues(OrderFormSchema, { ...form, vat: '1234567-8', country: 'DE', postCode: '10115' })).toEqual([
      ['vat', 'validation.vat_format_de'],
    ]);
    expect(issues(OrderFormSchema, { ...form, vat: 'ATU12345678', country: 'FI', postCode: '00100' })).toEqual([
      ['vat', 'validation.vat_format'],
    ]);
  });

  it('reads the Estonian VAT number as 9 digits, with or without EE, and refuses 8', () => {
    expect(parseVatId('102345678', 'EE')).toEqual({ country: 'EE', normalized: 'EE102345678' });
    const estonian = { ...form, vat: '102345678', country: 'EE', postCode: '10111' };
    expect(issues(OrderFormSchema, estonian)).toBeUndefined();
    expect(issues(OrderFormSchema, { ...estonian, vat: '10234567' })).toEqual([['vat', 'validation.vat_format_ee']]);
  });

  it('asks a draft for the country with its postcode, since the postcode is read in its format', () => {
    expect(issues(OrderFormDraftSchema, { postCode: '1010' })).toEqual([['country', 'validation.country_required']]);
    expect(issues(OrderFormDraftSchema, { postCode: '1010', country: 'AT' })).toBeUndefined();
    expect(issues(OrderFormDraftSchema, { postCode: '1010', country: 'FI' })).toEqual([
      ['postCode', 'validation.postcode'],
    ]);
  });
});

describe("the account's billing postcode", () => {
  const issues = (update: unknown) => UserUpdateBodySchema.safeParse(update).error?.issues.map((i) => i.message);

  it('is read in the format of the billing country saved with it', () => {
    expect(issues({ billingpostcode: '1010', billingCountry: 'AT' })).toBeUndefined();
    expect(issues({ billingpostcode: '1010', billingCountry: 'FI' })).toEqual(['validation.postcode']);
    expect(issues({ billingpostcode: '00100', billingCountry: 'NO' })).toEqual(['validation.postcode_no']);
  });

  it("is some delivery country's postcode when saved alone", () => {
    expect(issues({ billingpostcode: '1011 AB' })).toBeUndefined();
    expect(issues({ billingpostcode: '123' })).toEqual(['validation.postcode']);
  });
});

describe('the messages', () => {
  it('exist in all four languages, and each names its country’s example', () => {
    for (const country of deliveryCountryCodes) {
      const { message, example } = postCodeFormats[country];
      const vatExample = vatIdFormats[country]!.example;
      for (const locale of ['de', 'fi', 'en', 'et'] as const) {
        expect(translate(locale, message)).not.toBe(message);
        expect(translate(locale, vatIdMessages[country])).not.toBe(vatIdMessages[country]);
        if (country === 'FI') continue; // the spec's own texts
        expect(translate(locale, message)).toContain(example);
        expect(translate(locale, vatIdMessages[country])).toContain(vatExample);
      }
    }
    expect(translate('de', 'validation.postcode_at')).toBe('Geben Sie die Postleitzahl ein: 4 Ziffern, z. B. 1010');
    expect(translate('en', 'validation.postcode')).toBe('Enter a five-digit postal code');
  });
});
