import type { Locale } from '@shop/contracts';
import { fillPlaceholders } from './locales';
import type { MessageKey, Messages } from './types';

/*
 * `@shop/i18n` in the browser (see index.ts): a page carries the texts of the buyer's language
 * only, a chunk per language, loaded before the first render and before a switch of language.
 */

export type { MessageKey, Messages };
export { languageNames, resolveLocale } from './locales';

const importers: Record<Locale, () => Promise<Messages>> = {
  de: () => import(/* webpackChunkName: "messages-de" */ './messages/de').then((module) => module.de),
  fi: () => import(/* webpackChunkName: "messages-fi" */ './messages/fi').then((module) => module.fi),
  en: () => import(/* webpackChunkName: "messages-en" */ './messages/en').then((module) => module.en),
  et: () => import(/* webpackChunkName: "messages-et" */ './messages/et').then((module) => module.et),
};

const loaded: Partial<Record<Locale, Messages>> = {};
const loading: Partial<Record<Locale, Promise<void>>> = {};

export const hasMessages = (locale: Locale): boolean => locale in loaded;

/** Loads a language's texts once; a failed load is tried again on the next call. */
export function loadMessages(locale: Locale): Promise<void> {
  loading[locale] ??= importers[locale]().then(
    (messages) => {
      loaded[locale] = messages;
    },
    (error: unknown) => {
      delete loading[locale];
      throw error;
    },
  );
  return loading[locale];
}

/** Whether the key is a text of the shop: judged by the texts loaded so far. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.values(loaded).some((messages) => Object.hasOwn(messages, key));
}

/**
 * Translates a key; `{name}` placeholders are filled from params. Unknown keys, and keys of a
 * language not loaded yet, are returned as they are.
 */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const messages = loaded[locale];
  return fillPlaceholders(messages && Object.hasOwn(messages, key) ? messages[key as MessageKey] : key, params);
}
