import type { Locale, MessageSource } from '@shop/contracts';
import { textFunctions } from './format-text';
import type { CountedKey, MessageKey, Messages, TextKey } from './types';

/*
 * `@shop/i18n` in the browser (see index.ts). Each app brings its own texts (a MessageSource per
 * app, packages/i18n/src/apps): the shell adds its own at start and each remote's as the shell
 * loads that remote, so a remote released alone carries the texts it was built with. A page holds
 * the texts of the buyer's language only; a switch of language loads every added source's.
 */

export type { CountedKey, MessageKey, Messages, MessageSource, TextKey };
export { languageNames, resolveLocale } from './locales';
export { intlLocale, pluralForm, writeCount } from './counts';
export { collator, dateTimeFormat, displayNames, numberFormat, pluralRules } from './intl-formatters';
export { shopTimeZone, shopToday } from './shop-day';

interface AddedSource {
  source: MessageSource;
  loaded: Partial<Record<Locale, Record<string, string>>>;
  loading: Partial<Record<Locale, Promise<void>>>;
}

/** By owner ('shell', 'cart', ...), in the order added: a later source's text wins for a key both have. */
const sources = new Map<string, AddedSource>();
const merged: Partial<Record<Locale, Record<string, string>>> = {};

function remerge(locale: Locale): void {
  const texts: Record<string, string> = {};
  for (const added of sources.values()) Object.assign(texts, added.loaded[locale]);
  merged[locale] = texts;
}

/**
 * Adds (or replaces) the texts an app owns. A replaced source (a remote loaded again after a
 * release) goes last, so its texts win; its languages load again on the next loadMessages.
 */
export function addMessages(owner: string, source: MessageSource): void {
  if (sources.get(owner)?.source === source) return;
  sources.delete(owner);
  sources.set(owner, { source, loaded: {}, loading: {} });
  for (const locale of Object.keys(merged) as Locale[]) remerge(locale);
}

function loadSource(added: AddedSource, locale: Locale): Promise<void> {
  added.loading[locale] ??= added.source[locale]().then(
    (texts) => {
      added.loaded[locale] = texts;
      remerge(locale);
    },
    (error: unknown) => {
      delete added.loading[locale];
      throw error;
    },
  );
  return added.loading[locale];
}

/** Whether every added source has its texts of this language at hand. */
export const hasMessages = (locale: Locale): boolean =>
  [...sources.values()].every((added) => added.loaded[locale] !== undefined);

/** Loads a language's texts of every added source once; a failed load is tried again on the next call. */
export async function loadMessages(locale: Locale): Promise<void> {
  await Promise.all([...sources.values()].map((added) => loadSource(added, locale)));
}

const texts = textFunctions((locale, key) => {
  const loaded = merged[locale];
  return loaded && Object.hasOwn(loaded, key) ? loaded[key] : undefined;
});

/**
 * Translates a key; `{name}` placeholders are filled from params, a counted key's form follows its
 * count. Unknown keys, and keys of a language not loaded yet, are returned as they are.
 */
export const { translate, translateCount, formatMessage } = texts;

/** Whether the key is a text of the shop: judged by the texts loaded so far. */
export function isMessageKey(key: string): key is MessageKey {
  return (Object.keys(merged) as Locale[]).some((locale) => texts.hasText(locale, key));
}
