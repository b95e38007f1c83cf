import type { Locale, MessageSource } from '@shop/contracts';
import { textFunctions } from './format-text';
import { de } from './messages/de';
import { en } from './messages/en';
import { et } from './messages/et';
import { fi } from './messages/fi';
import type { CountedKey, MessageKey, Messages, TextKey } from './types';

/*
 * Every language at hand, for the services (mails, documents, page heads) and the tests. The
 * browser bundles get ./browser.ts instead (the shared `@shop/i18n` in packages/webpack-config),
 * which loads one language at a time; both have the same exports.
 */

export type { CountedKey, MessageKey, Messages, MessageSource, TextKey };
export { languageNames, resolveLocale } from './locales';
export { intlLocale, pluralForm, writeCount } from './counts';
export { collator, dateTimeFormat, displayNames, numberFormat, pluralRules } from './intl-formatters';
export { shopTimeZone, shopToday } from './shop-day';

const catalogues: Record<Locale, Messages> = { de, fi, en, et };

const texts = textFunctions((locale, key) => (Object.hasOwn(en, key) ? catalogues[locale][key as TextKey] : undefined));

export const { translate, translateCount, formatMessage } = texts;

export function isMessageKey(key: string): key is MessageKey {
  return texts.hasText('en', key);
}

/** Whether `translate` has this language's texts; here always. */
export const hasMessages = (_locale: Locale): boolean => true;

/** Adds an app's texts (browser.ts); here every app's texts are at hand already. */
export const addMessages = (_owner: string, _source: MessageSource): void => undefined;

/** Makes a language's texts available to `translate`; here they always are. */
export const loadMessages = (_locale: Locale): Promise<void> => Promise.resolve();
