import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Production runs each service as the JavaScript scripts/build-service.mjs bundles (dist/server.js,
 * plain node, no tsx). These build the gateway and the orders service, start the bundles on a free port
 * with a fresh DATA_DIR and call them; the embedded shop, bundled or run by tsx as `npm start` does, must
 * not load the clients of MongoDB, Kafka, Elasticsearch or Stripe it does not use.
 */
const repoRoot = resolve(__dirname, '../..');
const productionClients = ['mongoose', 'mongodb', 'kafkajs', '@elastic/elasticsearch', 'stripe'];
const probe = join(__dirname, 'fixtures/loaded-packages.cjs');

interface Running {
  base: string;
  call: (method: string, path: string, body?: unknown) => Promise<{ status: number; json: unknown }>;
  loadedPackages: () => Promise<string[]>;
  stop: () => Promise<void>;
}

const running: Running[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((process) => process.stop()));
});

/** Starts `node <args>` with the package probe preloaded; resolves once it listens. */
function start(args: string[], env: Record<string, string> = {}): Promise<Running> {
  const dataDir = mkdtempSync(join(tmpdir(), 'service-build-'));
  const child: ChildProcess = spawn(process.execPath, ['--require', probe, ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    // Only what the test sets: no MONGODB_URI, KAFKA_BROKERS or service URL leaks in from the shell.
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  let output = '';
  return new Promise((ready, fail) => {
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (!address) return;
      child.stdout!.removeAllListeners('data');
      const started: Running = {
        base: address,
        stop,
        call: async (method, path, body) => {
          const res = await fetch(address + path, {
            method,
            headers: body ? { 'content-type': 'application/json' } : {},
            body: body ? JSON.stringify(body) : undefined,
          });
          return { status: res.status, json: await res.json() };
        },
        loadedPackages: () =>
          new Promise((answer) => {
            child.once('message', (message) => answer((message as { packages: string[] }).packages));
            child.send('packages');
          }),
      };
      running.push(started);
      ready(started);
    });
    void exited.then(() => fail(new Error(`node ${args.join(' ')} exited before listening:\n${output}`)));
  });
}

const built = (service: string) => join('services', service, 'dist', 'server.js');

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-service.mjs', 'services/gateway', 'services/orders'], {
    cwd: repoRoot,
    stdio: 'pipe',
  });
}, 120_000);

describe('services built to JavaScript', () => {
  it('runs the embedded shop from the gateway bundle: a catalogue listing, a cart stored in SQLite', async () => {
    const shop = await start(['--enable-source-maps', built('gateway')]);

    expect((await shop.call('GET', '/health/gateway')).status).toBe(200);
    const listing = await shop.call('GET', '/api/productVariant/by-category/fences?range=[0,40]');
    expect(listing.status).toBe(200);
    const variant = (listing.json as { variants: { id: number; min_order: number; availability: string }[] }).variants
      .filter((v) => v.availability === 'available')
      .at(0)!;
    const added = await shop.call('POST', '/api/orders/add', {
      variantId: variant.id,
      amount: variant.min_order,
      isProduction: true,
    });
    expect([added.status, (added.json as { uuid?: string }).uuid]).toEqual([200, expect.any(String)]);

    const loaded = await shop.loadedPackages();
    expect(loaded).toContain('fastify');
    expect(loaded.filter((name) => productionClients.includes(name))).toEqual([]);
  }, 120_000);

  it('runs one service alone from its bundle, its config and templates found beside its sources', async () => {
    const orders = await start(['--enable-source-maps', built('orders')], {
      // Read on a cart's first price check, not at start: nothing answers there.
      CATALOGUE_URL: 'http://127.0.0.1:9',
      USERS_URL: 'http://127.0.0.1:9',
    });

    expect((await orders.call('GET', '/health/orders')).status).toBe(200);
    const methods = await orders.call('GET', '/orders/payment-methods');
    expect(methods.status).toBe(200);
    expect((await orders.loadedPackages()).filter((name) => productionClients.includes(name))).toEqual([]);
  }, 120_000);
});

describe('the embedded shop under tsx (`npm start`)', () => {
  it('loads none of the production-only clients', async () => {
    const shop = await start(['--import', 'tsx', 'services/gateway/src/server.ts']);

    const loaded = await shop.loadedPackages();
    expect(loaded).toContain('fastify');
    expect(loaded.filter((name) => productionClients.includes(name))).toEqual([]);
  }, 120_000);
});
