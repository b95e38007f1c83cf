// `npm run lighthouse`: Lighthouse (mobile, default simulated throttling) on the shop's main pages and on a
// static copy of the home page's layout from the same origin, medians of several runs. Needs a build; run it
// under `flock /tmp/shop-build.lock` since it reads the apps' dist folders.
//   --pages home,category,product,variant,cart,static   --runs 3
//   --stack embedded|production   the embedded shop (default), or the production stack: each service and
//                                 the gateway its own process on Kafka, Elasticsearch and FerretDB
//   --visits returning|first|first,returning   a buyer who has answered the cookie dialog (the consent
//                                 cookie, default), a first visit without it (the dialog), or both
//   --cpus isolated|shared        isolated (default, with 2 or more CPUs): the measured Chromium has the last
//                                 CPU to itself, the shop's servers share the others; shared: all share all
// The gateway sends each page server-rendered, the remotes' parts too.
// `prerendered-<page>` (not in the default set) measures what rendering the remotes on the server too
// could reach: the page's own HTML from the gateway with the DOM the browser ends up with put into
// #root. The client renders over it (the remotes' markup does not hydrate), so it is an estimate.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { availableParallelism, loadavg, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { log, root } from './lib.mjs';
import { chromeFlags, chromePath, consentCookie, preparePages, startShop } from './storefront-pages.mjs';

const shopPages = ['home', 'category', 'product', 'variant', 'cart'];
const defaultPages = [...shopPages, 'static'];
const allPages = [...defaultPages, ...shopPages.map((page) => `prerendered-${page}`)];
const { values: options } = parseArgs({
  options: {
    pages: { type: 'string', default: defaultPages.join(',') },
    runs: { type: 'string', default: '3' },
    stack: { type: 'string', default: 'embedded' },
    visits: { type: 'string', default: 'returning' },
    cpus: { type: 'string', default: 'isolated' },
  },
});
const pages = options.pages.split(',').filter(Boolean);
const unknown = pages.filter((page) => !allPages.includes(page));
if (unknown.length > 0) throw new Error(`unknown pages ${unknown.join(', ')}; known: ${allPages.join(', ')}`);
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number`);
if (!['embedded', 'production'].includes(options.stack)) throw new Error('--stack is embedded or production');
const visits = options.visits.split(',').filter(Boolean);
if (!['isolated', 'shared'].includes(options.cpus)) throw new Error('--cpus is isolated or shared');
if (visits.length === 0 || visits.some((visit) => !['first', 'returning'].includes(visit)))
  throw new Error('--visits is first, returning or first,returning');

const reportDir = join(root, 'test-results', 'lighthouse');
const referencePrefix = '/__lighthouse/';

/**
 * One origin for the shop and its reference pages (path -> HTML): requests pass through to the shop
 * untouched, except the reference pages, so all are measured on equal terms.
 */
async function startOrigin(shopUrl, references) {
  const upstream = new URL(shopUrl);
  const server = createServer((req, res) => {
    const reference = references.get(req.url);
    if (reference !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(reference);
      return;
    }
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

const cookieParts = (cookie) => ({
  name: cookie.slice(0, cookie.indexOf('=')),
  value: cookie.slice(cookie.indexOf('=') + 1),
});

/** The page's document as the browser holds it once everything has loaded. */
async function renderedPage(shopUrl, { path, cookies = [] }, extract) {
  const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: chromeFlags.slice(1) });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addCookies([consentCookie, ...cookies].map((cookie) => ({ ...cookieParts(cookie), url: shopUrl })));
    const page = await context.newPage();
    await page.goto(`${shopUrl}${path}`, { waitUntil: 'networkidle' });
    return await page.evaluate(extract);
  } finally {
    await browser.close();
  }
}

/**
 * The home page as the browser shows it once everything has loaded, without its scripts: the same
 * layout, styles and images, the floor a page of this shop can reach.
 */
const staticCopyOfHome = (shopUrl) =>
  renderedPage(shopUrl, { path: '/' }, () => {
    for (const node of document.querySelectorAll(
      'script, link[rel="preload"], link[rel="modulepreload"], link[rel="prefetch"]',
    ))
      node.remove();
    return `<!doctype html>\n${document.documentElement.outerHTML}`;
  });

/** See the header: the gateway's HTML of the page with the browser's final #root in it. */
async function prerenderedCopy(shopUrl, target) {
  const cookie = [consentCookie, ...(target.cookies ?? [])].join('; ');
  const html = await (await fetch(`${shopUrl}${target.path}`, { headers: { cookie } })).text();
  const rendered = await renderedPage(shopUrl, target, () => document.getElementById('root')?.innerHTML ?? '');
  // The root's server-rendered markup ends where the page's scripts begin.
  const root = /<div id="root">[\s\S]*?<\/div>(?=<script)/;
  if (!root.test(html)) throw new Error(`${target.path}: no #root before the scripts in the gateway's HTML`);
  return html.replace(root, () => `<div id="root">${rendered}</div>`);
}

/**
 * Cookies as the buyer's browser holds them, set in Lighthouse's Chromium before the run: the page's
 * scripts read some of them (the cart's uuid), which a request header alone would not give them.
 * Lighthouse clears storage and caches before a run, not cookies.
 */
async function setBrowserCookies(port, url, cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0].addCookies(
      cookies.map((cookie) => {
        const at = cookie.indexOf('=');
        return { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: new URL(url).origin };
      }),
    );
  } finally {
    await browser.close();
  }
}

/** A returning buyer carries the consent cookie; a first visit has none, so the page shows the cookie dialog. */
async function measure(url, cookies, visit) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    // Before the first navigation: the renderers it forks inherit the CPU.
    if (isolate) pin(processTree(chrome.pid), browserCpu);
    await setBrowserCookies(chrome.port, url, visit === 'returning' ? [consentCookie, ...cookies] : cookies);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
const scriptKb = (lhr) =>
  (lhr.audits['resource-summary']?.details?.items ?? []).find((item) => item.resourceType === 'script')?.transferSize /
  1024;

function figures(lhr) {
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit(lhr, 'first-contentful-paint') / 1000,
    lcp: audit(lhr, 'largest-contentful-paint') / 1000,
    tbt: audit(lhr, 'total-blocking-time'),
    cls: audit(lhr, 'cumulative-layout-shift'),
    si: audit(lhr, 'speed-index') / 1000,
    jsKb: scriptKb(lhr) ?? 0,
  };
}

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function printTable(rows) {
  const header = ['page', 'perf', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'SI s', 'JS KB', 'perf per run'];
  const lines = rows.map(({ page, m, perRun }) => [
    page,
    String(m.performance),
    m.fcp.toFixed(1),
    m.lcp.toFixed(1),
    m.tbt.toFixed(0),
    m.cls.toFixed(3),
    m.si.toFixed(1),
    m.jsKb.toFixed(0),
    perRun.join(' '),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log([format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n'));
}

/** `pid` and every process below it, as `ps` lists them now. */
function processTree(pid) {
  const children = new Map();
  for (const line of execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' }).trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const tree = [];
  for (const queue = [pid]; queue.length > 0;) {
    const next = queue.shift();
    tree.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return tree;
}

/** Each thread of each process; a process or thread that has ended since is skipped. */
function eachThread(pids, act) {
  for (const pid of pids) {
    let threads = [];
    try {
      threads = readdirSync(`/proc/${pid}/task`).map(Number);
    } catch {
      continue;
    }
    for (const thread of threads) {
      try {
        act(thread);
      } catch {
        // ended
      }
    }
  }
}

const cpuCount = availableParallelism();
/** With --cpus isolated and 2 or more CPUs: the last CPU is the measured browser's, the others the servers'. */
const isolate = options.cpus === 'isolated' && cpuCount >= 2;
const browserCpu = String(cpuCount - 1);
const serverCpus = cpuCount === 2 ? '0' : `0-${cpuCount - 2}`;

function pin(pids, cpus) {
  eachThread(pids, (thread) => execFileSync('taskset', ['-p', '-c', cpus, String(thread)], { stdio: 'ignore' }));
}

/**
 * Every process this script has started so far (the shop's servers), each of its threads, runs at nice 10
 * and, isolated, on the servers' CPUs, this script's own process (the origin in front of the shop) too.
 * A buyer's phone does not share its CPU with the shop's servers, and on this machine the production
 * stack's (two JVMs, FerretDB, a process per service and remote) took the 2 cores from the measured
 * Chromium. Lighthouse's Chromium, started later, keeps the normal priority.
 */
function serversYieldToTheBrowser() {
  const servers = processTree(process.pid).slice(1);
  eachThread(servers, (thread) => setPriority(thread, 10));
  if (isolate) pin([process.pid, ...servers], serverCpus);
  return servers.length;
}

const dataDir = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'));
const shop =
  options.stack === 'production'
    ? await (await import('./production-shop.mjs')).startProductionShop(dataDir)
    : await startShop(dataDir);
log(`the shop's ${serversYieldToTheBrowser()} server processes run at a lower CPU priority than the browser`);
let origin;
try {
  const targets = await preparePages(shop.url);
  const references = new Map();
  for (const page of pages.filter((name) => !shopPages.includes(name))) {
    const path = `${referencePrefix}${page}`;
    const shopPage = page.replace(/^prerendered-/, '');
    references.set(
      path,
      page === 'static' ? await staticCopyOfHome(shop.url) : await prerenderedCopy(shop.url, targets[shopPage]),
    );
    targets[page] = { path, cookies: targets[shopPage]?.cookies };
  }
  origin = await startOrigin(shop.url, references);
  mkdirSync(reportDir, { recursive: true });
  const loadBefore = loadavg();
  const rows = [];
  for (const visit of visits) {
    for (const page of pages) {
      const { path, cookies = [] } = targets[page];
      const name = visits.length > 1 ? `${page}, ${visit}` : page;
      const report = `${options.stack}-${visit}-${page}`;
      const perRun = [];
      for (let run = 1; run <= runs; run++) {
        log(`lighthouse ${name} (${path}) run ${run}/${runs}`);
        let lhr = await measure(`${origin.url}${path}`, cookies, visit);
        // Chromium sometimes hands Lighthouse a trace without a navigation (NO_NAVSTART): run again.
        for (let retry = 0; lhr.runtimeError && retry < 2; retry++) {
          log(`lighthouse ${name} run ${run}: ${lhr.runtimeError.code}, measuring again`);
          lhr = await measure(`${origin.url}${path}`, cookies, visit);
        }
        writeFileSync(join(reportDir, `${report}-${run}.json`), JSON.stringify(lhr));
        if (lhr.runtimeError) throw new Error(`lighthouse ${name}: ${lhr.runtimeError.code} three times`);
        perRun.push(figures(lhr));
      }
      const m = Object.fromEntries(Object.keys(perRun[0]).map((key) => [key, median(perRun.map((f) => f[key]))]));
      rows.push({ page: name, m, perRun: perRun.map((f) => f.performance) });
    }
  }
  const loadAfter = loadavg();
  const measured = `${runs === 1 ? '(1 run)' : `medians of ${runs} runs`}, mobile, simulated throttling`;
  console.log(`\nLighthouse on the ${options.stack} stack, ${measured}, ${visits.join(' and ')} visit`);
  printTable(rows);
  const fmt = (l) => l.map((x) => x.toFixed(2)).join(' ');
  const cpus = isolate ? `Chromium on CPU ${browserCpu}, the servers on ${serverCpus}` : 'all processes share them';
  console.log(`load average (1/5/15 min): before ${fmt(loadBefore)}, after ${fmt(loadAfter)}`);
  console.log(`${cpuCount} CPUs, ${cpus}`);
  console.log(`reports: ${reportDir}`);
  // One results file for the bench, one entry per stack: the docs' tables of both stacks read it.
  const resultsFile = join(root, 'bench-results', 'lighthouse.json');
  const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
  results[options.stack] = {
    when: new Date().toISOString(),
    command: ['npm run lighthouse', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(' '),
    runs,
    loadAverageBefore: loadBefore.map((l) => Number(l.toFixed(2))),
    loadAverageAfter: loadAfter.map((l) => Number(l.toFixed(2))),
    cpus: `${cpuCount} CPUs, ${cpus}`,
    pages: rows.map(({ page, m, perRun }) => ({ page, ...m, performancePerRun: perRun })),
  };
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log('written to bench-results/lighthouse.json');
} finally {
  await origin?.close();
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
