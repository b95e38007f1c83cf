import { matchWeight, shortestTyped } from '../../domain/match-weights';
import { partsOf, words } from './text';
import { firstNotBefore } from './first-not-before';
import { typoMatches } from './typo-matches';

export interface WordMatch {
  word: number;
  weight: number;
}

/**
 * A built TextIndex as flat arrays (index-snapshot.ts writes it): the words joined by newlines
 * (a word is letters and digits only), the postings end to end with each word's end offset, and
 * each suffix as its word and the position it starts at.
 */
export interface SavedTextIndex {
  words: string;
  postings: Uint32Array;
  postingEnds: Uint32Array;
  suffixWord: Uint32Array;
  suffixStart: Uint16Array;
}

/**
 * The words of one language with, per word, the documents whose title holds it. Besides
 * whole-word prefixes it finds words by their compound parts ("aita" finds "verkkoaita",
 * "zaun" finds "gitterzaun") through a sorted list of word suffixes, and words that start with
 * a slip of a typed word of 5+ letters (one edit away), found by walking the sorted words as a trie.
 */
export class TextIndex {
  private words: string[] = [];
  private postings: Uint32Array[] = [];
  /** Suffixes of long words, sorted, with the word each belongs to. */
  private suffixes: string[] = [];
  private suffixWord: Uint32Array = new Uint32Array(0);
  private readonly cache = new Map<string, WordMatch[]>();

  /** Builds from one text per document. */
  build(texts: (doc: number) => string, size: number, extraWords: Iterable<string> = []) {
    const byWord = new Map<string, number[]>();
    for (let doc = 0; doc < size; doc++) {
      for (const word of new Set(words(texts(doc)))) {
        let list = byWord.get(word);
        if (!list) byWord.set(word, (list = []));
        list.push(doc);
      }
    }
    for (const word of extraWords) if (!byWord.has(word)) byWord.set(word, []);
    this.words = [...byWord.keys()].sort();
    this.postings = this.words.map((w) => Uint32Array.from(byWord.get(w) ?? []));
    const parts: [string, number][] = [];
    this.words.forEach((word, id) => {
      for (const part of partsOf(word)) parts.push([part, id]);
    });
    parts.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    this.suffixes = parts.map((p) => p[0]);
    this.suffixWord = Uint32Array.from(parts.map((p) => p[1]));
    this.cache.clear();
  }

  saved(): SavedTextIndex {
    const postingEnds = new Uint32Array(this.postings.length);
    let end = 0;
    this.postings.forEach((p, i) => (postingEnds[i] = end += p.length));
    const postings = new Uint32Array(end);
    this.postings.forEach((p, i) => postings.set(p, postingEnds[i]! - p.length));
    const suffixStart = Uint16Array.from(this.suffixes, (suffix, i) => {
      const word = this.words[this.suffixWord[i]!]!;
      return word.length - suffix.length;
    });
    return { words: this.words.join('\n'), postings, postingEnds, suffixWord: this.suffixWord, suffixStart };
  }

  /** The index `saved()` describes; its arrays are kept as they are, not copied. */
  static restore(saved: SavedTextIndex): TextIndex {
    const index = new TextIndex();
    index.words = saved.words === '' ? [] : saved.words.split('\n');
    index.postings = Array.from(saved.postingEnds, (end, i) =>
      saved.postings.subarray(i === 0 ? 0 : saved.postingEnds[i - 1]!, end),
    );
    index.suffixWord = saved.suffixWord;
    index.suffixes = Array.from(saved.suffixWord, (word, i) => index.words[word]!.slice(saved.suffixStart[i]!));
    return index;
  }

  posting(word: number): Uint32Array {
    return this.postings[word] ?? new Uint32Array(0);
  }

  wordAt(word: number): string {
    return this.words[word] ?? '';
  }

  /** Dictionary words matching a typed word, each with its best weight. */
  match(typed: string): WordMatch[] {
    const cached = this.cache.get(typed);
    if (cached) return cached;
    const best = new Map<number, number>();
    const offer = (word: number, weight: number) => {
      if ((best.get(word) ?? 0) < weight) best.set(word, weight);
    };
    const from = lowerBound(this.words, typed);
    if (this.words[from] === typed) offer(from, matchWeight.exact);
    // A single letter or digit only matches itself: as a prefix it would match half the catalogue.
    if (typed.length >= shortestTyped.prefix) {
      for (let i = from; i < this.words.length && this.words[i]!.startsWith(typed); i++) offer(i, matchWeight.prefix);
    }
    if (typed.length >= shortestTyped.part) {
      for (
        let i = lowerBound(this.suffixes, typed);
        i < this.suffixes.length && this.suffixes[i]!.startsWith(typed);
        i++
      ) {
        offer(this.suffixWord[i]!, matchWeight.part);
      }
    }
    if (typed.length >= shortestTyped.typo) {
      typoMatches(this.words, typed, (word) => offer(word, matchWeight.typo));
    }
    const result = [...best].map(([word, weight]) => ({ word, weight }));
    if (this.cache.size > 20_000) this.cache.clear();
    this.cache.set(typed, result);
    return result;
  }
}

function lowerBound(sorted: string[], key: string): number {
  return firstNotBefore(sorted.length, (at) => sorted[at]! < key);
}
