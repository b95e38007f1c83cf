import { locales } from '@shop/contracts';
import { TextIndex } from '../src/adapters/memory/text-index';
import { matchWeight } from '../src/domain/match-weights';
import { typoMatches } from '../src/adapters/memory/typo-matches';
import { seedCatalogue } from './seed';

/**
 * The reference: what `TextIndex.match` answered when it compared the typed word with every
 * word of the dictionary (and the typo test with `withinOneEdit` on the word and its heads).
 */
function scanMatch(dictionary: string[], typed: string): Map<number, number> {
  const best = new Map<number, number>();
  dictionary.forEach((word, id) => {
    let weight = 0;
    if (word === typed) weight = matchWeight.exact;
    else if (typed.length >= 2 && word.startsWith(typed)) weight = matchWeight.prefix;
    else if (typed.length >= 4 && word.length >= 6 && isPart(word, typed)) weight = matchWeight.part;
    else if (typed.length >= 5 && word.length >= typed.length - 1 && !/\d/.test(word)) {
      const head = (n: number) => word.slice(0, n);
      if (
        withinOneEdit(typed, word) ||
        withinOneEdit(typed, head(typed.length)) ||
        withinOneEdit(typed, head(typed.length + 1)) ||
        withinOneEdit(typed, head(typed.length - 1))
      ) {
        weight = matchWeight.typo;
      }
    }
    if (weight > 0) best.set(id, weight);
  });
  return best;
}

/** A suffix from the third letter that leaves at least three letters starts with `typed`. */
function isPart(word: string, typed: string): boolean {
  const at = word.indexOf(typed, 2);
  return at >= 2 && at <= word.length - 3;
}

function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The four slips a buyer makes, at letter `at`. */
function slips(word: string, at: number): string[] {
  const next = (ch: string) => String.fromCharCode(((ch.charCodeAt(0) - 97 + 1) % 26) + 97);
  return [
    word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
    word.slice(0, at) + word.slice(at + 1),
    word.slice(0, at) + next(word[at]!) + word.slice(at),
    word.slice(0, at) + next(word[at]!) + word.slice(at + 1),
  ];
}

function prefixesFromThird(word: string): string[] {
  return [...word].map((_, i) => word.slice(0, i + 1)).filter((p) => p.length >= 3);
}

function dictionaryOf(index: TextIndex): string[] {
  const all: string[] = [];
  for (let id = 0; index.wordAt(id) !== ''; id++) all.push(index.wordAt(id));
  return all;
}

// Thousands of typed words per language against the scan: minutes of CPU on a loaded machine.
jest.setTimeout(300_000);

describe('TextIndex typo matching', () => {
  const { variants } = seedCatalogue('/static/images');

  describe.each(locales)('on the demo catalogue in %s', (locale) => {
    const index = new TextIndex();
    index.build((doc) => variants[doc]!.title[locale], variants.length);
    const dictionary = dictionaryOf(index);
    const letterWords = dictionary.filter((w) => w.length >= 5 && /^[a-z]+$/.test(w));
    const step = Math.max(1, Math.floor(letterWords.length / 80));
    const sample = letterWords.filter((_, i) => i % step === 0);

    const expectSameAsScan = (typed: string[]) => {
      const byId = (a: [number, number], b: [number, number]) => a[0] - b[0];
      const differences = typed.flatMap((t) => {
        const got = JSON.stringify(
          index
            .match(t)
            .map((m): [number, number] => [m.word, m.weight])
            .sort(byId),
        );
        const expected = JSON.stringify([...scanMatch(dictionary, t)].sort(byId));
        return got === expected ? [] : [{ typed: t, got, expected }];
      });
      expect(differences).toEqual([]);
    };

    it('answers every prefix from the third letter of its words as the dictionary scan did', () => {
      expect(sample.length).toBeGreaterThanOrEqual(50);
      expectSameAsScan(sample.flatMap(prefixesFromThird));
    });

    it('answers words with a swap, a missing, an extra or a wrong letter as the dictionary scan did', () => {
      const slipped = sample.flatMap((w) => [1, Math.floor(w.length / 2), w.length - 2].flatMap((at) => slips(w, at)));
      expectSameAsScan(slipped.flatMap((s) => prefixesFromThird(s).filter((p) => p.length >= 5)));
    });
  });
});

describe('typoMatches', () => {
  const dictionary = ['gitterzaun', 'stahl', 'stahlrohr', 'stahlrohr2000', 'stall', 'zaun', 'zaunfeld', 'zaune'].sort();
  const found = (typed: string) => {
    const ids: number[] = [];
    typoMatches(dictionary, typed, (id) => ids.push(id));
    return ids.map((id) => dictionary[id]);
  };

  it('finds the words that start with a slip of the typed word, in dictionary order', () => {
    expect(found('sathl')).toEqual(['stahl', 'stahlrohr']);
    expect(found('zaunfled')).toEqual(['zaunfeld']);
    expect(found('zaunfld')).toEqual(['zaunfeld']);
    expect(found('zaunnfeld')).toEqual(['zaunfeld']);
    expect(found('zaunfeed')).toEqual(['zaunfeld']);
  });

  it('leaves out words with a digit, whose slips are other sizes', () => {
    expect(found('stahlrohr')).toEqual(['stahlrohr']);
  });

  it('finds nothing two edits away', () => {
    expect(found('zuanfled')).toEqual([]);
  });
});
