#!/usr/bin/env node
/**
 * Server renders under concurrency: 20 page requests to the gateway at once against the same 20
 * one after another. Each request is another buyer's page (home, category, product, variant, cart
 * in de, fi, en and et; consent, cart and language cookies differ), so the gateway renders 20
 * different requests (docs/decisions/2026-11-29-store-per-render.md). Starts the embedded shop as
 * `npm start` runs it (scripts/storefront-pages.mjs), sends every request once to warm it up, then
 * per round both ways, the order of the two alternating from round to round:
 *
 * - sequential: each request when the one before has been answered;
 * - concurrent: all 20 at once.
 *
 * Per way: the wall time of the 20 (median over the rounds) and each request's time from sending to
 * the page's last byte (median and p95 over all). Every page must arrive server-rendered (a filled
 * `#root`), or the run fails: a page painted in the browser alone would measure nothing. The machine's
 * load average is read before and after; other work on the machine moves every figure.
 *
 * Writes bench-results/renders.json and prints the figures.
 *
 *   npm run bench:renders                          5 rounds, the shell of `npm run build`
 *   npm run bench:renders -- --rounds 10
 *   npm run bench:renders -- --shell-dir <dir>     another build of the shell (SHELL_DIR), to compare
 *
 * Needs `npm run build` (the shell's and the remotes' server builds).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib.mjs';
import { consentCookie, preparePages, startShop } from './storefront-pages.mjs';

const { values: options } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, 'shell-dir': { type: 'string' } },
});
const rounds = Number(options.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds ${options.rounds}: a whole number from 1`);
if (options['shell-dir']) process.env.SHELL_DIR = resolve(options['shell-dir']);

const locales = ['de', 'fi', 'en', 'et'];
const progress = (what) => console.error(`[bench] ${new Date().toISOString().slice(11, 19)} ${what}`);
const load = () => loadavg().map((n) => Number(n.toFixed(2)));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(0.95 * values.length) - 1];
const round1 = (n) => Math.round(n * 10) / 10;

/** The 20 requests: each page in each language, every other one with the consent cookie. */
function requestsFor(pages) {
  return Object.entries(pages).flatMap(([name, { path, cookies = [] }], p) =>
    locales.map((locale, l) => ({
      name: `${name} ${locale}`,
      path,
      cookie: [`locale=${locale}`, ...cookies, ...((p + l) % 2 ? [consentCookie] : [])].join('; '),
    })),
  );
}

/** One page request, timed to its last byte; throws unless the page came rendered. */
async function timedPage(shopUrl, { name, path, cookie }) {
  const started = performance.now();
  const response = await fetch(`${shopUrl}${path}`, { headers: { accept: 'text/html', cookie } });
  const html = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${name} (${path}): ${response.status}`);
  if (!/<div id="root"><[^/]/.test(html)) throw new Error(`${name} (${path}) arrived without its server render`);
  return ms;
}

async function sequential(shopUrl, requests) {
  const started = performance.now();
  const times = [];
  for (const request of requests) times.push(await timedPage(shopUrl, request));
  return { wallMs: performance.now() - started, times };
}

async function concurrent(shopUrl, requests) {
  const started = performance.now();
  const times = await Promise.all(requests.map((request) => timedPage(shopUrl, request)));
  return { wallMs: performance.now() - started, times };
}

const summary = (runs) => {
  const times = runs.flatMap((run) => run.times);
  return {
    wallMs: round1(median(runs.map((run) => run.wallMs))),
    wallMsEachRound: runs.map((run) => round1(run.wallMs)),
    requestMedianMs: round1(median(times)),
    requestP95Ms: round1(p95(times)),
  };
};

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-renders-'));
progress(`starting the embedded shop${options['shell-dir'] ? ` with the shell of ${process.env.SHELL_DIR}` : ''}`);
const shop = await startShop(dataDir);
try {
  const requests = requestsFor(await preparePages(shop.url));
  progress(`${requests.length} requests, warming up`);
  for (const request of requests) await timedPage(shop.url, request);
  const loadBefore = load();
  const runs = { sequential: [], concurrent: [] };
  for (let round = 0; round < rounds; round++) {
    const ways = round % 2 ? ['concurrent', 'sequential'] : ['sequential', 'concurrent'];
    for (const way of ways) runs[way].push(await (way === 'sequential' ? sequential : concurrent)(shop.url, requests));
    progress(`round ${round + 1}/${rounds}`);
  }
  const results = {
    date: new Date().toISOString(),
    shellDir: process.env.SHELL_DIR ?? 'shell/dist',
    requests: requests.map(({ name }) => name),
    rounds,
    cores: cpus().length,
    loadAverageBefore: loadBefore,
    loadAverageAfter: load(),
    sequential: summary(runs.sequential),
    concurrent: summary(runs.concurrent),
  };
  results.wallRatio = Math.round((results.sequential.wallMs / results.concurrent.wallMs) * 100) / 100;
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results', 'renders.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
  progress('written to bench-results/renders.json');
} finally {
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
