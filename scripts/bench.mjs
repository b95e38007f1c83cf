#!/usr/bin/env node
/**
 * Catalogue benchmark over HTTP: the catalogue service runs as its own process (its server.ts,
 * listening on 127.0.0.1), this process is the client. For each catalogue size, three runs, each
 * on a freshly started server:
 *
 * - start: from spawning the process to listening, reading the data file the generator wrote;
 * - cold: the first search and the first category page after the start;
 * - typing: buyers typing the catalogue's own words in all four languages, every prefix the search
 *   bar sends once (scripts/typing-stream.mjs, the stream of `npm run bench:typing`), after a
 *   warm-up of terms outside the stream: the first pass is first sight (prefixes the service has not
 *   seen), the second the same stream repeated; the service's memory (RSS) after both;
 * - warm: the category page's calls (tree, category, listing, facets, as the page sends them at
 *   once) with filters and sorts, repeated.
 *
 * Median, p95 and p99 per run, the median of the three runs with their spread (min-max), and the
 * machine's load average before and after (other work on the machine moves every figure). With an
 * Elasticsearch node (ELASTICSEARCH_URL, or `--elasticsearch` for the project's test node) the same
 * stream also goes to it, through the catalogue's ElasticCatalogueIndex as in production, printed
 * beside the embedded figures with the node's heap. Everything is written to bench-results/bench.json.
 *
 *   npm run bench                                 10,500 (the demo) and 100,000 variants
 *   npm run bench -- 50000                        one size
 *   npm run bench -- --elasticsearch=10500        and Elasticsearch at 10,500 (indexing 100,000 takes many minutes)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  categoryPages,
  categoryPageUrls,
  generatedCatalogue,
  searchUrl,
  writeDataFile,
} from './catalogue-bench-calls.mjs';
import { elasticsearchContender, elasticsearchNode } from './typing-bench-elasticsearch.mjs';
import { typingStream, warmUpTerms } from './typing-stream.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const elasticsearchArg = args.find((a) => a === '--elasticsearch' || a.startsWith('--elasticsearch='));
/** The sizes Elasticsearch runs at (`--elasticsearch=10500`); every size when none is named. */
const elasticsearchSizes = elasticsearchArg?.includes('=')
  ? elasticsearchArg.split('=')[1].split(',').map(Number)
  : null;
const sizes = args
  .filter((a) => a !== elasticsearchArg)
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const runs = 3;
const warmRounds = 20;
/** Warm-up terms (outside the stream) before the first pass: the code compiled, the stream unseen. */
const warmUps = 200;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n) => `${n.toFixed(2)} ms`;
const loadAverageNow = () => loadavg().map((n) => +n.toFixed(2));
const load = () => loadAverageNow().join(' ');

/** The catalogue service's own process; resolves with its address once it listens. */
function startServer(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/catalogue/src/server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the catalogue exited with ${code} before listening`)));
    let dataMs;
    createInterface({ input: child.stdout }).on('line', (line) => {
      // The service logs how long its data took to read.
      if (/"catalogue read from/.test(line)) dataMs = JSON.parse(line).ms;
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (address) resolve({ child, address, startMs: performance.now() - started, dataMs });
    });
  });
}

async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function timedGet(address, url, locale = 'de') {
  const started = performance.now();
  const res = await fetch(`${address}${url}`, { headers: { 'x-locale': locale } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

/** The whole category page: its calls sent together, done when the last one answers. */
async function categoryPage(address, page) {
  const started = performance.now();
  await Promise.all(categoryPageUrls(page).map((url) => timedGet(address, url)));
  return performance.now() - started;
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), n: sorted.length };
}

/** A process's resident memory (Linux), in bytes. */
function residentBytes(pid) {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) * 1024 : NaN;
}

/** The stream's first pass (first sight) and second (repeated) through `search`, after the warm-up. */
async function typingPasses(search, stream, warmUp) {
  for (const term of warmUp) await search(term);
  const pass = async () => {
    const times = [];
    for (const term of stream) times.push(await search(term));
    return times;
  };
  const first = await pass();
  return { first, repeated: await pass() };
}

async function run(dataDir, stream, warmUp) {
  const { child, address, startMs, dataMs } = await startServer(dataDir);
  try {
    const cold = {
      search: await timedGet(address, ...searchUrl(warmUp[0])),
      page: await categoryPage(address, categoryPages[0]),
    };
    const typing = await typingPasses((term) => timedGet(address, ...searchUrl(term)), stream, warmUp);
    const pages = [];
    for (let round = 0; round < warmRounds; round++) {
      for (const page of categoryPages) pages.push(await categoryPage(address, page));
    }
    return {
      startMs,
      dataMs,
      cold,
      first: summary(typing.first),
      repeated: summary(typing.repeated),
      rssBytes: residentBytes(child.pid),
      page: summary(pages),
    };
  } finally {
    await stopServer(child);
  }
}

/** The same stream through Elasticsearch, the catalogue indexed into a throw-away pair of indices. */
async function elasticsearchRun(node, data, stream, warmUp) {
  console.log(`  indexing ${data.variants.length.toLocaleString('en')} variants into Elasticsearch`);
  const contender = await elasticsearchContender(root, node.url, data);
  try {
    const timed = async ([locale, term]) => {
      const started = performance.now();
      await contender.search(locale, term);
      return performance.now() - started;
    };
    const typing = await typingPasses(timed, stream, warmUp);
    const { version, heap } = await contender.figures();
    return {
      version,
      indexingMs: Math.round(contender.indexingMs),
      first: summary(typing.first),
      repeated: summary(typing.repeated),
      heapBytes: heap.used,
    };
  } finally {
    await contender.remove();
  }
}

const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function report(label, values) {
  const sorted = [...values].sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(44)} ${ms(median(values)).padStart(11)}   (runs ${ms(sorted[0])} - ${ms(sorted.at(-1))})`,
  );
}

async function bench(size, node) {
  console.log(`\n${size.toLocaleString('en')} variants, ${runs} runs on a freshly started server each`);
  const loadAverageBefore = loadAverageNow();
  const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-bench-'));
  try {
    const started = performance.now();
    const data = await generatedCatalogue(size);
    await writeDataFile(dataDir, size, data);
    console.log(`  data file written by the generator: ${(performance.now() - started).toFixed(0)} ms`);
    const stream = typingStream(data.variants);
    const warmUp = warmUpTerms(stream).slice(0, warmUps);
    console.log(`  typing: ${stream.length} prefixes a pass, in de, fi, en and et`);
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await run(dataDir, stream, warmUp));
    report(
      'start, reading the data file',
      results.map((r) => r.startMs),
    );
    report(
      '  of which reading the data file',
      results.map((r) => r.dataMs),
    );
    report(
      'cold: first search after start',
      results.map((r) => r.cold.search),
    );
    report(
      'cold: first category page after start',
      results.map((r) => r.cold.page),
    );
    for (const pass of ['first', 'repeated'])
      for (const p of ['p50', 'p95', 'p99'])
        report(
          `typing, ${pass === 'first' ? 'first sight' : 'repeated'}: ${p} (${stream.length}/run)`,
          results.map((r) => r[pass][p]),
        );
    const { n: pages } = results[0].page;
    for (const p of ['p50', 'p95', 'p99'])
      report(
        `warm: category page (4 calls), ${p} (${pages}/run)`,
        results.map((r) => r.page[p]),
      );
    const elasticsearch =
      node && (elasticsearchSizes?.includes(size) ?? true) ? await elasticsearchRun(node, data, stream, warmUp) : null;
    const entry = {
      variants: size,
      typedPrefixes: stream.length,
      runs: results,
      elasticsearch,
      loadAverageBefore,
      loadAverageAfter: loadAverageNow(),
    };
    console.log(`\n${typingTable(entry)}`);
    return entry;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The stream side by side: the embedded catalogue over HTTP (the median of the runs) and, when it ran,
 * Elasticsearch through the catalogue's index adapter (one run, no HTTP route in front of it).
 */
function typingTable({ runs: results, elasticsearch, loadAverageBefore, loadAverageAfter }) {
  const medianOf = (pass, p) => ms(median(results.map((r) => r[pass][p])));
  const loads = `${loadAverageBefore[0]} / ${loadAverageAfter[0]}`;
  const rows = [
    '| engine | first sight p50 / p95 | repeated p50 / p95 | memory | load average before / after |',
    '|---|---|---|---|---|',
    `| embedded, over HTTP (median of ${results.length} runs) | ` +
      `${medianOf('first', 'p50')} / ${medianOf('first', 'p95')} | ` +
      `${medianOf('repeated', 'p50')} / ${medianOf('repeated', 'p95')} | ` +
      `${mb(median(results.map((r) => r.rssBytes)))} (service RSS) | ${loads} |`,
  ];
  if (elasticsearch) {
    const { version, first, repeated, heapBytes } = elasticsearch;
    rows.push(
      `| Elasticsearch ${version}, its index adapter | ${ms(first.p50)} / ${ms(first.p95)} | ` +
        `${ms(repeated.p50)} / ${ms(repeated.p95)} | ${mb(heapBytes)} (JVM heap used) | ${loads} |`,
    );
  }
  return rows.join('\n');
}

const results = {
  when: new Date().toISOString(),
  command: `npm run bench -- ${args.join(' ')}`.trim(),
  cores: cpus().length,
  loadAverageBefore: loadAverageNow(),
  sizes: [],
};
/** Written after each size, so an interrupted run keeps what it measured. */
function writeReport() {
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results', 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
}

console.log(`load average before: ${load()} (${cpus().length} cores)`);
const node = await elasticsearchNode(root, elasticsearchArg !== undefined);
try {
  for (const size of sizes.length > 0 ? sizes : [10_500, 100_000]) {
    results.sizes.push(await bench(size, node));
    writeReport();
  }
} finally {
  await node?.stop();
}
results.loadAverageAfter = loadAverageNow();
writeReport();
console.log(`\nload average after: ${load()}; written to bench-results/bench.json`);
