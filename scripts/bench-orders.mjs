#!/usr/bin/env node
/**
 * Cart write benchmark on the embedded stack (SQLite with durable commits, the catalogue in
 * process): 50 concurrent clients, each creating a cart then alternating add-to-cart and
 * set-quantity over real HTTP on 127.0.0.1, for a fixed time. The shop runs in a child process,
 * so the load generator does not share its event loop. Prints requests per second and p50/p99
 * latency per call. Target on 2 cores: >= 2,000 req/s, p99 < 25 ms.
 *
 *   npm run bench:orders               50 clients, 15 s
 *   npm run bench:orders -- 20 10      20 clients, 10 s
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

if (process.argv[2] === '--serve') {
  // Child: the shop on its embedded defaults, telling the parent where it listens.
  const { tsImport } = await import('tsx/esm/api');
  const { buildGateway, gatewayConfigFromEnv } = await tsImport('../services/gateway/src/index.ts', import.meta.url);
  const root = new URL('..', import.meta.url).pathname;
  const app = await buildGateway(gatewayConfigFromEnv({ DATA_DIR: process.argv[3] }, root), { logger: false });
  process.send({ url: await app.listen({ port: 0, host: '127.0.0.1' }) });
  process.on('disconnect', () => app.close().then(() => process.exit(0)));
  await new Promise(() => {});
}

const [clients = 50, seconds = 15] = process.argv.slice(2).map(Number);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
const server = fork(fileURLToPath(import.meta.url), ['--serve', dataDir], { stdio: 'inherit' });
const base = await new Promise((resolve, reject) => {
  server.once('message', (message) => resolve(message.url));
  server.once('exit', (code) => reject(new Error(`shop exited with ${code}`)));
});

async function call(method, path, body) {
  const started = performance.now();
  // Node's fetch keeps connections alive and pools them per origin.
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-locale': 'fi' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return { json, ms: performance.now() - started };
}

// Sellable variants: available, as the catalogue lists them.
const listing = (await call('GET', '/productVariant/by-category/fences?range=[0,50]')).json;
const variants = (listing.variants ?? listing).filter((v) => v.availability === 'available');
if (variants.length === 0) throw new Error('no available variant to put in carts');

const timings = { add: [], setQuantity: [] };
const deadline = Date.now() + seconds * 1000;
let requests = 0;

async function client(n) {
  const first = variants[n % variants.length];
  let cart = (await call('POST', '/orders/add', { variantId: first.id, amount: first.min_order, isProduction: true })).json;
  let i = 0;
  while (Date.now() < deadline) {
    const variant = variants[(n + i) % variants.length];
    const add = await call('POST', '/orders/add', { uuid: cart.uuid, variantId: variant.id, amount: variant.min_order, isProduction: true });
    timings.add.push(add.ms);
    cart = add.json;
    const line = cart.items[i % cart.items.length];
    const min = variants.find((v) => v.id === line.variant_id)?.min_order ?? 1;
    const set = await call('PATCH', `/orders/set-quantity/${cart.uuid}/${line.id}`, { amount: min + (i % 5) });
    timings.setQuantity.push(set.ms);
    cart = set.json;
    requests += 2;
    i += 1;
    // Carts do not grow without end: a buyer's cart has a few dozen lines at most.
    if (cart.items.length >= 20) cart = (await call('POST', '/orders/add', { variantId: first.id, amount: first.min_order, isProduction: true })).json;
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
const elapsed = (performance.now() - started) / 1000;

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
console.log(`orders bench: ${clients} clients, ${elapsed.toFixed(1)} s, ${requests} requests, ${(requests / elapsed).toFixed(0)} req/s`);
for (const [name, values] of Object.entries(timings)) {
  console.log(`  ${name.padEnd(12)} n=${values.length}  p50 ${pct(values, 50).toFixed(1)} ms  p99 ${pct(values, 99).toFixed(1)} ms`);
}
server.disconnect();
await new Promise((resolve) => server.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
