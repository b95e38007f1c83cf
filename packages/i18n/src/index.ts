import { defaultLocale, locales, type Locale } from '@shop/contracts';
import { de } from './messages/de';
import { en, type MessageKey } from './messages/en';
import { et } from './messages/et';
import { fi } from './messages/fi';
import type { Messages } from './types';

export type { MessageKey, Messages };

const catalogues: Record<Locale, Messages> = { de, fi, en, et };

/** Any input (cookie, header, URL) to a supported locale; unsupported ones fall back to the default. */
export function resolveLocale(input: string | null | undefined): Locale {
  const code = (input ?? '').trim().toLowerCase().slice(0, 2);
  return (locales as readonly string[]).includes(code) ? (code as Locale) : defaultLocale;
}

export function isMessageKey(key: string): key is MessageKey {
  return key in en;
}

/** Translates a key; `{name}` placeholders are filled from params. Unknown keys are returned as they are. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const template = isMessageKey(key) ? catalogues[locale][key] : key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export const languageNames: Record<Locale, string> = { de: 'Deutsch', fi: 'Suomi', en: 'English', et: 'Eesti' };
