import type { Locale } from '@shop/contracts';
import { countPlaceholdersIn, pluralForm, writeCount, writeNumbers } from './counts';
import { fillPlaceholders } from './locales';

type Params = Record<string, string | number>;
/** A language's text of a key, when it has one. */
export type Lookup = (locale: Locale, key: string) => string | undefined;

interface FormatOptions {
  /** The count that picks the form, instead of the param named like the texts' count placeholder. */
  count?: number;
  /** Writes every number param as the language writes numbers, not only the count. */
  allNumbers?: boolean;
}

/**
 * The text of a key, placeholders filled, counts ({count}, {min}...) written as the language writes
 * numbers. A key with a singular and a plural form (`key_one`,
 * `key_other`) gets the form for its count: the number given as the param its texts name as
 * their count placeholder. Unknown keys come back as they are.
 */
function formatText(lookup: Lookup, locale: Locale, key: string, params: Params, options: FormatOptions): string {
  const written = writeNumbers(locale, params, options.allNumbers ? 'all' : 'counts');
  const own = lookup(locale, key);
  if (own !== undefined) return fillPlaceholders(own, written);
  const one = lookup(locale, `${key}_one`);
  const other = lookup(locale, `${key}_other`);
  if (one === undefined || other === undefined) return fillPlaceholders(key, written);
  const name = countPlaceholdersIn(other)[0] ?? 'count';
  const count = options.count ?? params[name];
  if (typeof count !== 'number') return fillPlaceholders(other, written);
  const text = pluralForm(locale, count) === 'one' ? one : other;
  return fillPlaceholders(text, { ...written, [name]: writeCount(locale, count) });
}

/**
 * The text functions of `@shop/i18n` over one way of looking texts up: every language at hand on
 * the server (index.ts), the loaded ones in the browser (browser.ts). Both sides so pick the same
 * form and write the count alike, so a page head the server sends equals the one the page sets.
 */
export function textFunctions(lookup: Lookup) {
  return {
    /** Translates a key; `{name}` placeholders are filled from params. Unknown keys are returned as they are. */
    translate: (locale: Locale, key: string, params: Params = {}): string =>
      formatText(lookup, locale, key, params, {}),
    /** The singular or plural text of a counted key for that many: "1 Produkt", "1.200 Produkte". */
    translateCount: (locale: Locale, key: string, count: number, params: Params = {}): string =>
      formatText(lookup, locale, key, params, { count }),
    /** A service's message (a refusal): every number in the language's format, counted texts in their form. */
    formatMessage: (locale: Locale, key: string, params: Params = {}): string =>
      formatText(lookup, locale, key, params, { allNumbers: true }),
    /** Whether the key is a text, or a singular and plural pair of texts, of the shop. */
    hasText: (locale: Locale, key: string): boolean =>
      lookup(locale, key) !== undefined ||
      (lookup(locale, `${key}_one`) !== undefined && lookup(locale, `${key}_other`) !== undefined),
  };
}
