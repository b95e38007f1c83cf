import type { Locale } from '@shop/contracts';

/** The region each language of the shop formats numbers, prices and plurals for. */
export const intlLocale: Record<Locale, string> = { de: 'de-DE', fi: 'fi-FI', en: 'en-IE', et: 'et-EE' };
