import { locales, type Locale } from '@shop/contracts';
import { countPlaceholdersIn } from '../src/counts';
import { de } from '../src/messages/de';
import { en } from '../src/messages/en';
import { et } from '../src/messages/et';
import { fi } from '../src/messages/fi';
import type { Messages } from '../src/types';

/*
 * The rule: a text that names a count placeholder (src/counts.ts: {count}, {n}, {min}, {max},
 * {days}, {hours}, {items}, {quantity}...) is one form of a singular and plural pair, `key_one` and
 * `key_other`, in all four languages ("1 Produkt" / "3 Produkte", "1 tuote" / "3 tuotetta"), unless
 * it is listed below with the way its count stands apart from any noun. The test checks that way in
 * every language, so a listed text that comes to say "{count} Produkte" fails here too.
 */
const catalogues: Record<Locale, Messages> = { de, fi, en, et };

type Standing =
  /** "Products (3)": the count alone in brackets. */
  | 'bracket'
  /** "Products found: 23": the count after a colon, at the end of the text. */
  | 'colon'
  /** "3 × Fence panel": the count before a multiplication sign. */
  | 'times'
  /** "The minimum order is 5.", "Width: from 100": no word follows the count (a value, not things counted). */
  | 'alone'
  /** "in 2–4 working days": a span of counts, always more than one. */
  | 'range';

const countApart: Record<string, Standing> = {
  'catalogue.listing_filters_toggle': 'bracket',
  'search.show_all': 'bracket',
  'search.tab_products': 'bracket',
  'search.tab_categories': 'bracket',
  'search.page_count': 'colon',
  'product.part_quantity': 'times',
  'checkout.review_line': 'times',
  'fulfilment.buyer_line': 'times',
  'account.line_quantity_price': 'times',
  'backoffice.cancel_mail_text': 'times',
  'product.below_minimum': 'alone',
  // An attribute's range in a filter chip ("Höhe: 100 – 200"): measured values, not things counted.
  'catalogue.range_chip': 'alone',
  'catalogue.range_chip_min': 'alone',
  'catalogue.range_chip_max': 'alone',
  // "Seite 2 von 7": the number of pages ends the text.
  'blog.page': 'alone',
  'catalogue.delivery_range': 'range',
};

const escape = (name: string) => `\\{${name}\\}`;
const noWordAfter = (name: string) => new RegExp(`${escape(name)}(?![\\s\\u00a0]*\\p{L})`, 'u');
const standsApart: Record<Standing, (text: string, name: string) => boolean> = {
  bracket: (text, name) => new RegExp(`\\(${escape(name)}\\)`).test(text),
  colon: (text, name) => new RegExp(`:\\s*${escape(name)}\\s*$`).test(text),
  times: (text, name) => new RegExp(`${escape(name)}\\s*×`).test(text),
  alone: (text, name) => noWordAfter(name).test(text),
  range: (text) => /\{min\}\s*[–-]\s*\{max\}/.test(text),
};

const keys = Object.keys(en) as (keyof Messages)[];
const counted = (key: string) => /_(one|other)$/.test(key);
const base = (key: string) => key.replace(/_(one|other)$/, '');

describe('texts with a count', () => {
  it('each naming a count next to a noun has a singular and a plural form', () => {
    const formless = keys.filter(
      (key) =>
        !counted(key) &&
        !(key in countApart) &&
        locales.some((l) => countPlaceholdersIn(catalogues[l][key]).length > 0),
    );
    expect(formless).toEqual([]);
  });

  it('come in pairs: a singular for every plural and a plural for every singular', () => {
    const withCount = keys.filter((key) => counted(key) && countPlaceholdersIn(en[key]).length > 0);
    const halves = withCount.filter(
      (key) =>
        !keys.includes(`${base(key)}_one` as keyof Messages) || !keys.includes(`${base(key)}_other` as keyof Messages),
    );
    expect(halves).toEqual([]);
  });

  it('name one count placeholder, the same in both forms and every language', () => {
    const bases = [...new Set(keys.filter(counted).map(base))].filter((key) =>
      keys.includes(`${key}_one` as keyof Messages),
    );
    const uneven = bases.flatMap((key) => {
      const named = locales.flatMap((l) =>
        (['one', 'other'] as const).map((form) =>
          countPlaceholdersIn(catalogues[l][`${key}_${form}` as keyof Messages]),
        ),
      );
      const first = named[0]!;
      return first.length === 1 && named.every((n) => n.join() === first.join())
        ? []
        : [`${key}: ${named.join(' | ')}`];
    });
    expect(uneven).toEqual([]);
  });

  it('listed as apart keep their count apart from any noun in every language', () => {
    const broken = Object.entries(countApart).flatMap(([key, standing]) =>
      locales.flatMap((l) => {
        const text = catalogues[l][key as keyof Messages];
        if (text === undefined) return [`${key} is no text`];
        const names = countPlaceholdersIn(text);
        if (names.length === 0) return [`${key} (${l}) names no count: drop it from the list`];
        return names.every((name) => standsApart[standing](text, name)) ? [] : [`${key} (${l}): ${text}`];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('catches a count next to a noun (the rule itself)', () => {
    expect(standsApart.alone('{count} Produkte', 'count')).toBe(false);
    expect(standsApart.alone('Mindestmenge: {min} Stück', 'min')).toBe(false);
    expect(standsApart.alone('Die Mindestbestellmenge ist {min}.', 'min')).toBe(true);
    expect(standsApart.bracket('Produkte ({count})', 'count')).toBe(true);
    expect(standsApart.colon('{title}: {count} Produkte', 'count')).toBe(false);
    expect(countPlaceholdersIn('{score} / 5 aus {count} Bewertungen')).toEqual(['count']);
  });
});
