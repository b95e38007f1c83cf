#!/usr/bin/env node
/**
 * Typing bench of the embedded engine, in process: what a keystroke costs the first time a
 * prefix is seen and when it comes again. The stream is every prefix from the third letter
 * (as the search bar sends them) of every word of 5+ letters in the catalogue's titles, in all
 * four languages, plus the same words with a slip (two neighbours swapped), each prefix once: so
 * nearly every call of the first pass is first sight, and the second pass repeats the stream.
 *
 * Two measures, each per call in CPU of this process (`process.cpuUsage`, user + system), after a
 * warm-up that compiles the code without seeing the stream's prefixes:
 * - match: `TextIndex.match` of the titles' index of the prefix's language;
 * - search: the engine's whole `search` (titles, categories and suppliers, ranking, a page of 24).
 *
 * With `--before <git revision>`, the engine's folder (services/catalogue/src/adapters/memory)
 * as it was at that revision runs beside this tree's, on the same catalogue and stream, the two
 * alternating: one run, side by side. Writes bench-results/typing.json and prints a table.
 *
 *   npm run bench:typing                            10,500 (the demo) and 100,000 variants
 *   npm run bench:typing -- --before <rev>          and the engine of <rev> beside it
 *   npm run bench:typing -- 10500 --before <rev>    one size
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const beforeAt = args.indexOf('--before');
const beforeRev = beforeAt >= 0 ? args[beforeAt + 1] : undefined;
if (beforeAt >= 0 && !beforeRev) throw new Error('--before needs a git revision');
const sizeArgs = args.filter((a, i) => i !== beforeAt && i !== beforeAt + 1).map(Number);
const sizes = sizeArgs.length > 0 ? sizeArgs : [10_500, 100_000];
const matchRounds = 3;
const searchMinChars = 3;
const adapters = join(root, 'services/catalogue/src/adapters');

const load = (file) => tsImport(pathToFileURL(file).href, import.meta.url);
const { seedCatalogue } = await load(join(root, 'services/catalogue/src/seed.ts'));
const { words } = await load(join(adapters, 'memory/text.ts'));
const { locales } = await load(join(root, 'packages/contracts/src/common.ts'));

/**
 * The engine's folder at `rev`, extracted beside this tree's (same depth, so its imports of the
 * domain and the packages resolve) and removed when the bench ends.
 */
function extractEngine(rev) {
  const dir = mkdtempSync(join(adapters, '.bench-before-'));
  const tar = execFileSync('git', ['archive', rev, 'services/catalogue/src/adapters/memory'], { cwd: root });
  execFileSync('tar', ['-x', '--strip-components=5', '-C', dir], { input: tar });
  return dir;
}

const engines = [{ name: 'this tree', dir: join(adapters, 'memory') }];
let extracted;
if (beforeRev) {
  extracted = extractEngine(beforeRev);
  const cleanUp = () => rmSync(extracted, { recursive: true, force: true });
  process.on('exit', cleanUp);
  process.on('SIGINT', () => process.exit(130));
  engines.unshift({ name: `before (${beforeRev})`, dir: extracted });
}
for (const engine of engines) {
  engine.TextIndex = (await load(join(engine.dir, 'text-index.ts'))).TextIndex;
  engine.MemoryCatalogueIndex = (await load(join(engine.dir, 'memory-catalogue-index.ts'))).MemoryCatalogueIndex;
}

/** Every prefix from the third letter of the titles' words of 5+ letters, and of each with a slip. */
function typingStream(variants) {
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

function cpuMicros(fn) {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

async function cpuMicrosAsync(fn) {
  const start = process.cpuUsage();
  await fn();
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50) / 1000, p95: percentile(sorted, 95) / 1000 };
}

/**
 * Both passes of the stream through `TextIndex.match`, on indexes built fresh (empty caches);
 * round 0 is the compiler's warm-up and is not counted.
 */
function matchPasses(TextIndex, variants, stream) {
  const indexes = new Map(
    locales.map((locale) => {
      const index = new TextIndex();
      index.build((doc) => variants[doc].title[locale], variants.length);
      return [locale, index];
    }),
  );
  const pass = () => stream.map(([locale, prefix]) => cpuMicros(() => indexes.get(locale).match(prefix)));
  return { first: pass(), repeated: pass() };
}

/**
 * Both passes of the stream through each engine's `search`, the engines taking turns pass by pass.
 * Each engine first answers the warm-up terms, so the first pass measures unseen prefixes, not
 * the compiler's first look at the code.
 */
async function searchPasses(data, stream, warmUp) {
  const indexes = [];
  for (const engine of engines) {
    const index = new engine.MemoryCatalogueIndex();
    await index.replaceCatalogue(data);
    for (const [locale, term] of warmUp) await index.search({ term, locale, skip: 0, take: 24 });
    indexes.push([engine.name, index]);
  }
  const passes = new Map(engines.map((e) => [e.name, { first: [], repeated: [] }]));
  for (const which of ['first', 'repeated']) {
    for (const [name, index] of indexes) {
      for (const [locale, term] of stream) {
        passes.get(name)[which].push(await cpuMicrosAsync(() => index.search({ term, locale, skip: 0, take: 24 })));
      }
    }
  }
  return passes;
}

/** Terms no buyer's prefix in the stream starts with: each word with its first letter made a "q". */
function warmUpTerms(stream) {
  const typed = new Set(stream.map(([locale, prefix]) => `${locale} ${prefix}`));
  return stream
    .filter(([, prefix]) => prefix.length >= 5)
    .map(([locale, prefix]) => [locale, `q${prefix.slice(1)}`])
    .filter(([locale, term]) => !typed.has(`${locale} ${term}`));
}

const fmt = (ms) => (ms < 0.1 ? ms.toFixed(3) : ms < 10 ? ms.toFixed(2) : ms.toFixed(1));
const report = {
  when: new Date().toISOString(),
  command: `npm run bench:typing -- ${args.join(' ')}`.trim(),
  cores: cpus().length,
  loadAverageBefore: loadavg().map((l) => +l.toFixed(2)),
  sizes: [],
};
console.log(`${report.cores} cores, load average before ${report.loadAverageBefore.join(' / ')}`);

for (const size of sizes) {
  const data = seedCatalogue('/static/images', size);
  const stream = typingStream(data.variants);
  console.log(`\n${size.toLocaleString('en')} variants, ${stream.length} typed prefixes a pass`);
  const match = new Map(engines.map((e) => [e.name, { first: [], repeated: [] }]));
  for (let round = 0; round <= matchRounds; round++) {
    // Alternating which engine goes first, so a change of the machine's load falls on both.
    const order = round % 2 === 0 ? engines : [...engines].reverse();
    for (const engine of order) {
      const { first, repeated } = matchPasses(engine.TextIndex, data.variants, stream);
      if (round === 0) continue;
      match.get(engine.name).first.push(...first);
      match.get(engine.name).repeated.push(...repeated);
    }
  }
  const search = await searchPasses(data, stream, warmUpTerms(stream));

  const rows = engines.map((engine) => ({
    engine: engine.name,
    match: { first: summary(match.get(engine.name).first), repeated: summary(match.get(engine.name).repeated) },
    search: {
      first: summary(search.get(engine.name).first),
      repeated: summary(search.get(engine.name).repeated),
    },
  }));
  const loadAverage = loadavg().map((l) => +l.toFixed(2));
  report.sizes.push({ variants: size, typedPrefixes: stream.length, matchRounds, rows, loadAverageAfter: loadAverage });
  console.log('| engine | measure | first sight p50 / p95 ms | repeated p50 / p95 ms | first p95 / repeated p95 |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) {
    for (const measure of ['match', 'search']) {
      const { first, repeated } = row[measure];
      console.log(
        `| ${row.engine} | ${measure} | ${fmt(first.p50)} / ${fmt(first.p95)} | ${fmt(repeated.p50)} / ` +
          `${fmt(repeated.p95)} | ${(first.p95 / repeated.p95).toFixed(1)}x |`,
      );
    }
  }
  console.log(`load average after ${loadAverage.join(' / ')}`);
}

const dir = join(root, 'bench-results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'typing.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('\nwritten to bench-results/typing.json');
