import type { Locale } from '@shop/contracts';
import { numberFormat, pluralRules } from './intl-formatters';

/** The region each language of the shop writes numbers and chooses plural forms for. */
export const intlLocale: Record<Locale, string> = { de: 'de-DE', fi: 'fi-FI', en: 'en-IE', et: 'et-EE' };

/**
 * Placeholders that stand for a number of things. A text naming one next to a noun ("3 Produkte")
 * has a singular and a plural form: `key_one` and `key_other`, with that placeholder in both
 * (test/count-texts.test.ts holds every text to this).
 */
export const countPlaceholders = [
  'count',
  'n',
  'min',
  'max',
  'days',
  'hours',
  'minutes',
  'items',
  'lines',
  'quantity',
  'pages',
] as const;

const isCountPlaceholder = (name: string) => (countPlaceholders as readonly string[]).includes(name);

/** The count placeholders a text names, in order. */
export const countPlaceholdersIn = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).filter(isCountPlaceholder);

/** One and other are the only plural forms of the shop's languages (de, fi, en, et). */
export const pluralForm = (locale: Locale, count: number): 'one' | 'other' =>
  pluralRules(intlLocale[locale]).select(count) === 'one' ? 'one' : 'other';

/** A count as the language writes it: 1.200 in German, 1 200 in Finnish, 1,200 in English; 1,5 in German. */
export const writeCount = (locale: Locale, count: number): string => numberFormat(intlLocale[locale]).format(count);

/**
 * Number params written as the language writes numbers: those of the count placeholders, or all
 * of them (a message a service sends). Other numbers a text names stay as they are (a year).
 */
export const writeNumbers = (
  locale: Locale,
  params: Record<string, string | number>,
  which: 'counts' | 'all',
): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'number' && (which === 'all' || isCountPlaceholder(name)) ? writeCount(locale, value) : value,
    ]),
  );
