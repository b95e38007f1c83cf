#!/usr/bin/env node
/**
 * Read-path bench: what the shop's reads cost next to the floor, side by side in one run, on the
 * generated catalogue (100,000 variants unless told). Three parts:
 *
 * - throughput: a bare Fastify hello-world (bench-hello-world-server.mjs) and the embedded shop
 *   (bench-shop-server.mjs: the gateway as `npm start` builds it, without request logs), each its
 *   own process, loaded by the same client (bench-http.mjs: a kept-alive connection per simulated
 *   client, flat out) in alternating rounds after one that is not counted: the hello-world, then a
 *   product read through the gateway (GET /api/productVariant/<id>, 64 ids taking turns) without
 *   Accept-Encoding, then the same with `Accept-Encoding: br, gzip` as a browser sends it.
 *   Requests per second, the server's CPU per request (every thread), p50/p95 latency, and each
 *   read's throughput as a share of the hello-world's in the same round (goal: at least 0.5);
 * - search, in this process (CPU of each call, `process.cpuUsage`): the engine's `search` for each
 *   prefix bench.mjs types, the route's whole answer (`inject` of GET /search/new/<prefix> on the
 *   catalogue service, built as its tests build it) and the service's floor (`inject` of a route
 *   answering `{}` on the same server: request ids, metrics, the error handler, inject's own cost).
 *   The route's own overhead is the route's answer with the engine's hits given, less the floor
 *   (goal: at most half the engine's time); route - engine - floor is printed beside it, which
 *   also charges the route with the collection of the engine's garbage and the machine's noise;
 * - the category page: its four calls (bench.mjs's pages) sent together through the gateway with a
 *   browser's Accept-Encoding, one page at a time; the time until the last answer, p50/p95 (goal:
 *   p95 at most 15 ms on a quiet machine: read the load average beside it).
 *
 * Writes bench-results/reads.json and prints the table docs/performance.md shows; `--table` prints
 * that table again from the results file.
 *
 *   npm run bench:reads                         100,000 variants, 3 rounds of 4 s per read, 8 clients
 *   npm run bench:reads -- --size 10500 --rounds 5 --seconds 6 --clients 16
 *   npm run bench:reads -- --table
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { format, resolveConfig } from 'prettier';
import { forkServer, percentile, RawConnection, stopServer, usageOf } from './bench-http.mjs';
import {
  categoryPages,
  categoryPageUrls,
  generatedCatalogue,
  prefixStream,
  searchUrl,
  writeDataFile,
} from './catalogue-bench-calls.mjs';

const root = new URL('..', import.meta.url).pathname;
const resultsFile = join(root, 'bench-results/reads.json');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const size = option('--size', 100_000);
const rounds = option('--rounds', 3);
const seconds = option('--seconds', 4);
const clients = option('--clients', 8);
const searchPasses = 5;
const pageRounds = 20;
const browser = { 'accept-encoding': 'br, gzip', 'x-locale': 'de' };

const load = () => loadavg().map((n) => Number(n.toFixed(2)));
const round2 = (n) => Number(n.toFixed(2));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    mean: round2(mean(sorted)),
    p50: round2(percentile(sorted, 50)),
    p95: round2(percentile(sorted, 95)),
  };
};

/** The markdown table of a results file's figures. */
function table(report) {
  const { throughput: t, search: s, categoryPage: c } = report;
  const row = (cells) => `| ${cells.join(' | ')} |`;
  const lines = [
    row(['read', 'req/s', 'share of hello-world', 'server CPU µs/request', 'p50 ms', 'p95 ms']),
    row(['---', '---:', '---:', '---:', '---:', '---:']),
  ];
  for (const [name, label] of [
    ['hello', 'Fastify hello-world'],
    ['variant', 'product read, no compression'],
    ['variantBr', 'product read, `br, gzip`'],
  ]) {
    const r = t[name];
    lines.push(row([label, r.rps, r.ratio ?? '1', r.cpuUs, r.p50, r.p95]));
  }
  lines.push(
    '',
    row(['search (CPU µs per call, in process)', 'mean', 'p50', 'p95']),
    row(['---', '---:', '---:', '---:']),
    row(['engine (`search`)', s.engine.mean, s.engine.p50, s.engine.p95]),
    row(['route (GET /search/new)', s.route.mean, s.route.p50, s.route.p95]),
    row(['route, the engine’s hits given', s.given.mean, s.given.p50, s.given.p95]),
    row(['service floor (a route answering `{}`)', s.floor.mean, s.floor.p50, s.floor.p95]),
    row(['route’s own overhead (hits given - floor)', s.overheadUs, '', '']),
    row(['route - engine - floor', s.routeLessEngineUs, '', '']),
    '',
    `Route's own overhead ${s.overheadUs} µs = ${s.overheadShare} of the engine's time (goal at most 0.5). ` +
      `Category page (four calls together, through the gateway): p50 ${c.p50} ms, p95 ${c.p95} ms over ` +
      `${c.n} pages (goal p95 at most 15 ms), gateway CPU ${c.cpuUsPerPage} µs a page. ` +
      `${report.size.toLocaleString('en')} variants, ${report.cores} cores, load average ` +
      `${report.loadBefore.join(' / ')} before and ${report.loadAfter.join(' / ')} after.`,
  );
  return lines.join('\n');
}

if (args.includes('--table')) {
  console.log(table(JSON.parse(readFileSync(resultsFile, 'utf8'))));
  process.exit(0);
}

/** `clients` connections asking `next()`'s calls flat out for `seconds`; the server's CPU over the same time. */
async function flatOut(server, url, next, check) {
  const { hostname, port } = new URL(url);
  const connections = await Promise.all(
    Array.from({ length: clients }, async () => {
      const connection = new RawConnection(hostname, port);
      await connection.open();
      return connection;
    }),
  );
  const latencies = [];
  server.child.send('mark');
  const ownCpu = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    connections.map(async (connection) => {
      while (performance.now() < deadline) {
        const [path, headers] = next();
        const sent = performance.now();
        const answer = await connection.call('GET', path, { headers });
        latencies.push(performance.now() - sent);
        check(path, answer);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const clientCpu = process.cpuUsage(ownCpu);
  const usage = await usageOf(server.child);
  for (const connection of connections) connection.close();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    rps: Math.round(sorted.length / elapsed),
    cpuUs: Math.round(usage.total / sorted.length),
    clientCpuUs: Math.round((clientCpu.user + clientCpu.system) / sorted.length),
    p50: round2(percentile(sorted, 50)),
    p95: round2(percentile(sorted, 95)),
  };
}

const ok = (path, { status }) => {
  if (status !== 200) throw new Error(`${path}: ${status}`);
};
/**
 * A compressed product read: brotli each time, and the variant asked for inside the first time each
 * is read (decompressing every answer took the load generator more CPU than the read took the shop).
 */
const opened = new Set();
const brotliVariant = (path, answer) => {
  ok(path, answer);
  if (!/\r\ncontent-encoding: br\r\n/i.test(answer.head)) throw new Error(`${path}: not brotli\n${answer.head}`);
  if (opened.has(path)) return;
  const { id } = JSON.parse(brotliDecompressSync(answer.body).toString());
  if (!path.endsWith(`/${id}`)) throw new Error(`${path} answered variant ${id}`);
  opened.add(path);
};

/** Product reads take turns over ids spread through the catalogue (3115 the issue's). */
const variantIds = Array.from({ length: 64 }, (_, i) => 1 + ((3114 + i * 1543) % size));
function takingTurns(calls) {
  let i = 0;
  return () => calls[i++ % calls.length];
}

async function throughput(hello, shop) {
  const variantPaths = variantIds.map((id) => `/api/productVariant/${id}`);
  const reads = () => ({
    hello: () => flatOut(hello, hello.url, () => ['/', {}], ok),
    variant: () => flatOut(shop, shop.url, takingTurns(variantPaths.map((p) => [p, { 'x-locale': 'de' }])), ok),
    variantBr: () => flatOut(shop, shop.url, takingTurns(variantPaths.map((p) => [p, browser])), brotliVariant),
  });
  // A round first that is not counted: the compiler's, and the first answer of each variant.
  for (const read of Object.values(reads())) await read();
  const perRound = [];
  for (let r = 0; r < rounds; r++) {
    const measured = {};
    for (const [name, read] of Object.entries(reads())) measured[name] = await read();
    for (const name of ['variant', 'variantBr']) measured[name].ratio = round2(measured[name].rps / measured.hello.rps);
    console.log(
      `  round ${r + 1}: ` +
        Object.entries(measured)
          .map(([name, m]) => `${name} ${m.rps} req/s ${m.cpuUs} µs${m.ratio ? ` (${m.ratio}x)` : ''}`)
          .join(', ') +
        `, load ${load()[0]}`,
    );
    perRound.push(measured);
  }
  const medians = (name) => {
    const of = perRound.map((m) => m[name]);
    const pick = (key) => median(of.map((m) => m[key]));
    return {
      rps: pick('rps'),
      cpuUs: pick('cpuUs'),
      clientCpuUs: pick('clientCpuUs'),
      p50: pick('p50'),
      p95: pick('p95'),
      ...(name === 'hello' ? {} : { ratio: pick('ratio') }),
    };
  };
  return { hello: medians('hello'), variant: medians('variant'), variantBr: medians('variantBr'), rounds: perRound };
}

async function cpuMicros(fn) {
  const start = process.cpuUsage();
  await fn();
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

/** The search route against its engine and the service's floor, in this process (see the top). */
async function search() {
  const { createServer, InProcessEventBus } = await import('../packages/service-kit/src/index.ts');
  const { Catalogue, catalogueService, MemoryCatalogueIndex } = await import('../services/catalogue/src/index.ts');
  const catalogue = await Catalogue.load(new MemoryCatalogueIndex(), await generatedCatalogue(size), '/static/images');
  const app = await createServer({ logger: false });
  await app.register(catalogueService, { index: catalogue.index, catalogue, bus: new InProcessEventBus() });
  app.get('/bench/floor', (_request, reply) => reply.send({}));
  await app.ready();
  const inject = async (url, locale) => {
    const answer = await app.inject({ method: 'GET', url, headers: { 'x-locale': locale } });
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode}`);
  };
  const samples = { engine: [], route: [], given: [], floor: [] };
  const { index } = catalogue;
  // Pass 0 is the compiler's and the engine's first sight of each prefix: not counted.
  for (let pass = 0; pass <= searchPasses; pass++) {
    for (const typed of prefixStream) {
      const [url, locale] = searchUrl(typed);
      const term = typed[1];
      let hits;
      const engine = await cpuMicros(async () => {
        hits = await index.search({ term, locale, skip: 0, take: 5 });
      });
      const route = await cpuMicros(() => inject(url, locale));
      // The same answer with the engine's hits given (an own property over the class's method):
      // what the route itself does, without the engine or the garbage its search leaves.
      index.search = async () => hits;
      const given = await cpuMicros(() => inject(url, locale));
      delete index.search;
      const floor = await cpuMicros(() => inject('/bench/floor', locale));
      if (pass === 0) continue;
      for (const [name, us] of Object.entries({ engine, route, given, floor })) samples[name].push(us);
    }
  }
  await app.close();
  const [engine, route, given, floor] = ['engine', 'route', 'given', 'floor'].map((name) => spread(samples[name]));
  const overheadUs = round2(given.mean - floor.mean);
  return {
    calls: samples.engine.length,
    engine,
    route,
    given,
    floor,
    overheadUs,
    overheadShare: round2(overheadUs / engine.mean),
    routeLessEngineUs: round2(route.mean - engine.mean - floor.mean),
  };
}

/** The category pages, one at a time, each page's four calls at once on four connections. */
async function categoryPage(shop) {
  const { hostname, port } = new URL(shop.url);
  const connections = await Promise.all(
    [0, 1, 2, 3].map(async () => {
      const connection = new RawConnection(hostname, port);
      await connection.open();
      return connection;
    }),
  );
  const ask = (page) =>
    Promise.all(
      categoryPageUrls(page).map(async (path, i) =>
        ok(path, await connections[i].call('GET', `/api${path}`, { headers: browser })),
      ),
    );
  for (const page of categoryPages) await ask(page);
  const times = [];
  shop.child.send('mark');
  for (let r = 0; r < pageRounds; r++) {
    for (const page of categoryPages) {
      const started = performance.now();
      await ask(page);
      times.push(performance.now() - started);
    }
  }
  const usage = await usageOf(shop.child);
  for (const connection of connections) connection.close();
  return { ...spread(times), cpuUsPerPage: Math.round(usage.total / times.length) };
}

const loadBefore = load();
console.log(
  `load average before: ${loadBefore.join(' ')} (${cpus().length} cores), ${size.toLocaleString('en')} variants`,
);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-reads-'));
const servers = [];
try {
  await writeDataFile(dataDir, size);
  const script = (name) => fileURLToPath(new URL(name, import.meta.url));
  const hello = await forkServer(script('bench-hello-world-server.mjs'), []);
  servers.push(hello.child);
  // Without tsx's disk cache: at start it walks the cache folder in the background (tens of
  // thousands of files on a machine that runs many worktrees), and that walk ran on in the shop's
  // process during the measured rounds, counted as the reads' CPU. The built shop runs no tsx.
  const shop = await forkServer(script('bench-shop-server.mjs'), [dataDir], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, TSX_DISABLE_CACHE: '1' },
  });
  servers.push(shop.child);
  console.log('throughput (flat out, alternating rounds)');
  const reads = await throughput(hello, shop);
  console.log('category page');
  const page = await categoryPage(shop);
  for (const child of servers.splice(0)) await stopServer(child);
  console.log('search, in process');
  const searched = await search();
  const report = {
    at: new Date().toISOString(),
    command: ['npm run bench:reads', ...(args.length > 0 ? ['--', ...args] : [])].join(' '),
    cores: cpus().length,
    size,
    clients,
    seconds,
    loadBefore,
    loadAfter: load(),
    throughput: reads,
    search: searched,
    categoryPage: page,
  };
  console.log(`\n${table(report)}`);
  // In the repository's own format, so `npm run format:check` passes on a fresh result.
  writeFileSync(
    resultsFile,
    await format(JSON.stringify(report), { ...(await resolveConfig(resultsFile)), filepath: resultsFile }),
  );
  console.log('\nwritten to bench-results/reads.json');
} finally {
  for (const child of servers) await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
