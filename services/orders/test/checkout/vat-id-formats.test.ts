import { OrderFormDraftSchema, OrderFormSchema, parseVatId, vatIdFormats } from '@shop/contracts';

describe('VAT id formats (VIES), shared by the order form and the orders service', () => {
  it.each([
    ['FI', '1234567-8', 'FI12345678'],
    ['FI', 'FI12345678', 'FI12345678'],
    ['FI', 'fi 1234 5678', 'FI12345678'],
    ['EE', '102345678', 'EE102345678'],
    ['EE', 'EE102345678', 'EE102345678'],
    ['DE', 'DE123456789', 'DE123456789'],
    ['SE', 'SE123456789001', 'SE123456789001'],
    ['AT', 'ATU12345678', 'ATU12345678'],
    ['AT', 'U12345678', 'ATU12345678'],
    ['NL', 'NL123456789B01', 'NL123456789B01'],
    ['BE', '0123.456.789', 'BE0123456789'],
    ['NO', 'NO123456789MVA', 'NO123456789MVA'],
  ])('reads %s %s as %s', (country, vat, normalized) => {
    expect(parseVatId(vat, country)).toEqual({ country, normalized });
  });

  it.each([
    ['FI', 'ZZ12345678'],
    ['FI', 'EE102345678'],
    ['FI', '1234567'],
    ['EE', '12345678'],
    ['DE', 'DE12345678'],
    ['SE', 'SE1234567890'],
    ['AT', 'AT12345678'],
    ['ZZ', '12345678'],
  ])('refuses %s %s', (country, vat) => {
    expect(parseVatId(vat, country)).toBeNull();
  });

  it('has a format for every EU member, Greece under its VIES prefix EL', () => {
    const eu = [
      'AT',
      'BE',
      'BG',
      'CY',
      'CZ',
      'DE',
      'DK',
      'EE',
      'ES',
      'FI',
      'FR',
      'GR',
      'HR',
      'HU',
      'IE',
      'IT',
      'LT',
      'LU',
      'LV',
      'MT',
      'NL',
      'PL',
      'PT',
      'RO',
      'SE',
      'SI',
      'SK',
    ];
    for (const country of eu) expect(vatIdFormats[country]).toBeDefined();
    expect(parseVatId('EL123456789', 'GR')).toEqual({ country: 'GR', normalized: 'EL123456789' });
  });

  it("checks the form's VAT id against its billing country, in the browser as on the server", () => {
    const form = {
      vat: 'EE102345678',
      company: 'Tallinna Ehitus OÜ',
      name: 'Mari Maasikas',
      phone: '+3725551234',
      email: 'mari@ehitus.ee',
      streetAddress: 'Peterburi tee 47',
      postCode: '11415',
      city: 'Tallinn',
      country: 'EE',
    };
    expect(OrderFormSchema.safeParse(form).success).toBe(true);
    const issues = (value: unknown) =>
      OrderFormSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...form, country: 'DE' })).toEqual([['vat', 'validation.vat_format_de']]);
    expect(issues({ ...form, country: 'ZZ' })).toEqual([['country', 'validation.country_unsupported']]);
    expect(OrderFormDraftSchema.safeParse({ vat: 'EE102345678' }).error?.issues.map((i) => i.path.join('.'))).toEqual([
      'country',
    ]);
  });
});
