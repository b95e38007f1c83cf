// `npm run blocking-time`: the main thread's long tasks while a storefront page loads on a phone's CPU
// (Chromium at Lighthouse's 4x CPU slowdown, no network throttling), medians of several fresh loads.
// Where Lighthouse answers "how much blocking time", this answers "which task, and what ran in it".
// A rendered page starts its app at the buyer's first input (shell/src/first-input): once the page has
// loaded, a key is pressed, and what that start costs is measured too, up to the app having taken over
// every part (`data-remotes="ready"`).
// Needs a build; run it under `flock /tmp/shop-build.lock` since it reads the apps' dist folders.
//   --pages home,category,product,variant,cart   --runs 5   --verbose (each long task)
//   --profile (with --verbose: the functions on the stack in each long task after the first paint)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { log } from './lib.mjs';
import { chromeFlags, chromePath, consentCookie, preparePages, startShop } from './storefront-pages.mjs';

const allPages = ['home', 'category', 'product', 'variant', 'cart'];
const { values: options } = parseArgs({
  options: {
    pages: { type: 'string', default: allPages.join(',') },
    runs: { type: 'string', default: '5' },
    verbose: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
  },
});
const pages = options.pages.split(',').filter(Boolean);
const unknown = pages.filter((page) => !allPages.includes(page));
if (unknown.length > 0) throw new Error(`unknown pages ${unknown.join(', ')}; known: ${allPages.join(', ')}`);
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');

/** A task that keeps input waiting longer than this counts as long, as in Lighthouse. */
const longTaskMs = 50;
const cpuSlowdown = 4;
const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'];
if (options.profile) categories.push('disabled-by-default-v8.cpu_profiler');

const ms = (microseconds) => microseconds / 1000;

/** What ran inside a task: scripts evaluated and called, style, layout and paint, by time. */
function contentsOf(task, onMain, origin) {
  const parts = new Map();
  for (const event of onMain) {
    if (event === task || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
    const url = (event.args?.data?.url ?? '').replace(origin, '');
    const key =
      event.name === 'EvaluateScript'
        ? `evaluate ${url}`
        : event.name === 'FunctionCall'
          ? `call ${url} ${event.args?.data?.functionName ?? ''}`
          : ['Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'MinorGC', 'MajorGC'].includes(event.name)
            ? event.name
            : null;
    if (key) parts.set(key, (parts.get(key) ?? 0) + ms(event.dur));
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([key, value]) => `${key} ${value.toFixed(0)}`)
    .join(' | ');
}

/** The CPU profile's samples on the page's main thread, each with its stack (trace clock, µs). */
function profileSamples(events, pid) {
  const nodes = new Map();
  const samples = [];
  let clock = null;
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') clock = event.args.data.startTime;
    if (event.name !== 'ProfileChunk' || clock === null) continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      clock += timeDeltas[i] ?? 0;
      samples.push({ ts: clock, id });
    });
  }
  const stackOf = (id) => {
    const frames = [];
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) frames.push(node.callFrame);
    return frames;
  };
  return { samples, stackOf };
}

function stackSummary(task, profile, origin) {
  const inclusive = new Map();
  const inTask = profile.samples.filter((sample) => sample.ts >= task.ts && sample.ts <= task.ts + task.dur);
  for (const sample of inTask) {
    const seen = new Set();
    for (const frame of profile.stackOf(sample.id)) {
      if (!frame.url) continue;
      const where = `${frame.lineNumber}:${frame.columnNumber}`;
      const key = `${frame.url.replace(origin, '')}:${frame.functionName || '(anonymous)'}:${where}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
    }
  }
  return [...inclusive]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([key, count]) => `${key} ${Math.round((100 * count) / Math.max(1, inTask.length))}%`)
    .join('\n      ');
}

async function measureOnce(browser, url, cookies, origin) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    await context.addCookies(
      [consentCookie, ...cookies].map((cookie) => {
        const at = cookie.indexOf('=');
        return { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: origin };
      }),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await browser.startTracing(page, { categories });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      const html = document.documentElement;
      const ready = () => html.dataset.shell === 'started' && html.dataset.remotes === 'ready';
      const watch = new MutationObserver(() => ready() && (watch.disconnect(), performance.mark('app-ready')));
      watch.observe(html, { attributes: true });
      performance.mark('first-input');
    });
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => performance.getEntriesByName('app-ready').length > 0, undefined, {
      timeout: 120_000,
    });
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const mainThreads = new Set(
      events
        .filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain')
        .map((event) => `${event.pid}:${event.tid}`),
    );
    const fcp = events.find((event) => event.name === 'firstContentfulPaint');
    const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame);
    const start = navigation?.ts ?? events[0].ts;
    const onMain = events.filter((event) => event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`));
    const tasks = onMain.filter((event) => event.name === 'RunTask' && ms(event.dur) > longTaskMs);
    const blocking = (list) => list.reduce((sum, task) => sum + ms(task.dur) - longTaskMs, 0);
    const mark = (name) => events.find((event) => event.name === name && event.cat?.includes('user_timing'));
    const input = mark('first-input');
    const ready = mark('app-ready');
    const beforeInput = tasks.filter((task) => !input || task.ts < input.ts);
    const afterInput = tasks.filter((task) => input && task.ts >= input.ts);
    const afterPaint = beforeInput.filter((task) => fcp && task.ts >= fcp.ts);
    if (options.verbose) {
      const profile = options.profile && fcp ? profileSamples(events, fcp.pid) : null;
      for (const task of tasks) {
        console.log(
          `    task at ${ms(task.ts - start).toFixed(0)} ms, ${ms(task.dur).toFixed(0)} ms: ` +
            contentsOf(task, onMain, origin),
        );
        if (profile && afterPaint.includes(task)) console.log(`      ${stackSummary(task, profile, origin)}`);
      }
    }
    return {
      fcp: fcp ? ms(fcp.ts - start) : NaN,
      blocking: blocking(beforeInput),
      blockingAfterPaint: blocking(afterPaint),
      longTasks: beforeInput.length,
      appReady: input && ready ? ms(ready.ts - input.ts) : NaN,
      blockingAfterInput: blocking(afterInput),
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  // A load whose trace has no first paint (a very loaded machine) gives NaN there: left out.
  const sorted = values.filter(Number.isFinite).sort((x, y) => x - y);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const dataDir = mkdtempSync(join(tmpdir(), 'shop-blocking-time-'));
const shop = await startShop(dataDir);
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
try {
  const targets = await preparePages(shop.url);
  const loadBefore = loadavg();
  const rows = [];
  for (const name of pages) {
    const { path, cookies = [] } = targets[name];
    const url = `${shop.url}${path}`;
    // The shop's own first answers (compiling, caches) are not the page's.
    await measureOnce(browser, url, cookies, shop.url);
    const perRun = [];
    for (let run = 1; run <= runs; run++) {
      if (options.verbose) log(`${name} (${path}) run ${run}/${runs}`);
      perRun.push(await measureOnce(browser, url, cookies, shop.url));
    }
    rows.push({ name, perRun });
  }
  const loadAfter = loadavg();
  console.log(
    `\nMain thread at ${cpuSlowdown}x CPU, medians of ${runs} loads ` +
      `(blocking = the time of each task over ${longTaskMs} ms)`,
  );
  console.log(
    '| page | first paint ms | long tasks | blocking ms | blocking after first paint ms | blocking per run ' +
      '| first input to app ready ms | blocking after first input ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { name, perRun } of rows) {
    const m = (key) => median(perRun.map((r) => r[key])).toFixed(0);
    const each = perRun.map((r) => r.blocking.toFixed(0)).join(' ');
    console.log(
      `| ${name} | ${m('fcp')} | ${m('longTasks')} | ${m('blocking')} | ${m('blockingAfterPaint')} | ${each} ` +
        `| ${m('appReady')} | ${m('blockingAfterInput')} |`,
    );
  }
  const fmt = (l) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(
    `load average (1/5/15 min): before ${fmt(loadBefore)}, after ${fmt(loadAfter)}; the machine's load stretches tasks`,
  );
} finally {
  await browser.close();
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
