import { deliveryCountries, type Country, type Locale } from '@shop/contracts';
import { displayNames } from '@shop/i18n';

/**
 * The countries the shop delivers to, from the one list the order form and the orders service
 * check against (@shop/contracts); names come from the runtime's CLDR data per language.
 */
export function countryList(locale: Locale): Country[] {
  const names = displayNames(locale, { type: 'region' });
  return deliveryCountries.map((c) => ({ ...c, name: names.of(c.code) ?? c.code }));
}
