#!/usr/bin/env node
/**
 * The PDF burst an attacker sends (docs/security.md, "PDF rendering"), against the shop on its
 * embedded defaults in a child process (the orders service as the gateway runs it, its PDF pool
 * and one Chromium): one guest cart asks for its offer PDF 40 times at once, each on its own
 * connection, and another buyer asks for theirs while the burst is under way. Each run changes
 * both carts first, so nothing is answered from the PDF cache; a last run asks 40 times for the
 * unchanged cart (all from the cache). Prints, and writes to bench-results/pdf-burst.json:
 * the statuses, the median and p95 time to answer of the 429s and of the other buyer's PDF, and the
 * Chromium renderer processes alive at most during the burst and still running afterwards, with the
 * machine's load average.
 *
 *   npm run bench:pdf                 3 runs of 40
 *   npm run bench:pdf -- 100 5        5 runs of 100
 */
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

if (process.argv[2] === '--serve') {
  // Child: the shop on its embedded defaults (as bench-orders.mjs starts it), telling the parent where it listens.
  const { buildGateway, gatewayConfigFromEnv } = await import('../services/gateway/src/index.ts');
  const root = new URL('..', import.meta.url).pathname;
  const app = await buildGateway(gatewayConfigFromEnv({ DATA_DIR: process.argv[3] }, root), { logger: false });
  process.send({ url: await app.listen({ port: 0, host: '127.0.0.1' }) });
  process.on('disconnect', () => app.close().then(() => process.exit(0)));
  await new Promise(() => {});
}

const [burst = 40, runs = 3] = process.argv.slice(2).map(Number);
const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'bench-pdf-'));
const server = fork(fileURLToPath(import.meta.url), ['--serve', dataDir], {
  stdio: 'inherit',
  execArgv: [...process.execArgv, '--import', 'tsx'],
});
const base = new URL(
  await new Promise((resolve, reject) => {
    server.once('message', (message) => resolve(message.url));
    server.once('exit', (code) => reject(new Error(`shop exited with ${code}`)));
  }),
);

/** One call on a connection of its own: its status, Retry-After, body and time taken (never rejects). */
function call(method, path, { body, cookie } = {}) {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent: false,
        headers: {
          'x-locale': 'fi',
          ...(cookie ? { cookie } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            retryAfter: res.headers['retry-after'],
            setCookie: res.headers['set-cookie'] ?? [],
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', (error) =>
      resolve({ status: `closed (${error.code ?? error.message})`, ms: performance.now() - started }),
    );
    req.setTimeout(120_000, () => req.destroy(new Error('no answer in 120 s')));
    req.end(payload);
  });
}

/** A guest buyer: their cart-access cookie and their cart. */
async function guest(variant) {
  const added = await call('POST', '/api/orders/add', { body: { variantId: variant.id, amount: variant.min_order } });
  if (added.status !== 200) throw new Error(`add to cart: ${added.status} ${added.body}`);
  const cookie = added.setCookie.map((line) => line.split(';')[0]).join('; ');
  return { cookie, uuid: JSON.parse(added.body).uuid, variant };
}

/** Adds to a cart: a new revision, so its next PDF is rendered anew. */
async function change(buyer) {
  const res = await call('POST', '/api/orders/add', {
    body: { uuid: buyer.uuid, variantId: buyer.variant.id, amount: buyer.variant.min_order },
    cookie: buyer.cookie,
  });
  if (res.status !== 200) throw new Error(`change the cart: ${res.status}`);
}

/** Chromium renderer processes descended from the shop's process (what the attacker counted). */
function renderers() {
  const parents = new Map();
  const kinds = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(Number(pid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      kinds.set(Number(pid), readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
    } catch {
      // Gone between the listing and the read.
    }
  }
  const descends = (pid) => {
    for (let at = parents.get(pid); at; at = parents.get(at)) if (at === server.pid) return true;
    return false;
  };
  return [...kinds].filter(([pid, cmdline]) => cmdline.includes('--type=renderer') && descends(pid)).length;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
};
const timing = (values) => ({ n: values.length, p50: percentile(values, 50), p95: percentile(values, 95) });
const isPdf = (res) => res.status === 200 && res.body.subarray(0, 5).toString() === '%PDF-';

const listing = await call('GET', '/api/productVariant/by-category/fences?range=[0,50]');
const variants = JSON.parse(listing.body);
const [first, second] = (variants.variants ?? variants).filter((v) => v.availability === 'available');
const attacker = await guest(first);
const other = await guest(second);
// Chromium's start is not the burst's cost: a first PDF of a third cart starts it.
const warm = await guest(second);
const warmUp = await call('GET', `/api/orders/offer-pdf/${warm.uuid}`, { cookie: warm.cookie });

/** One burst of `burst` calls for the attacker's cart, and the other buyer's PDF asked for during it. */
async function burstRun({ changed }) {
  if (changed) await Promise.all([change(attacker), change(other)]);
  const load = loadavg()[0];
  const calls = Array.from({ length: burst }, () =>
    call('GET', `/api/orders/offer-pdf/${attacker.uuid}`, { cookie: attacker.cookie }),
  );
  const theirs = call('GET', `/api/orders/offer-pdf/${other.uuid}`, { cookie: other.cookie });
  // The most renderers alive at once while the burst is answered: the pool's pages bound them.
  let peak = renderers();
  const sampler = setInterval(() => (peak = Math.max(peak, renderers())), 100);
  const answers = await Promise.all(calls);
  const otherAnswer = await theirs;
  clearInterval(sampler);
  const statuses = {};
  for (const res of answers) statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  // Renderers end asynchronously once their pages close: count until the number stops falling.
  let left = renderers();
  for (let i = 0; i < 20 && left > 0; i++) {
    await sleep(250);
    left = renderers();
  }
  return {
    cacheable: !changed,
    loadAverage1m: Number(load.toFixed(1)),
    statuses,
    pdfs: answers.filter(isPdf).length,
    refused429: timing(answers.filter((res) => res.status === 429).map((res) => res.ms)),
    retryAfter: [...new Set(answers.filter((res) => res.status === 429).map((res) => res.retryAfter))],
    answered200: timing(answers.filter(isPdf).map((res) => res.ms)),
    otherBuyer: { status: otherAnswer.status, pdf: isPdf(otherAnswer), ms: Math.round(otherAnswer.ms) },
    renderersPeak: peak,
    renderersAfter: left,
  };
}

const results = [];
try {
  for (let r = 0; r < runs; r++) results.push(await burstRun({ changed: true }));
  results.push(await burstRun({ changed: false }));
} finally {
  server.disconnect();
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

const report = {
  when: new Date().toISOString(),
  burst,
  warmUpMs: Math.round(warmUp.ms),
  cores: (await import('node:os')).cpus().length,
  loadAverage: loadavg().map((n) => Number(n.toFixed(1))),
  runs: results,
};
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results', 'pdf-burst.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `PDF burst: ${burst} parallel offer PDFs of one cart, another buyer's during it (first PDF ${report.warmUpMs} ms)`,
);
for (const run of results) {
  const t = (x) => (x.n ? `p50 ${x.p50} ms, p95 ${x.p95} ms` : '-');
  console.log(
    `  ${run.cacheable ? 'unchanged cart' : 'changed carts '} load ${run.loadAverage1m}: ` +
      `${JSON.stringify(run.statuses)}; 429 ${t(run.refused429)} (Retry-After ${run.retryAfter.join(',') || '-'}); ` +
      `200 ${t(run.answered200)}; other buyer ${run.otherBuyer.status} in ${run.otherBuyer.ms} ms; ` +
      `renderers at most ${run.renderersPeak}, after ${run.renderersAfter}`,
  );
}
console.log('written to bench-results/pdf-burst.json');
