import type { Country, Locale } from '@shop/contracts';

/** Standard VAT rates (percent) and phone prefixes; names come from the runtime's CLDR data per language. */
const countries: { code: string; euMember: boolean; vatRate: number; phonePrefix: string }[] = [
  { code: 'FI', euMember: true, vatRate: 25.5, phonePrefix: '+358' },
  { code: 'DE', euMember: true, vatRate: 19, phonePrefix: '+49' },
  { code: 'EE', euMember: true, vatRate: 24, phonePrefix: '+372' },
  { code: 'SE', euMember: true, vatRate: 25, phonePrefix: '+46' },
  { code: 'LV', euMember: true, vatRate: 21, phonePrefix: '+371' },
  { code: 'LT', euMember: true, vatRate: 21, phonePrefix: '+370' },
  { code: 'PL', euMember: true, vatRate: 23, phonePrefix: '+48' },
  { code: 'DK', euMember: true, vatRate: 25, phonePrefix: '+45' },
  { code: 'NL', euMember: true, vatRate: 21, phonePrefix: '+31' },
  { code: 'AT', euMember: true, vatRate: 20, phonePrefix: '+43' },
  { code: 'FR', euMember: true, vatRate: 20, phonePrefix: '+33' },
  { code: 'BE', euMember: true, vatRate: 21, phonePrefix: '+32' },
  { code: 'NO', euMember: false, vatRate: 25, phonePrefix: '+47' },
];

export function countryList(locale: Locale): Country[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return countries.map((c) => ({ ...c, name: names.of(c.code) ?? c.code }));
}
