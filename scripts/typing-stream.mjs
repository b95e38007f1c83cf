// The typed-prefix stream of the search benches (`npm run bench`, `npm run bench:typing`): what the
// search bar sends while buyers type the catalogue's own words, in all four languages.
import { tsImport } from 'tsx/esm/api';

const { words } = await tsImport('../services/catalogue/src/adapters/memory/text.ts', import.meta.url);
const { locales } = await tsImport('../packages/contracts/src/common.ts', import.meta.url);

/** The search bar's first call: from the third letter on (searchMinChars in mf-catalogue). */
export const searchMinChars = 3;

/**
 * Every prefix from the third letter of the titles' words of 5+ letters, and of each with a slip (two
 * neighbours swapped), each prefix once per language: broad prefixes ("zau") and narrow ones (a whole
 * compound), so nearly every call of a first pass is one the engine has not seen.
 */
export function typingStream(variants) {
  const stream = [];
  for (const locale of locales) {
    const seen = new Set();
    const dictionary = new Set();
    for (const v of variants) for (const w of words(v.title[locale])) if (/^[a-z]{5,}$/.test(w)) dictionary.add(w);
    for (const word of [...dictionary].sort()) {
      const at = word.length >> 1;
      const slipped = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
      for (const typed of [word, slipped]) {
        for (let n = searchMinChars; n <= typed.length; n++) {
          const prefix = typed.slice(0, n);
          if (!seen.has(prefix)) stream.push([locale, prefix]);
          seen.add(prefix);
        }
      }
    }
  }
  return stream;
}

/**
 * Terms no buyer's prefix in the stream starts with (each word with its first letter made a "q"): a
 * warm-up that compiles the code without showing the engine the stream.
 */
export function warmUpTerms(stream) {
  const typed = new Set(stream.map(([locale, prefix]) => `${locale} ${prefix}`));
  return stream
    .filter(([, prefix]) => prefix.length >= 5)
    .map(([locale, prefix]) => [locale, `q${prefix.slice(1)}`])
    .filter(([locale, term]) => !typed.has(`${locale} ${term}`));
}
