/*
 * Intl objects built once per locale and options, shared by every caller of the page (or the
 * service). Building one loads its language's CLDR data each time: the product page's footer
 * spent ~67 ms of one render (at Lighthouse's 4x CPU) on a single `new Intl.DisplayNames`. The
 * objects hold no state of their own, so one instance serves every render, request and mail.
 * Nothing is dropped: the shop's callers ask for a fixed set of locales and options, never for ones
 * a request chose, so the map stays as small as that set.
 */

const built = new Map<string, unknown>();

/** The options as a key that does not depend on the order they were written in; unset ones left out. */
function optionsKey(options: object | undefined): string {
  if (!options) return '';
  const set = Object.entries(options).filter(([, value]) => value !== undefined);
  return JSON.stringify(set.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function once<T>(kind: string, locale: string, options: object | undefined, build: () => T): T {
  const key = `${kind}\u0000${locale}\u0000${optionsKey(options)}`;
  if (built.has(key)) return built.get(key) as T;
  // A locale or option Intl refuses throws here, as `new Intl.…` did, and nothing is kept.
  const made = build();
  built.set(key, made);
  return made;
}

/** `new Intl.NumberFormat(locale, options)`, built once. */
export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  once('NumberFormat', locale, options, () => new Intl.NumberFormat(locale, options));

/** `new Intl.DateTimeFormat(locale, options)`, built once. */
export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  once('DateTimeFormat', locale, options, () => new Intl.DateTimeFormat(locale, options));

/** `new Intl.PluralRules(locale, options)`, built once. */
export const pluralRules = (locale: string, options?: Intl.PluralRulesOptions): Intl.PluralRules =>
  once('PluralRules', locale, options, () => new Intl.PluralRules(locale, options));

/** `new Intl.DisplayNames([locale], options)`, built once. */
export const displayNames = (locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  once('DisplayNames', locale, options, () => new Intl.DisplayNames([locale], options));

/** `new Intl.Collator(locale, options)`, built once; `a.localeCompare(b, locale)` builds one per comparison. */
export const collator = (locale: string, options?: Intl.CollatorOptions): Intl.Collator =>
  once('Collator', locale, options, () => new Intl.Collator(locale, options));
