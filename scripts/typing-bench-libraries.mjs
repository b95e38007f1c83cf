/**
 * FlexSearch and MiniSearch as contenders of the typing bench (scripts/bench-typing.mjs): one index
 * per language over the variants' titles, each title given as the embedded engine's words (folded,
 * split), so every contender indexes the same tokens and the stream's prefixes mean the same to all.
 *
 * `search(locale, term)` answers as the shop's search bar asks: a page of 24 and the count of all
 * matches, except where the job says otherwise.
 */
import { Index } from 'flexsearch';
import MiniSearch from 'minisearch';

const page = 24;

/**
 * One index per language, built by `add(index, id, text)` over the visible variants' titles (a
 * hidden variant is one a library would have removed: the engine leaves it out at query time).
 */
function perLanguage(locales, variants, words, create, add) {
  return new Map(
    locales.map((locale) => {
      const index = create();
      variants.forEach((v, id) => {
        if (!v.hidden) add(index, id, words(v.title[locale]).join(' '));
      });
      return [locale, index];
    }),
  );
}

/**
 * The contenders, each `{ name, build(variants), jobs }`: `build` gives the per-language indexes and
 * each job `{ job, search(indexes, locale, term) }` one way of asking them.
 */
export function libraryContenders(locales, words) {
  return [
    {
      name: 'FlexSearch',
      // The forward tokenizer indexes every prefix of every word; FlexSearch has no typo matching.
      // The exact encoder takes the engine's words as they are: the default one also merges doubled
      // letters ("passii" finds "passiivi") and splits numbers into triplets. No result cache.
      build: (variants) =>
        perLanguage(
          locales,
          variants,
          words,
          () => new Index({ tokenize: 'forward', encoder: 'Exact', cache: false }),
          (index, id, text) => index.add(id, text),
        ),
      jobs: [
        {
          job: 'as configured for typing: forward tokenizer, first 5',
          search: (indexes, locale, term) => indexes.get(locale).search(term, { limit: 5 }),
        },
        {
          job: 'equal work: every match returned, counted, a page of 24',
          // Its count is checked against the engine's words (bench-typing.mjs, checkPrefixCounts).
          countsTitlePrefixes: true,
          search(indexes, locale, term) {
            const ids = indexes.get(locale).search(term, { limit: Number.MAX_SAFE_INTEGER });
            return { count: ids.length, variantIds: ids.slice(0, page) };
          },
        },
      ],
    },
    {
      name: 'MiniSearch',
      build: (variants) =>
        perLanguage(
          locales,
          variants,
          words,
          // The engine's typo rule: one edit, for words of 5+ letters.
          () =>
            new MiniSearch({
              fields: ['title'],
              searchOptions: { prefix: true, fuzzy: (t) => (t.length >= 5 ? 1 : 0) },
            }),
          (index, id, text) => index.add({ id, title: text }),
        ),
      // One job: MiniSearch's search always scores and sorts every match, so as configured is equal work.
      jobs: [
        {
          job: 'prefix + one typo from 5 letters: every match scored, sorted, counted, a page of 24',
          search(indexes, locale, term) {
            const hits = indexes.get(locale).search(term);
            return { count: hits.length, variantIds: hits.slice(0, page).map((h) => h.id) };
          },
        },
      ],
    },
  ];
}
