#!/usr/bin/env node
/**
 * Catalogue benchmark over HTTP: the catalogue service runs as its own process (its server.ts,
 * listening on 127.0.0.1), this process is the client. For each catalogue size, three runs, each
 * on a freshly started server:
 *
 * - start: from spawning the process to listening, once writing the data file (first start)
 *   and once reading it;
 * - cold: the first search and the first category page after the start;
 * - warm: a buyer typing (every prefix of a word the search bar sends, "zau", "zaun"...) and
 *   the category page's calls (tree, category, listing, facets, as the page sends them at once)
 *   with filters and sorts, repeated.
 *
 * Median, p95 and p99 per run, the median of the three runs with their spread (min-max), and the
 * machine's load average before and after (other work on the machine moves every figure).
 *
 *   npm run bench              10,500 (the demo) and 100,000 variants
 *   npm run bench -- 50000     one size
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { categoryPages, categoryPageUrls, prefixStream, searchUrl, writeDataFile } from './catalogue-bench-calls.mjs';

const root = new URL('..', import.meta.url).pathname;
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const runs = 3;
const warmRounds = 20;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n) => `${n.toFixed(2)} ms`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

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
      // The service logs how long its data took to read (or to generate and write).
      if (/"catalogue read from|"no catalogue data file/.test(line)) dataMs = JSON.parse(line).ms;
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

async function run(dataDir) {
  const { child, address, startMs, dataMs } = await startServer(dataDir);
  try {
    const cold = {
      search: await timedGet(address, ...searchUrl(prefixStream[0])),
      page: await categoryPage(address, categoryPages[0]),
    };
    const search = [];
    const pages = [];
    for (let round = 0; round < warmRounds; round++) {
      for (const call of prefixStream) search.push(await timedGet(address, ...searchUrl(call)));
      for (const page of categoryPages) pages.push(await categoryPage(address, page));
    }
    return { startMs, dataMs, cold, search: summary(search), page: summary(pages) };
  } finally {
    await stopServer(child);
  }
}

function report(label, values) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(`  ${label.padEnd(44)} ${ms(median).padStart(11)}   (runs ${ms(sorted[0])} - ${ms(sorted.at(-1))})`);
}

async function bench(size) {
  console.log(`\n${size.toLocaleString('en')} variants, ${runs} runs on a freshly started server each`);
  const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-bench-'));
  try {
    const started = performance.now();
    await writeDataFile(dataDir, size);
    console.log(`  data file written by the generator: ${(performance.now() - started).toFixed(0)} ms`);
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await run(dataDir));
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
    const { n: searches } = results[0].search;
    const { n: pages } = results[0].page;
    for (const p of ['p50', 'p95', 'p99'])
      report(
        `warm: typed prefix, ${p} (${searches}/run)`,
        results.map((r) => r.search[p]),
      );
    for (const p of ['p50', 'p95', 'p99'])
      report(
        `warm: category page (4 calls), ${p} (${pages}/run)`,
        results.map((r) => r.page[p]),
      );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The demo's first start, without a data file: it generates the 10,500 variants and writes them. */
async function firstStart() {
  const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-bench-'));
  try {
    const { child, startMs, dataMs } = await startServer(dataDir);
    await stopServer(child);
    console.log(
      `\nfirst start of the demo: ${startMs.toFixed(0)} ms, of which generating and writing its data file ${dataMs} ms`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`load average before: ${load()} (${cpus().length} cores)`);
await firstStart();
for (const size of sizes.length > 0 ? sizes : [10_500, 100_000]) await bench(size);
console.log(`\nload average after: ${load()}`);
