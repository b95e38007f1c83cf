import type { Locale, MessageSource } from '@shop/contracts';
import { fillPlaceholders } from './locales';
import { de } from './messages/de';
import { en, type MessageKey } from './messages/en';
import { et } from './messages/et';
import { fi } from './messages/fi';
import type { Messages } from './types';

/*
 * Every language at hand, for the services (mails, documents, page heads) and the tests. The
 * browser bundles get ./browser.ts instead (the shared `@shop/i18n` in packages/webpack-config),
 * which loads one language at a time; both have the same exports.
 */

export type { MessageKey, Messages, MessageSource };
export { languageNames, resolveLocale } from './locales';

const catalogues: Record<Locale, Messages> = { de, fi, en, et };

export function isMessageKey(key: string): key is MessageKey {
  return key in en;
}

/** Translates a key; `{name}` placeholders are filled from params. Unknown keys are returned as they are. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  return fillPlaceholders(isMessageKey(key) ? catalogues[locale][key] : key, params);
}

/** Whether `translate` has this language's texts; here always. */
export const hasMessages = (_locale: Locale): boolean => true;

/** Adds an app's texts (browser.ts); here every app's texts are at hand already. */
export const addMessages = (_owner: string, _source: MessageSource): void => undefined;

/** Makes a language's texts available to `translate`; here they always are. */
export const loadMessages = (_locale: Locale): Promise<void> => Promise.resolve();
