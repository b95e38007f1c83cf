import { locales, type Locale } from '@shop/contracts';
import { words } from '../../src/adapters/memory/text';
import type { CatalogueData } from '../../src/domain';

/** 2: what the buyer typed for; 1: acceptable beside it. Anything not judged counts 0. */
export type Grade = 1 | 2;

export interface JudgedQuery {
  query: string;
  locale: Locale;
  /** The named rule that chose the query and wrote its judgements (below). */
  rule: RuleName;
  /** Variant ids per grade, as ranges ("12-20,31"): a product's variants have consecutive ids. */
  grade2: string;
  grade1: string;
}

export interface JudgedSet {
  /** The demo catalogue the judgements are about: `seedCatalogue(imageBase, variants)`. */
  variants: number;
  queries: JudgedQuery[];
}

export type RuleName =
  | 'whole-word'
  | 'typed-prefix'
  | 'without-diacritics'
  | 'compound-part'
  | 'misspelling'
  | 'misspelled-prefix'
  | 'word-and-size'
  | 'code'
  | 'code-prefix'
  | 'supplier-name'
  | 'supplier-word'
  | 'supplier-and-word';

/**
 * What a buyer can mean by a typed word, read from one visible variant in one language: the words
 * of its title, and of its category chain and supplier name (both shown beside it in the shop).
 */
interface Shown {
  id: number;
  code: string;
  supplierId: number;
  title: string[];
  around: string[];
}

type Judge = (v: Shown) => Grade | 0;

/** A word inside a longer one, past its first letter: the part of a compound ("zaun" in "gitterzaun"). */
const holdsPart = (word: string, part: string) => word.length > part.length && word.indexOf(part, 1) > 0;

/**
 * The rules for a word a buyer typed whole: titles holding the word itself are what they asked for;
 * titles with a compound of it (before or after: "Zaunpfosten", "Gitterzaun"), and variants whose
 * category or supplier name holds it, are acceptable.
 */
function judgeWord(word: string): Judge {
  return (v) => {
    if (v.title.includes(word)) return 2;
    if (v.title.some((w) => w.startsWith(word) || holdsPart(w, word))) return 1;
    if (v.around.some((w) => w.startsWith(word) || holdsPart(w, word))) return 1;
    return 0;
  };
}

/**
 * A word being typed: every title word it begins is what the buyer is typing towards; a word of the
 * title holding it further in, or a category or supplier word beginning with it, is acceptable.
 */
function judgePrefix(prefix: string): Judge {
  return (v) => {
    if (v.title.some((w) => w.startsWith(prefix))) return 2;
    if (v.title.some((w) => holdsPart(w, prefix))) return 1;
    if (v.around.some((w) => w.startsWith(prefix))) return 1;
    return 0;
  };
}

/** Several words: the grade of the weakest, so every word must be met (as both engines require). */
function judgeAll(judges: Judge[]): Judge {
  return (v) => Math.min(...judges.map((judge) => judge(v))) as Grade | 0;
}

/** Named slips of a word of 6+ letters, at a position set by the word so the set is reproducible. */
const slips: Record<string, (word: string) => string> = {
  'swapped neighbours': (w) => {
    const i = Math.floor(w.length / 2);
    return w.slice(0, i - 1) + w[i] + w[i - 1] + w.slice(i + 1);
  },
  'dropped letter': (w) => {
    const i = Math.floor(w.length / 2);
    return w.slice(0, i) + w.slice(i + 1);
  },
  'doubled letter': (w) => {
    const i = Math.floor(w.length / 3);
    return w.slice(0, i + 1) + w[i] + w.slice(i + 1);
  },
  'neighbouring key': (w) => {
    const keys = 'qwertyuiopasdfghjklzxcvbnm';
    const i = Math.floor((2 * w.length) / 3);
    const at = keys.indexOf(w[i]!);
    const next = keys[at + 1] ?? keys[at - 1]!;
    return w.slice(0, i) + next + w.slice(i + 1);
  },
};

/** Words with a letter outside a-z in the title as written, for the "typed without diacritics" rule. */
function titleWordsAsWritten(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

const isPlainWord = (w: string) => /^[a-z]+$/.test(w);

/** Every `step`-th of a list, starting at `from`: a spread over frequent and rare words alike. */
function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  const step = list.length / count;
  return Array.from({ length: count }, (_, i) => list[Math.floor(i * step)]!);
}

/**
 * Builds the judged set from the catalogue's own records. Queries are chosen by rule from the words
 * and codes the catalogue has; each query's judgements come from its rule alone, never from what an
 * engine answers.
 */
export function buildJudgedSet(data: CatalogueData, variantsInCatalogue: number): JudgedSet {
  const products = new Map(data.products.map((p) => [p.id, p]));
  const categories = new Map(data.categories.map((c) => [c.categoryid, c]));
  const suppliers = new Map(data.suppliers.map((s) => [s.id, s]));
  const chainOf = (categoryid: number | undefined) => {
    const chain = [];
    for (let c = categoryid === undefined ? undefined : categories.get(categoryid); c;) {
      chain.push(c);
      c = c.parentid === null ? undefined : categories.get(c.parentid);
    }
    return chain;
  };
  const visible = data.variants.filter((v) => !v.hidden);
  const shownIn = (locale: Locale): Shown[] =>
    visible.map((v) => ({
      id: v.id,
      code: v.code,
      supplierId: v.supplierId,
      title: words(v.title[locale]),
      around: [
        ...chainOf(products.get(v.productId)?.categoryid).flatMap((c) => words(c.title[locale])),
        ...words(suppliers.get(v.supplierId)?.name ?? ''),
      ],
    }));

  const queries: JudgedQuery[] = [];
  const add = (rule: RuleName, locale: Locale, query: string, shown: Shown[], judge: Judge) => {
    const grade2: number[] = [];
    const grade1: number[] = [];
    for (const v of shown) {
      const grade = judge(v);
      if (grade === 2) grade2.push(v.id);
      else if (grade === 1) grade1.push(v.id);
    }
    if (grade2.length === 0) throw new Error(`rule ${rule} chose "${query}" (${locale}) with nothing to find`);
    queries.push({ query, locale, rule, grade2: toRanges(grade2), grade1: toRanges(grade1) });
  };

  for (const locale of locales) {
    const shown = shownIn(locale);
    // The title words of the language by how many variants hold them, then alphabetically.
    const frequency = new Map<string, number>();
    for (const v of shown) for (const w of new Set(v.title)) frequency.set(w, (frequency.get(w) ?? 0) + 1);
    const vocabulary = [...frequency.keys()]
      .filter((w) => isPlainWord(w) && w.length >= 4)
      .sort((a, b) => frequency.get(b)! - frequency.get(a)! || (a < b ? -1 : 1));
    const long = vocabulary.filter((w) => w.length >= 8);

    // whole-word: a title word as the buyer writes it, diacritics included.
    const written = new Map<string, string>();
    for (const v of visible)
      for (const w of titleWordsAsWritten(v.title[locale])) {
        const [plain] = words(w);
        if (plain && !written.has(plain)) written.set(plain, w);
      }
    for (const w of spread(vocabulary, 12)) add('whole-word', locale, written.get(w) ?? w, shown, judgeWord(w));

    // typed-prefix: the first 3 to 6 letters of a long title word, as the search bar sends them while typing.
    spread(long, 12).forEach((w, i) => {
      const prefix = w.slice(0, 3 + (i % 4));
      add('typed-prefix', locale, prefix, shown, judgePrefix(prefix));
    });

    // without-diacritics: a word written with ä, ö, ü, õ or ß, typed without them.
    const accented = vocabulary.filter((w) => written.get(w) !== w);
    for (const w of spread(accented, 5)) add('without-diacritics', locale, w, shown, judgeWord(w));

    // compound-part: a word that also ends longer title words, typed alone ("zaun", "aita").
    const parts = vocabulary.filter((w) => w.length >= 4 && vocabulary.some((c) => c !== w && c.endsWith(w)));
    for (const w of spread(parts, 5)) add('compound-part', locale, w, shown, judgeWord(w));

    // misspelling: a long word with one named slip, judged as the word meant.
    const slipNames = Object.keys(slips);
    spread(long, 8).forEach((w, i) => {
      const slip = slips[slipNames[i % slipNames.length]!]!(w);
      if (slip !== w) add('misspelling', locale, slip, shown, judgeWord(w));
    });

    // misspelled-prefix: the first 6 letters of a long word, typed with a slip, judged as those letters.
    spread(
      long.filter((w) => w.length >= 9),
      5,
    ).forEach((w, i) => {
      const prefix = w.slice(0, 6);
      const slip = slips[slipNames[(i + 1) % slipNames.length]!]!(prefix);
      if (slip !== prefix) add('misspelled-prefix', locale, slip, shown, judgePrefix(prefix));
    });

    // word-and-size: a product word and a number of the same title ("zaunpfosten 1800").
    spread(long, 6).forEach((w, i) => {
      const holder = shown.filter((v) => v.title.includes(w));
      const numbers = [...new Set(holder.flatMap((v) => v.title.filter((t) => /^\d{3,}$/.test(t))))].sort();
      const size = numbers[i % Math.max(1, numbers.length)];
      if (size) add('word-and-size', locale, `${w} ${size}`, shown, judgeAll([judgeWord(w), judgeWord(size)]));
    });
  }

  // Codes and suppliers are the same in every language: each query is asked in one, in turn.
  const inTurn = (i: number) => locales[i % locales.length]!;
  const everyLocale = new Map(locales.map((l) => [l, shownIn(l)]));

  spread(visible, 24).forEach((v, i) => {
    const locale = inTurn(i);
    const typed = i % 2 === 0 ? v.code : v.code.toLowerCase();
    add('code', locale, typed, everyLocale.get(locale)!, (s) => (s.id === v.id ? 2 : 0));
  });
  spread(visible, 12).forEach((v, i) => {
    const locale = inTurn(i);
    const prefix = v.code.slice(0, -1);
    add('code-prefix', locale, prefix, everyLocale.get(locale)!, (s) => (s.code.startsWith(prefix) ? 2 : 0));
  });

  const withVariants = data.suppliers.filter((s) => visible.some((v) => v.supplierId === s.id));
  // A word of several suppliers' names ("Elbe Stahl", "Elbe Profilstahl") means any of them.
  const suppliersNamed = (word: string) =>
    new Set(withVariants.filter((s) => words(s.name).includes(word)).map((s) => s.id));
  spread(withVariants, 16).forEach((supplier, i) => {
    const locale = inTurn(i);
    add('supplier-name', locale, supplier.name, everyLocale.get(locale)!, (s) =>
      s.supplierId === supplier.id ? 2 : 0,
    );
  });
  // supplier-word: the distinctive first word of a name ("Weser", "Pohjolan"): its suppliers' variants.
  const firstWords = [...new Set(withVariants.map((s) => words(s.name)[0]!))].filter((w) => w.length >= 4).sort();
  spread(firstWords, 12).forEach((word, i) => {
    const locale = inTurn(i);
    const named = suppliersNamed(word);
    add('supplier-word', locale, word, everyLocale.get(locale)!, (s) =>
      named.has(s.supplierId) ? 2 : s.title.some((w) => w.startsWith(word)) ? 1 : 0,
    );
  });

  // supplier-and-word: a supplier's first word and the first word of one of its titles ("weser zaunpfosten"):
  // the variants with that word of every supplier so named.
  spread(withVariants, 12).forEach((supplier, i) => {
    const locale = inTurn(i);
    const shown = everyLocale.get(locale)!;
    const own = shown.filter((s) => s.supplierId === supplier.id);
    const word = own[Math.floor(own.length / 2)]!.title[0]!;
    const name = words(supplier.name)[0]!;
    const named = suppliersNamed(name);
    add('supplier-and-word', locale, `${name} ${word}`, shown, (s) =>
      named.has(s.supplierId) && s.title.includes(word) ? 2 : 0,
    );
  });

  return { variants: variantsInCatalogue, queries };
}

/** Sorted ids as ranges: "1-4,9". */
export function toRanges(ids: number[]): string {
  const out: string[] = [];
  for (let i = 0; i < ids.length;) {
    let j = i;
    while (j + 1 < ids.length && ids[j + 1] === ids[j]! + 1) j++;
    out.push(j === i ? String(ids[i]) : `${ids[i]}-${ids[j]}`);
    i = j + 1;
  }
  return out.join(',');
}

export function fromRanges(ranges: string): number[] {
  if (ranges === '') return [];
  return ranges.split(',').flatMap((range) => {
    const [from, to = from] = range.split('-').map(Number) as [number, number?];
    return Array.from({ length: to! - from + 1 }, (_, k) => from + k);
  });
}
