/** The region each language of the shop formats numbers, prices and plurals for: one table, in @shop/i18n. */
export { intlLocale } from '@shop/i18n';
