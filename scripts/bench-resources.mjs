#!/usr/bin/env node
/**
 * What each process of the production stack needs, for the Kubernetes chart's requests, limits and
 * terminationGracePeriodSeconds. Starts the production servers (Kafka, Elasticsearch, FerretDB, as
 * `npm run test:production` does) and the stack on them (e2e/support/production-stack.ts: the
 * catalogue import, each service its own process from its build), and the gateway as its own process
 * too (services/gateway/dist/server.js, as the image runs it). Then, per process (its own CPU and
 * memory and those of its children: the orders service's Chromium counts in its container):
 *
 * 1. idle: memory and CPU over 10 s with nothing asked;
 * 2. under load: a fixed number of requests through the gateway from simulated buyers, each visiting
 *    the home page, a category page, a listing, a search, a product page and adding to a cart; every
 *    20th visit checks out (form, delivery, invoice, complete), every 25th asks for the cart's offer
 *    PDF. Memory and CPU are read from /proc every 500 ms: peak memory, CPU seconds per 1,000 requests and
 *    the mean cores used while the load ran;
 * 3. drain: with the buyers still asking, SIGTERM to each service in turn and then the gateway; the
 *    drain time is the `durationMs` of each process's "stopped" line.
 *
 * Writes bench-results/resources.json, prints a table and the requests it suggests. The
 * load generator shares the machine's cores with everything it measures: read the load average.
 *
 *   npm run bench:resources                      4,000 requests from 8 buyers
 *   npm run bench:resources -- --requests 8000 --buyers 12
 *
 * Needs `npm run build` (the services' bundles, the shell's pages) and the production servers
 * installed (the first `npm run test:production` installs them).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startGatewayProcess, stopGatewayProcess } from './gateway-process.mjs';
import { root } from './lib.mjs';
import {
  installProductionServers,
  productionStackUnavailableReason,
  startProductionServers,
} from './production-servers.mjs';

const { values: options } = parseArgs({
  options: { requests: { type: 'string', default: '4000' }, buyers: { type: 'string', default: '8' } },
});
const totalRequests = Number(options.requests);
const buyerCount = Number(options.buyers);
const unavailable = productionStackUnavailableReason();
if (unavailable) throw new Error(`the production servers cannot run here: ${unavailable}`);
// Run with tsx registered (`npm run bench:resources`): the stack's TypeScript loads the bus and stores
// by extensionless paths, which tsx's scoped tsImport does not resolve.
const { startProductionStack } = await import('../e2e/support/production-stack.ts');
const { companyOrderForm } = await import('../e2e/support/order-form.ts');

const progress = (what) => console.error(`[bench] ${new Date().toISOString().slice(11, 19)} ${what}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// /proc's units on Linux: CPU times in USER_HZ (1/100 s), resident memory in 4 KiB pages.
const ticksPerSecond = 100;
const pageSize = 4096;

/** A process's proportional set size in bytes: its shared pages divided among the processes sharing them. */
function pss(pid) {
  try {
    return Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))[1]) * 1024;
  } catch {
    return 0; // gone
  }
}

/**
 * Each process's CPU seconds and memory with those of its descendants, what its container counts (the
 * orders service's Chromium), from one reading of /proc. Memory: the process's RSS plus its
 * descendants' PSS; their RSS would count Chromium's shared pages once per Chromium process.
 */
function usage(pids) {
  const parents = new Map();
  const stats = new Map();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      // utime, stime, cutime, cstime (fields 14-17: the children it has waited for count too); rss in pages (24).
      const cpu = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) / ticksPerSecond;
      stats.set(Number(entry), { cpu, rss: Number(fields[21]) * pageSize });
    } catch {
      // Gone between the listing and the read.
    }
  }
  const ownerOf = (pid) => {
    for (let at = pid; at; at = parents.get(at)) if (pids.includes(at)) return at;
    return null;
  };
  const totals = new Map(pids.map((pid) => [pid, { cpu: 0, memory: 0 }]));
  for (const [pid, stat] of stats) {
    const owner = ownerOf(pid);
    const total = totals.get(owner);
    if (total) {
      total.cpu += stat.cpu;
      total.memory += owner === pid ? stat.rss : pss(pid);
    }
  }
  return totals;
}

/** One simulated buyer: its own cookies, as a browser keeps them, and a count of every answer. */
function buyer(base, counts, budget) {
  const jar = new Map();
  return async (step, method, path, body) => {
    budget.left -= 1;
    let status;
    let json = null;
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
          'accept-encoding': 'gzip',
          'x-locale': 'de',
          ...(body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }),
          ...(jar.size > 0 ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(120_000),
      });
      for (const line of response.headers.getSetCookie()) {
        const pair = line.split(';', 1)[0];
        jar.set(pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1).trim());
      }
      status = response.status;
      const type = response.headers.get('content-type') ?? '';
      if (type.includes('json')) json = await response.json();
      else await response.arrayBuffer();
    } catch (error) {
      status = `failed (${error.cause?.code ?? error.name})`;
    }
    counts[step] ??= {};
    counts[step][status] = (counts[step][status] ?? 0) + 1;
    return { status, json };
  };
}

const searchTerms = ['zaun', 'tor', 'rohr', 'gitter', 'matte', 'pfosten', 'blech', 'träger'];

/**
 * Buyers visiting the shop until `budget.left` requests have been sent (a visit started finishes, so a
 * few more are), or until `budget.stop`.
 * Each visit: home, category page, listing, search, product page, add to cart; checkout and PDF now
 * and then. Returns once every buyer has stopped.
 */
async function load(base, budget, { category, variants }, counts) {
  let visits = 0;
  const visitor = async (b) => {
    const send = buyer(base, counts, budget);
    let cart = null;
    while (budget.left > 0 && !budget.stop) {
      const visit = (visits += 1);
      const variant = variants[(b * 7 + visit) % variants.length];
      const steps = [
        () => send('home page', 'GET', '/'),
        () => send('category page', 'GET', `/categories/${category}`),
        () =>
          send('listing', 'GET', `/api/productVariant/by-category/${category}?range=${encodeURIComponent('[0,20]')}`),
        () => send('search', 'GET', `/api/search/all/${encodeURIComponent(searchTerms[visit % searchTerms.length])}`),
        () => send('product page', 'GET', `/products/${variant.products.slug}`),
        async () => {
          const added = await send('add to cart', 'POST', '/api/orders/add', {
            ...(cart ? { uuid: cart } : {}),
            variantId: variant.id,
            amount: variant.min_order,
            isProduction: true,
          });
          if (added.status === 200) cart = added.json.uuid;
        },
      ];
      if (visit % 25 === 0) steps.push(() => cart && send('offer PDF', 'GET', `/api/orders/offer-pdf/${cart}`));
      if (visit % 20 === 0)
        steps.push(async () => {
          if (!cart) return;
          const uuid = cart;
          cart = null;
          const withForm = await send(
            'checkout',
            'PATCH',
            `/api/orders/set-form/${uuid}`,
            companyOrderForm(`buyer-${visit}@rakennus-oy.fi`),
          );
          if (withForm.status !== 200) return;
          await send('checkout', 'PATCH', `/api/orders/set-state/${uuid}`, {
            state: 'order',
            deliveryMethodType: 'product_freight',
            freightTotal: withForm.json.total_delivery_price,
            cartTotal: withForm.json.total_price_with_vat,
          });
          await send('checkout', 'PATCH', `/api/orders/set-payment-method/${uuid}/invoice`);
          await send('checkout', 'POST', '/api/orders/complete', { uuid });
        });
      for (const step of steps) {
        if (budget.stop) return;
        await step();
      }
    }
  };
  await Promise.all(Array.from({ length: buyerCount }, (_, b) => visitor(b)));
}

/** Reads every process's usage each `everyMs` until stopped: its peak memory, and CPU and memory at the end. */
function sampler(processes, everyMs = 500) {
  const pids = processes.map((p) => p.pid);
  const first = usage(pids);
  const peak = new Map(pids.map((pid) => [pid, first.get(pid).memory]));
  const read = () => {
    const now = usage(pids);
    for (const pid of pids) peak.set(pid, Math.max(peak.get(pid), now.get(pid).memory));
    return now;
  };
  const timer = setInterval(read, everyMs);
  const started = performance.now();
  return {
    stop() {
      clearInterval(timer);
      const last = read();
      const seconds = (performance.now() - started) / 1000;
      return Object.fromEntries(
        processes.map(({ name, pid }) => [
          name,
          {
            seconds,
            cpu: last.get(pid).cpu - first.get(pid).cpu,
            peakMemory: peak.get(pid),
            memory: last.get(pid).memory,
          },
        ]),
      );
    },
  };
}

const mib = (bytes) => Math.round(bytes / 2 ** 20);
const round = (n, digits = 2) => Number(n.toFixed(digits));

/**
 * Kubernetes figures from the measurements: memory request the peak memory rounded up to 64 Mi, limit
 * twice the request (the load here is a few buyers: headroom for more, for a catalogue import's
 * heap and for GC); CPU request the mean cores under load rounded up to 50m, no CPU limit (a limit
 * throttles the single event loop in 100 ms slices and a drain or a PDF stalls with it; the request
 * alone gives each pod its share when the node is busy). terminationGracePeriodSeconds: above
 * SHUTDOWN_GRACE_MS (25 s, which bounds the drain) and the measured drain.
 */
function suggest(figures) {
  const memory = Math.ceil(mib(figures.peakMemoryBytes) / 64) * 64;
  const cpu = Math.max(50, Math.ceil((figures.meanCoresUnderLoad * 1000) / 50) * 50);
  return {
    requests: { memory: `${memory}Mi`, cpu: `${cpu}m` },
    limits: { memory: `${memory * 2}Mi` },
    // No closing line: the drain ran into SHUTDOWN_GRACE_MS (or the SIGKILL), nothing says how long it needs.
    terminationGracePeriodSeconds:
      figures.drainMs === null ? null : Math.max(30, Math.ceil((figures.drainMs + 5000) / 1000)),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-resources-'));
await installProductionServers();
const servers = await startProductionServers();
let stack = null;
let gateway = null;
try {
  stack = await startProductionStack(
    root,
    dataDir,
    servers.env,
    {},
    {
      // Every buyer comes from 127.0.0.1: the per-address limits would refuse the load, not the shop.
      serviceEnv: { NEW_CARTS_PER_ADDRESS: '1000000', COMPLETED_ORDERS_PER_ADDRESS: '1000000' },
    },
  );
  gateway = await startGatewayProcess(stack.gatewayEnv);
  const processes = [...stack.processes(), gateway];
  const roots = await (await fetch(`${gateway.url}/api/category/rootCategories`)).json();
  const category = roots[0].slug;
  const listing = await (
    await fetch(`${gateway.url}/api/productVariant/by-category/${category}?range=${encodeURIComponent('[0,50]')}`)
  ).json();
  const catalogue = { category, variants: listing.variants.filter((v) => v.availability === 'available') };

  // Idle: started, ready, nothing asked (a first request warms nothing yet).
  progress('stack ready; idle for 15 s');
  await sleep(5_000);
  const idle = sampler(processes);
  await sleep(10_000);
  const idleFigures = idle.stop();

  progress(`${totalRequests} requests from ${buyerCount} buyers`);
  const counts = {};
  const loadSample = sampler(processes);
  const started = performance.now();
  await load(gateway.url, { left: totalRequests }, catalogue, counts);
  const loadSeconds = (performance.now() - started) / 1000;
  const sent = Object.values(counts)
    .flatMap((byStatus) => Object.values(byStatus))
    .reduce((sum, n) => sum + n, 0);
  const underLoad = loadSample.stop();
  const loadAverageAfterLoad = loadavg().map((n) => round(n, 1));

  // Drain: the buyers keep asking while each process is told to stop.
  const drainCounts = {};
  const drainBudget = { left: Number.POSITIVE_INFINITY, stop: false };
  const drainLoad = load(gateway.url, drainBudget, catalogue, drainCounts);
  const drains = {};
  for (const { name } of stack.processes()) {
    await sleep(3_000);
    progress(`SIGTERM to ${name}, under load`);
    drains[name] = await stack.stop(name, 0);
  }
  await sleep(1_000);
  progress('SIGTERM to the gateway, under load');
  await stopGatewayProcess(gateway);
  drains.gateway = gateway.drainMs;
  drainBudget.stop = true;
  await drainLoad;

  const perProcess = Object.fromEntries(
    processes.map(({ name }) => {
      const figures = {
        idleMemoryBytes: idleFigures[name].memory,
        idleCores: round(idleFigures[name].cpu / idleFigures[name].seconds, 3),
        peakMemoryBytes: underLoad[name].peakMemory,
        cpuSecondsPer1000Requests: round((underLoad[name].cpu / sent) * 1000),
        // Without what it spends idle (consumers polling, timers, GC) in as long: the cost of the requests.
        cpuSecondsPer1000RequestsAboveIdle: round(
          (Math.max(
            0,
            underLoad[name].cpu - (idleFigures[name].cpu / idleFigures[name].seconds) * underLoad[name].seconds,
          ) /
            sent) *
            1000,
        ),
        meanCoresUnderLoad: round(underLoad[name].cpu / underLoad[name].seconds, 3),
        drainMs: drains[name] ?? null,
      };
      return [name, { ...figures, suggested: suggest(figures) }];
    }),
  );
  const report = {
    when: new Date().toISOString(),
    command: `npm run bench:resources -- --requests ${totalRequests} --buyers ${buyerCount}`,
    load: {
      requests: sent,
      buyers: buyerCount,
      seconds: round(loadSeconds, 1),
      requestsPerSecond: round(sent / loadSeconds, 1),
      statuses: counts,
      statusesWhileDraining: drainCounts,
    },
    cores: cpus().length,
    loadAverageAfterLoad,
    servers: servers.versions,
    processes: perProcess,
  };
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results', 'resources.json'), `${JSON.stringify(report, null, 2)}\n`);

  console.log(
    `${sent} requests from ${buyerCount} buyers in ${report.load.seconds} s ` +
      `(${report.load.requestsPerSecond} req/s), answers ${JSON.stringify(counts)}; ` +
      `${report.cores} cores, load average ${loadAverageAfterLoad.join(' / ')}`,
  );
  console.log('process     idle MiB  peak MiB  idle cores  CPU s/1000 req  above idle  cores under load  drain ms');
  for (const [name, f] of Object.entries(perProcess))
    console.log(
      `${name.padEnd(10)}  ${String(mib(f.idleMemoryBytes)).padStart(8)}  ` +
        `${String(mib(f.peakMemoryBytes)).padStart(8)}  ` +
        `${f.idleCores.toFixed(3).padStart(10)}  ${f.cpuSecondsPer1000Requests.toFixed(2).padStart(14)}  ` +
        `${f.cpuSecondsPer1000RequestsAboveIdle.toFixed(2).padStart(10)}  ` +
        `${f.meanCoresUnderLoad.toFixed(3).padStart(16)}  ${String(f.drainMs ?? '-').padStart(8)}`,
    );
  console.log(
    'suggested (memory request = peak memory rounded up to 64Mi, limit 2x; cpu request = mean cores; no cpu limit)',
  );
  for (const [name, { suggested: s }] of Object.entries(perProcess))
    console.log(
      `${name.padEnd(10)}  requests: memory ${s.requests.memory}, cpu ${s.requests.cpu}; limits: memory ` +
        `${s.limits.memory}; terminationGracePeriodSeconds ` +
        (s.terminationGracePeriodSeconds ?? 'not measured: no closing line, raise SHUTDOWN_GRACE_MS and measure again'),
    );
  console.log('written to bench-results/resources.json');
} finally {
  if (gateway && gateway.child.exitCode === null) await stopGatewayProcess(gateway);
  await stack?.close();
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
