#!/usr/bin/env node
/**
 * Cart write benchmark on the embedded stack (SQLite with durable commits, the catalogue in
 * process): 50 concurrent clients, each creating a cart then adding to it (add-to-cart; a cart
 * of 20 lines is left for a new one) over real HTTP on 127.0.0.1, for a fixed time. The shop runs
 * in a child process, so the load generator neither shares its event loop nor is counted in its
 * CPU. Prints requests per second, p50/p99 latency per call, the shop's CPU time per request
 * (process.cpuUsage: every thread) and its event-loop utilisation, the machine's load average,
 * and what one durable SQLite commit costs on this disk (a small insert in a file of its own,
 * WAL and synchronous=FULL as the shop's: the least any durable write can cost here).
 * Target on 2 cores: 2,000 req/s paced with p99 < 25 ms, at most 150 µs of CPU each.
 *
 *   npm run bench:orders                        50 clients, a 5 s warm-up, then 3 runs of 15 s
 *   npm run bench:orders -- 20 10               20 clients, 10 s runs
 *   npm run bench:orders -- --runs 5            5 measured runs (the summary gives their medians)
 *   npm run bench:orders -- --calls mixed       add-to-cart and set-quantity alternating
 *   npm run bench:orders -- --calls floor       GET /orders/payment-methods: what any call costs
 *   npm run bench:orders -- --lines 500         each cart filled to 500 lines before the run; each
 *                                               add then adds its last line or adds to one of them
 *   npm run bench:orders -- --flat              first a flat-out run (as many requests as answered)
 *   npm run bench:orders -- --client fetch      the load generator on Node's fetch (the first one)
 *   npm run bench:orders -- --client http       ... on node:http with a keep-alive agent
 *   npm run bench:orders -- --cpu-prof DIR      the shop's CPU profiles (one per thread) in DIR
 *   npm run bench:orders -- --json              one JSON line of results (for A/B scripts)
 *   npm run bench:orders -- --rate 3000         paced at 3,000 req/s in total
 *
 * Each run writes its medians and runs to bench-results/orders.json under its kind of call and
 * cart size (`add`, `add-20`, `add-500`, `mixed`, `floor`), keeping the other entries: the docs'
 * table reads that file.
 *
 * The measured runs are paced at the target's 2,000 req/s in total (each buyer on a fixed
 * schedule; a call's latency counts from when it was due, so a shop that falls behind is not
 * flattered by the waiting buyers sending less). Flat out (--flat) each buyer sends its next call
 * as soon as the last one is answered: the most the shop can do, with the latency of a saturated
 * shop. The machine is shared: read the load average printed with each run before the figures.
 *
 * Carts are bound to the browser that made them (the HttpOnly cart_access cookie): each simulated
 * buyer keeps its own cookies, as a browser would, and the shop runs with NEW_CARTS_PER_ADDRESS
 * high (default 1,000,000; set it to test the limit), since every buyer comes from 127.0.0.1.
 *
 * The load generator and the shop share the machine's cores, so the client must be cheap: Node's
 * fetch (undici behind WHATWG streams) spent about as much CPU per request as the shop itself.
 * The default client keeps one connection per simulated buyer and speaks HTTP/1.1 on it directly,
 * like autocannon. What is measured is the same whichever client: the same calls with the same
 * bodies over TCP, each response read whole and its JSON parsed before the next call.
 */
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forkServer, percentile, RawConnection, setCookiesOf, stopServer, usageOf } from './bench-http.mjs';

const args = process.argv.slice(2);
const command = ['npm run bench:orders', ...(args.length > 0 ? ['--', ...args] : [])].join(' ');
const loadAverageBefore = loadavg().map((l) => Number(l.toFixed(2)));
const option = (name) => {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const [, value] = args.splice(at, 2);
  return value;
};
const flag = (name) => {
  const at = args.indexOf(name);
  if (at !== -1) args.splice(at, 1);
  return at !== -1;
};
const clientKind = option('--client') ?? 'raw';
const profileDir = option('--cpu-prof');
const asJson = flag('--json');
const targetRate = 2000;
const rate = Number(option('--rate') ?? targetRate);
const runs = Number(option('--runs') ?? 3);
const calls = option('--calls') ?? 'add';
const flatOut = flag('--flat');
const linesOption = option('--lines');
const lines = linesOption === undefined ? undefined : Number(linesOption);
if (!['add', 'mixed', 'floor'].includes(calls)) throw new Error(`--calls add|mixed|floor, not ${calls}`);
if (lines !== undefined && (calls !== 'add' || !(lines >= 2)))
  throw new Error('--lines N (at least 2) goes with --calls add');
const resultsKey = lines === undefined ? calls : `${calls}-${lines}`;
if (!['raw', 'http', 'fetch'].includes(clientKind)) throw new Error(`--client raw|http|fetch, not ${clientKind}`);
const [clients = 50, seconds = 15] = args.map(Number);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
const { child: server, url: base } = await forkServer(
  fileURLToPath(new URL('bench-shop-server.mjs', import.meta.url)),
  [dataDir],
  {
    // All buyers share one address: the per-address limit on new carts would refuse all but the first few.
    env: { ...process.env, NEW_CARTS_PER_ADDRESS: process.env.NEW_CARTS_PER_ADDRESS ?? '1000000' },
    execArgv: ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
  },
);
const { hostname, port } = new URL(base);

/** node:http with a keep-alive agent (a connection per client). */
const agent = new Agent({ keepAlive: true, maxSockets: clients, maxFreeSockets: clients });
const headers = { 'content-type': 'application/json', 'x-locale': 'fi' };
function httpCall(method, path, body, cookie) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const sent = {
      ...headers,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(payload) }),
    };
    const req = request({ host: hostname, port, method, path, agent, headers: sent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, json: JSON.parse(text), setCookies: res.headers['set-cookie'] ?? [] }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** The client this benchmark had first: Node's fetch (keeps connections alive, pools them per origin). */
async function fetchCall(method, path, body, cookie) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: cookie ? { ...headers, cookie } : headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json(), setCookies: res.headers.getSetCookie() };
}

/**
 * What one simulated buyer calls through: its own connection (raw) or the shared pool (http, fetch),
 * and its own cookies, so its cart (bound to its cart_access cookie) stays its own.
 */
async function openClient() {
  const jar = new Map();
  const withCookies = (transport) => async (method, path, body) => {
    const answer = await transport(
      method,
      path,
      body,
      jar.size ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : undefined,
    );
    for (const line of answer.setCookies) {
      const pair = line.split(';', 1)[0];
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return answer;
  };
  if (clientKind === 'raw') {
    const connection = new RawConnection(hostname, port);
    await connection.open();
    const rawCall = async (method, path, body, cookie) => {
      const {
        status,
        head,
        body: bytes,
      } = await connection.call(method, path, {
        body,
        headers: { 'x-locale': 'fi', cookie },
      });
      return { status, json: JSON.parse(bytes.toString()), setCookies: setCookiesOf(head) };
    };
    return { send: withCookies(rawCall), close: () => connection.close() };
  }
  return { send: withCookies(clientKind === 'fetch' ? fetchCall : httpCall), close: () => undefined };
}

async function call(client, method, path, body) {
  const started = performance.now();
  const { status, json } = await client.send(method, path, body);
  if (status !== 200) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(json)}`);
  return { json, ms: performance.now() - started };
}

/** Sellable variants (available, as the catalogue lists them): 50 of one category, or `wanted` from all. */
async function sellableVariants(wanted) {
  const setup = await openClient();
  const slugs = wanted
    ? (await call(setup, 'GET', '/api/category/rootCategories')).json.map((c) => c.slug)
    : ['fences'];
  const found = new Map();
  // Pages of at most 100 (the listing's limit), [skip,take].
  for (const slug of slugs) {
    for (let skip = 0; ; skip += 100) {
      const path = `/api/productVariant/by-category/${slug}?range=[${skip},${wanted ? 100 : 50}]`;
      const listing = (await call(setup, 'GET', path)).json;
      const page = listing.variants ?? listing;
      for (const v of page) if (v.availability === 'available') found.set(v.id, v);
      if (!wanted || page.length < 100 || found.size >= wanted) break;
    }
    if (wanted && found.size >= wanted) break;
  }
  setup.close();
  if (found.size < (wanted ?? 1)) throw new Error(`${found.size} available variants, ${wanted ?? 1} wanted`);
  return [...found.values()];
}
const variants = await sellableVariants(lines);

/**
 * A buyer's cart filled to `lines` - 1 lines (the quick order's calls, 200 lines each): its
 * variants are `lines` consecutive ones from the buyer's own place in the list, the last one
 * left for the first measured add.
 */
async function filledCart(client, n) {
  const mine = Array.from({ length: lines }, (_, k) => variants[(n * 7 + k) % variants.length]);
  let cart = null;
  for (let from = 0; from < lines - 1; from += 200) {
    const chunk = mine.slice(from, Math.min(from + 200, lines - 1));
    cart = (
      await call(client, 'POST', '/api/orders/add-many', {
        ...(cart ? { uuid: cart.uuid } : {}),
        lines: chunk.map((v) => ({ variantId: v.id, amount: v.min_order })),
      })
    ).json;
  }
  return { cart, mine };
}

/**
 * What one durable commit costs on this disk, apart from the shop: `count` small inserts, each its
 * own transaction, in a file of its own with the shop's journal and sync settings (service-kit's
 * sqlitePragmas). Median wall time of one commit (mostly the fsync's wait) and CPU per commit.
 */
function diskCommit(count = 200) {
  const Database = createRequire(import.meta.url)('better-sqlite3');
  const db = new Database(join(dataDir, 'commit-probe.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE probe (n INTEGER, text TEXT)');
  const insert = db.prepare('INSERT INTO probe VALUES (?, ?)');
  const walls = [];
  const cpu = process.cpuUsage();
  for (let n = 0; n < count; n++) {
    const started = performance.now();
    insert.run(n, 'a cart line of about this size'.repeat(5));
    walls.push((performance.now() - started) * 1000);
  }
  const used = process.cpuUsage(cpu);
  db.close();
  walls.sort((a, b) => a - b);
  return { wallUs: Math.round(walls[Math.floor(count / 2)]), cpuUs: Math.round((used.user + used.system) / count) };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One run: every buyer flat out (rate undefined) or all of them together at `rate` requests per
 * second, for `length` seconds; `quiet` prints nothing (the warm-up).
 */
async function run(rate, { length = seconds, quiet = false } = {}) {
  const timings = { add: [], ...(calls === 'mixed' ? { setQuantity: [] } : {}) };
  let deadline;
  let requests = 0;

  async function buyer(n, client, filled) {
    // Paced: this buyer's calls are due every `interval` ms, buyers spread evenly over one interval.
    const interval = rate ? (clients / rate) * 1000 : 0;
    let due = performance.now() + (interval * n) / clients;
    const timed = async (method, path, body) => {
      if (!interval) return call(client, method, path, body);
      if (due > performance.now()) await sleep(due - performance.now());
      // A timer may fire up to a millisecond early: a call sent before it was due counts from when
      // it was sent (the floor's sub-millisecond calls showed negative latencies).
      const from = Math.min(due, performance.now());
      due += interval;
      const { json } = await call(client, method, path, body);
      return { json, ms: performance.now() - from };
    };
    let cart = filled?.cart ?? null;
    let i = 0;
    while (Date.now() < deadline) {
      if (calls === 'floor') {
        timings.add.push((await timed('GET', '/api/orders/payment-methods')).ms);
        requests += 1;
        continue;
      }
      // A filled cart stays at its size: the first add is its last line, the next ones add to a line.
      const variant = filled ? filled.mine[(lines - 1 + i) % lines] : variants[(n + i) % variants.length];
      // Otherwise a buyer's cart has a few dozen lines at most: at 20 lines the next add starts a new cart.
      const add = await timed('POST', '/api/orders/add', {
        ...(cart && (filled || cart.items.length < 20) ? { uuid: cart.uuid } : {}),
        variantId: variant.id,
        amount: variant.min_order,
        isProduction: true,
      });
      timings.add.push(add.ms);
      cart = add.json;
      requests += 1;
      if (calls === 'mixed') {
        const line = cart.items[i % cart.items.length];
        const min = variants.find((v) => v.id === line.variant_id)?.min_order ?? 1;
        const set = await timed('PATCH', `/api/orders/set-quantity/${cart.uuid}/${line.id}`, {
          amount: min + (i % 5),
        });
        timings.setQuantity.push(set.ms);
        cart = set.json;
        requests += 1;
      }
      i += 1;
    }
    client.close();
  }

  // Connections opened and carts filled before the mark: only the measured calls are counted.
  const buyers = await Promise.all(
    Array.from({ length: clients }, async (_, n) => {
      const client = await openClient();
      return { client, filled: lines ? await filledCart(client, n) : null };
    }),
  );
  server.send('mark');
  deadline = Date.now() + length * 1000;
  const ownCpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(buyers.map(({ client, filled }, n) => buyer(n, client, filled)));
  const elapsed = (performance.now() - started) / 1000;
  const clientCpu = process.cpuUsage(ownCpu);
  const serverCpu = await usageOf(server);

  const pct = (values, p) =>
    percentile(
      [...values].sort((a, b) => a - b),
      p,
    );
  const perRequest = (us) => Math.round(us / requests);
  const all = Object.values(timings).flat();
  const result = {
    mode: rate ? `paced at ${rate} req/s` : 'flat out',
    client: clientKind,
    clients,
    seconds: Number(elapsed.toFixed(2)),
    requests,
    rps: Math.round(requests / elapsed),
    p50: Number(pct(all, 50).toFixed(2)),
    p99: Number(pct(all, 99).toFixed(2)),
    calls: Object.fromEntries(
      Object.entries(timings).map(([name, v]) => [
        name,
        { n: v.length, p50: Number(pct(v, 50).toFixed(2)), p99: Number(pct(v, 99).toFixed(2)) },
      ]),
    ),
    // CPU microseconds per counted request: the shop's process (all threads), its main thread, and
    // the load generator; how busy the shop's event loop was (1 = never idle).
    serverCpuUs: perRequest(serverCpu.total),
    serverMainCpuUs: Number.isNaN(serverCpu.main) ? null : perRequest(serverCpu.main),
    clientCpuUs: perRequest(clientCpu.user + clientCpu.system),
    eventLoopUtilization: Number(serverCpu.elu.toFixed(2)),
    // The machine's 1-minute load average at the end of the run: 2 cores, so above 2 others wait too.
    loadAverage: Number(loadavg()[0].toFixed(1)),
  };
  if (quiet) return result;
  if (asJson) console.log(JSON.stringify(result));
  else {
    console.log(
      `orders bench, ${result.mode}: ${clients} clients, ${elapsed.toFixed(1)} s, ${requests} requests, ` +
        `${result.rps} req/s (client: ${clientKind}, calls: ${resultsKey}, load average ${result.loadAverage})`,
    );
    for (const [name, c] of Object.entries(result.calls))
      console.log(`  ${name.padEnd(12)} n=${c.n}  p50 ${c.p50.toFixed(1)} ms  p99 ${c.p99.toFixed(1)} ms`);
    console.log(`  all          p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms`);
    const main =
      result.serverMainCpuUs === null
        ? ''
        : ` (its event loop thread ${result.serverMainCpuUs} µs, ` +
          `busy ${Math.round(result.eventLoopUtilization * 100)} %)`;
    console.log(`  CPU per request: shop ${result.serverCpuUs} µs${main}, load generator ${result.clientCpuUs} µs`);
  }
  return result;
}

if (flatOut) await run(undefined);
// Warm-up, not reported: the JIT, the caches and the database file settle.
await run(rate, { length: 5, quiet: true });
const commit = diskCommit();
if (!asJson) console.log(`disk: one durable SQLite commit ${commit.wallUs} µs of wall time, ${commit.cpuUs} µs of CPU`);
const paced = [];
for (let r = 0; r < runs; r++) paced.push(await run(rate));
const median = (key) => {
  const sorted = paced.map((r) => r[key]).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return Number((sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2).toFixed(2));
};
const summaryKeys = ['rps', 'p50', 'p99', 'serverCpuUs', 'serverMainCpuUs', 'eventLoopUtilization', 'loadAverage'];
const summary = {
  mode: `median of ${runs} runs paced at ${rate} req/s`,
  calls,
  ...(lines ? { lines } : {}),
  clients,
  seconds,
  diskCommitUs: commit.wallUs,
  diskCommitCpuUs: commit.cpuUs,
};
for (const key of summaryKeys) summary[key] = median(key);
if (asJson) console.log(JSON.stringify({ summary }));
else {
  console.log(
    `${summary.mode} (${resultsKey}): ${summary.rps} req/s, p50 ${summary.p50} ms, p99 ${summary.p99} ms, ` +
      `shop CPU ${summary.serverCpuUs} µs/request (event loop thread ${summary.serverMainCpuUs} µs, ` +
      `busy ${Math.round(summary.eventLoopUtilization * 100)} %), load average ${summary.loadAverage}, ` +
      `disk commit ${commit.wallUs} µs`,
  );
  const met = (ok) => (ok ? 'met' : 'NOT met');
  console.log(
    `target: p99 < 25 ms at ${targetRate} req/s ${met(rate >= targetRate && summary.p99 < 25)}, ` +
      `CPU <= 150 µs/request ${met(summary.serverCpuUs <= 150)}`,
  );
}
const resultsFile = fileURLToPath(new URL('../bench-results/orders.json', import.meta.url));
const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
results[resultsKey] = {
  when: new Date().toISOString(),
  command,
  cores: cpus().length,
  loadAverageBefore,
  summary,
  runs: paced,
};
mkdirSync(dirname(resultsFile), { recursive: true });
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
if (!asJson) console.log(`written to bench-results/orders.json (${resultsKey})`);
agent.destroy();
await stopServer(server);
rmSync(dataDir, { recursive: true, force: true });
