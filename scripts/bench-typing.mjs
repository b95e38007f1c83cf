#!/usr/bin/env node
/**
 * Typing bench of the embedded engine, in process, beside FlexSearch, MiniSearch and (when asked)
 * Elasticsearch: what a keystroke costs the first time a prefix is seen and when it comes again,
 * and what each index holds in memory. The stream is every prefix from the third letter (as the
 * search bar sends them) of every word of 5+ letters in the catalogue's titles, in all four
 * languages, plus the same words with a slip (two neighbours swapped), each prefix once: so nearly
 * every call of the first pass is first sight, and the second pass repeats the stream.
 *
 * Measures, per call in CPU of this process (`process.cpuUsage`, user + system), after a warm-up
 * that compiles the code without seeing the stream's prefixes:
 * - match: `TextIndex.match` of the titles' index of the prefix's language;
 * - search: the engine's whole `search` (titles, categories and suppliers, ranking, a page of 24),
 *   and beside it each library's search over an index per language of the same titles
 *   (scripts/typing-bench-libraries.mjs), the contenders taking turns pass by pass;
 * - index memory: the heap (V8's and typed arrays') a contender's index adds, built alone between
 *   forced collections (node --expose-gc, as `npm run bench:typing` runs it);
 * - Elasticsearch (ELASTICSEARCH_URL, or `--elasticsearch` for the project's test node): the same
 *   catalogue through ElasticCatalogueIndex, the same stream through its `search`, in wall time (its
 *   CPU is the node's), and the node's JVM heap (scripts/typing-bench-elasticsearch.mjs).
 *
 * With `--before <git revision>`, the engine's folder (services/catalogue/src/adapters/memory)
 * as it was at that revision runs beside this tree's, on the same catalogue and stream, the two
 * alternating: one run, side by side. Writes bench-results/typing.json (with the load average
 * before and after each size) and prints tables; `node scripts/typing-bench-table.mjs` prints the
 * comparison of the results file as docs/catalogue.md shows it.
 *
 *   npm run bench:typing                            10,500 (the demo) and 100,000 variants
 *   npm run bench:typing -- --elasticsearch         and Elasticsearch on the test node
 *   npm run bench:typing -- --elasticsearch=10500   Elasticsearch at that size only
 *   npm run bench:typing -- --before <rev>          and the engine of <rev> beside it
 *   npm run bench:typing -- 10500 --before <rev>    one size
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { elasticsearchContender, elasticsearchNode } from './typing-bench-elasticsearch.mjs';
import { libraryContenders } from './typing-bench-libraries.mjs';
import { comparisonTable } from './typing-bench-table.mjs';
import { typingStream, warmUpTerms } from './typing-stream.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const beforeAt = args.indexOf('--before');
const beforeRev = beforeAt >= 0 ? args[beforeAt + 1] : undefined;
if (beforeAt >= 0 && !beforeRev) throw new Error('--before needs a git revision');
const elasticsearchArg = args.find((a) => a === '--elasticsearch' || a.startsWith('--elasticsearch='));
/** The sizes Elasticsearch runs at: `--elasticsearch=10500` for one (indexing 100,000 takes many minutes). */
const elasticsearchSizes = elasticsearchArg?.includes('=')
  ? elasticsearchArg.split('=')[1].split(',').map(Number)
  : null;
const beforeArgs = beforeAt >= 0 ? [beforeAt, beforeAt + 1] : [];
const sizeArgs = args.filter((a, i) => !beforeArgs.includes(i) && a !== elasticsearchArg).map(Number);
const sizes = sizeArgs.length > 0 ? sizeArgs : [10_500, 100_000];
const matchRounds = 3;
const adapters = join(root, 'services/catalogue/src/adapters');
/** Warm-up calls sent to Elasticsearch: enough to open its connections and caches, not the whole list. */
const elasticsearchWarmUps = 200;
if (typeof globalThis.gc !== 'function') throw new Error('run with node --expose-gc (npm run bench:typing does)');

const load = (file) => tsImport(pathToFileURL(file).href, import.meta.url);
const { seedCatalogue } = await load(join(root, 'services/catalogue/test/seed.ts'));
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

async function wallMicrosAsync(fn) {
  const start = performance.now();
  await fn();
  return (performance.now() - start) * 1000;
}

/** The heap this process holds: V8's and the typed arrays' (the engine's postings are those). */
function heapBytes() {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

/**
 * The heap once garbage is collected: a dead typed array's memory is released after the collection,
 * by V8's sweeper, so collections and turns of the event loop are repeated until it no longer falls.
 */
async function settledHeapBytes() {
  let bytes = Infinity;
  for (;;) {
    globalThis.gc();
    await new Promise((resolve) => setImmediate(resolve));
    const now = heapBytes();
    if (now >= bytes) return now;
    bytes = now;
  }
}

/** An index built with nothing else being built, and the heap it holds once garbage is collected. */
async function builtAlone(build) {
  const before = await settledHeapBytes();
  const index = await build();
  return { index, indexBytes: (await settledHeapBytes()) - before };
}

/**
 * The in-process contenders at one size, each index built alone: the engines (this tree's, and
 * `--before`'s) and the libraries' jobs, each job `{ engine, job, indexBytes, search(locale, term) }`.
 */
async function contendersOf(data) {
  const contenders = [];
  for (const engine of engines) {
    const { index, indexBytes } = await builtAlone(async () => {
      const built = new engine.MemoryCatalogueIndex();
      await built.replaceCatalogue(data);
      return built;
    });
    contenders.push({
      engine: engine.name,
      job: 'search: every match counted, all ranked, a page of 24',
      indexBytes,
      search: (locale, term) => index.search({ term, locale, skip: 0, take: 24 }),
    });
  }
  for (const library of libraryContenders(locales, words)) {
    const { index, indexBytes } = await builtAlone(() => library.build(data.variants));
    for (const { job, search, countsTitlePrefixes } of library.jobs) {
      contenders.push({
        engine: library.name,
        job,
        indexBytes,
        countsTitlePrefixes,
        search: (locale, term) => search(index, locale, term),
      });
    }
  }
  return contenders;
}

/**
 * Both passes of the stream through each contender's `search`, taking turns pass by pass, each
 * first answering the warm-up terms, so the first pass measures unseen prefixes, not the
 * compiler's first look at the code. The garbage of the contender before is collected before each
 * pass: `process.cpuUsage` counts V8's collector threads too, which would otherwise bill one
 * contender for another's garbage.
 */
async function searchPasses(contenders, stream, warmUp, measure) {
  for (const { search } of contenders) for (const [locale, term] of warmUp) await search(locale, term);
  const passes = contenders.map(() => ({ first: [], repeated: [] }));
  for (const which of ['first', 'repeated']) {
    for (const [i, { search }] of contenders.entries()) {
      await settledHeapBytes();
      const samples = [];
      for (const [locale, term] of stream) samples.push(await measure(() => search(locale, term)));
      passes[i][which] = samples;
    }
  }
  return passes;
}

/**
 * The counts of the jobs marked `countsTitlePrefixes` (FlexSearch at equal work) against the
 * engine's words, after the timed passes: for each prefix of the stream, the visible variants whose
 * title has a word that starts with it, which is what a forward tokenizer over the same words finds.
 * Any difference throws (a limit, a result cache or another encoder shows here first). Also counts
 * the prefixes on which the engine's search finds more: compound parts, slips, category and
 * supplier names, which that job does not look for.
 */
async function checkPrefixCounts(contenders, variants, stream) {
  const { TextIndex } = engines.find((e) => e.name === 'this tree');
  const engine = contenders.find((c) => c.engine === 'this tree');
  const titles = new Map(
    locales.map((locale) => {
      const index = new TextIndex();
      index.build((doc) => (variants[doc].hidden ? '' : variants[doc].title[locale]), variants.length);
      return [locale, index];
    }),
  );
  const marked = new Uint8Array(variants.length);
  const prefixDocs = (locale, prefix) => {
    const index = titles.get(locale);
    const docs = [];
    for (const { word } of index.match(prefix)) {
      if (!index.wordAt(word).startsWith(prefix)) continue;
      for (const doc of index.posting(word)) {
        if (marked[doc] === 0) docs.push(doc);
        marked[doc] = 1;
      }
    }
    for (const doc of docs) marked[doc] = 0;
    return docs.length;
  };
  const checks = [];
  for (const contender of contenders.filter((c) => c.countsTitlePrefixes)) {
    const differing = [];
    let engineFindsMore = 0;
    for (const [locale, prefix] of stream) {
      const expected = prefixDocs(locale, prefix);
      const { count } = await contender.search(locale, prefix);
      if (count !== expected) differing.push(`${locale} "${prefix}": ${count}, the engine's words ${expected}`);
      if ((await engine.search(locale, prefix)).count > expected) engineFindsMore++;
    }
    if (differing.length > 0) {
      throw new Error(
        `${contender.engine} (${contender.job}) counts other matches than the engine's words on ` +
          `${differing.length} of ${stream.length} prefixes:\n  ${differing.slice(0, 10).join('\n  ')}`,
      );
    }
    checks.push({ engine: contender.engine, job: contender.job, prefixes: stream.length, engineFindsMore });
    console.log(
      `${contender.engine}, ${contender.job}: count as the engine's title words on all ${stream.length} prefixes; ` +
        `the engine's search finds more on ${engineFindsMore} (compound parts, slips, category and supplier names)`,
    );
  }
  return checks;
}

/** The stream through Elasticsearch on `node`, the catalogue indexed into a throw-away pair of indices. */
async function elasticsearchRow(node, data, stream, warmUp) {
  console.log(`indexing ${data.variants.length.toLocaleString('en')} variants into Elasticsearch`);
  const contender = await elasticsearchContender(root, node.url, data);
  console.log(`indexed in ${Math.round(contender.indexingMs / 1000)} s`);
  try {
    const [passes] = await searchPasses([contender], stream, warmUp.slice(0, elasticsearchWarmUps), wallMicrosAsync);
    const { version, heap, storeBytes } = await contender.figures();
    return {
      engine: `Elasticsearch ${version}`,
      job: 'search: every match counted, all ranked, a page of 24 (wall time)',
      clock: 'wall',
      first: summary(passes.first),
      repeated: summary(passes.repeated),
      heapBytes: heap.used,
      heapMaxBytes: heap.max,
      storeBytes,
      indexingMs: Math.round(contender.indexingMs),
    };
  } finally {
    await contender.remove();
  }
}

const fmt = (ms) => (ms < 0.1 ? ms.toFixed(3) : ms < 10 ? ms.toFixed(2) : ms.toFixed(1));
const loadAverageNow = () => loadavg().map((l) => +l.toFixed(2));
const report = {
  when: new Date().toISOString(),
  command: `npm run bench:typing -- ${args.join(' ')}`.trim(),
  cores: cpus().length,
  loadAverageBefore: loadAverageNow(),
  sizes: [],
};
console.log(`${report.cores} cores, load average before ${report.loadAverageBefore.join(' / ')}`);

/** Written after each size, so an interrupted run keeps what it measured. */
function writeReport() {
  const dir = join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'typing.json'), `${JSON.stringify(report, null, 2)}\n`);
}

const node = await elasticsearchNode(root, elasticsearchArg !== undefined);
try {
  for (const size of sizes) {
    const loadAverageBefore = loadAverageNow();
    const data = seedCatalogue('/static/images', size);
    const stream = typingStream(data.variants);
    const warmUp = warmUpTerms(stream);
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
    const contenders = await contendersOf(data);
    const passes = await searchPasses(contenders, stream, warmUp, cpuMicrosAsync);
    const prefixCounts = await checkPrefixCounts(contenders, data.variants, stream);
    const comparison = contenders.map(({ engine, job, indexBytes }, i) => ({
      engine,
      job,
      clock: 'cpu',
      first: summary(passes[i].first),
      repeated: summary(passes[i].repeated),
      indexBytes,
    }));
    // Let go of the in-process indexes before Elasticsearch's run.
    contenders.length = 0;

    const rows = engines.map((engine) => ({
      engine: engine.name,
      match: { first: summary(match.get(engine.name).first), repeated: summary(match.get(engine.name).repeated) },
      search: comparison.find((row) => row.engine === engine.name),
    }));
    const measured = { variants: size, typedPrefixes: stream.length, matchRounds, rows, comparison, prefixCounts };
    const entry = { ...measured, loadAverageBefore, loadAverageAfter: loadAverageNow() };
    report.sizes.push(entry);
    // Written before Elasticsearch's run too, which at 100,000 variants takes many minutes.
    writeReport();
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
    if (node && (elasticsearchSizes?.includes(size) ?? true)) {
      comparison.push(await elasticsearchRow(node, data, stream, warmUp));
      entry.loadAverageAfter = loadAverageNow();
      writeReport();
    }
    console.log(`load average after ${entry.loadAverageAfter.join(' / ')}\n`);
  }
} finally {
  await node?.stop();
}
report.loadAverageAfter = loadAverageNow();
writeReport();
console.log(comparisonTable(report));
console.log('\nwritten to bench-results/typing.json');
