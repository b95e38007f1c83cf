import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productionServersFromEnv, startProductionStack, type ProductionStack } from '../support/production-stack';
import { apiBuyer } from '../support/api-buyer';
import { onProductionStack, repoRoot } from '../support/shop';

/*
 * The scale test of the production stack (issue 15): two replicas each of the catalogue and orders
 * behind the gateway, on the real servers. Buyers search and change carts without pause while one
 * replica of each is restarted; every request must be answered. Then the same searches with both
 * catalogue replicas and with one, for the throughput figures in docs/production.md (printed, not
 * asserted: the machine is shared).
 */
const servers = productionServersFromEnv();
const onStack = onProductionStack && servers !== null;
if (!onStack) process.stdout.write('[scale] skipped: needs the production stack (npm run test:production)\n');

jest.setTimeout(600_000);

const searchTerms = ['zaun', 'tor', 'rohr', 'gitter', 'matte', 'pfosten', 'blech', 'träger'];

interface Outcome {
  ok: number;
  failed: string[];
}

/** Buyers searching and adding to their carts in turn, without pause, until `stop` says so. */
async function shop(base: string, variants: { id: number; min_order: number }[], buyers: number, stop: () => boolean) {
  const outcome: Outcome = { ok: 0, failed: [] };
  await Promise.all(
    Array.from({ length: buyers }, async (_, b) => {
      const send = apiBuyer(base);
      let cart: { uuid: string; items: unknown[] } | undefined;
      for (let i = 0; !stop(); i++) {
        const search = `/api/search/all/${encodeURIComponent(searchTerms[(b + i) % searchTerms.length]!)}`;
        const variant = variants[(b * 7 + i) % variants.length]!;
        const calls: [string, string, unknown?][] = [
          ['GET', search],
          [
            'POST',
            '/api/orders/add',
            {
              ...(cart && cart.items.length < 15 ? { uuid: cart.uuid } : {}),
              variantId: variant.id,
              amount: variant.min_order,
            },
          ],
        ];
        for (const [method, path, body] of calls) {
          try {
            const answer = await send(method, path, body);
            if (answer.status === 200) {
              outcome.ok += 1;
              if (path === '/api/orders/add') cart = answer.json as typeof cart;
            } else outcome.failed.push(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
          } catch (error) {
            outcome.failed.push(`${method} ${path}: ${String(error)}`);
          }
        }
      }
    }),
  );
  return outcome;
}

/** `count` searches by `buyers` at once; their rate in requests per second. */
async function searchRate(base: string, buyers: number, count: number): Promise<{ perSecond: number; failed: number }> {
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: buyers }, async () => {
      const send = apiBuyer(base);
      while (next < count) {
        const term = searchTerms[next++ % searchTerms.length]!;
        const answer = await send('GET', `/api/search/all/${encodeURIComponent(term)}`).catch(() => null);
        if (answer?.status !== 200) failed += 1;
      }
    }),
  );
  return { perSecond: count / ((performance.now() - started) / 1000), failed };
}

(onStack ? describe : describe.skip)('two replicas each of the catalogue and orders behind the gateway', () => {
  let stack: ProductionStack;
  let base: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-scale-'));

  beforeAll(async () => {
    stack = await startProductionStack(
      repoRoot,
      dataDir,
      servers!,
      {},
      // Every simulated buyer comes from 127.0.0.1: the per-address limit on new carts would stop them.
      { replicas: { catalogue: 2, orders: 2 }, serviceEnv: { NEW_CARTS_PER_ADDRESS: '1000000' } },
    );
    base = (await stack.gateway.listen({ port: 0, host: '127.0.0.1' })).replace(/\/$/, '');
  });
  afterAll(async () => {
    await stack?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the back office supplier records on every catalogue replica (401 without a session)', async () => {
    // 404 would mean a replica started without the users service's address and does not serve them.
    for (let i = 0; i < 4; i += 1) {
      const answer = await apiBuyer(base)('GET', '/api/suppliers/backoffice');
      expect(answer.status).toBe(401);
    }
  });

  it('answers every search and cart change while one replica of each service restarts', async () => {
    const listing = await apiBuyer(base)('GET', '/api/productVariant/by-category/fences?range=[0,50]');
    const all = ((listing.json as { variants?: unknown[] }).variants ?? listing.json) as {
      id: number;
      min_order: number;
      availability: string;
    }[];
    const variants = all.filter((variant) => variant.availability === 'available');
    expect(variants.length).toBeGreaterThan(0);

    let stopping = false;
    const load = shop(base, variants, 6, () => stopping);
    // Some traffic first, then the restarts one after the other, then some traffic after them.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await stack.restart('catalogue', 0);
    await stack.restart('orders', 0);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    stopping = true;
    const outcome = await load;
    process.stdout.write(
      `[scale] during the restarts of catalogue 1/2 and orders 1/2: ${outcome.ok} requests answered, ` +
        `${outcome.failed.length} failed\n`,
    );
    expect(outcome.ok).toBeGreaterThan(0);
    expect(outcome.failed).toEqual([]);
  });

  it('measures searches with two catalogue replicas, then one; the stopped one says how long it drained', async () => {
    await searchRate(base, 4, 100); // warm-up: caches, connections, JIT
    const two = await searchRate(base, 8, 800);
    // Its "stopped" line's durationMs: what npm run bench:resources reads for the chart's grace period.
    expect(await stack.stop('catalogue', 1)).toEqual(expect.any(Number));
    const one = await searchRate(base, 8, 800);
    process.stdout.write(
      `[scale] searches, 8 buyers: two catalogue replicas ${two.perSecond.toFixed(0)}/s, ` +
        `one ${one.perSecond.toFixed(0)}/s (ratio ${(two.perSecond / one.perSecond).toFixed(2)}); ` +
        `failed: ${two.failed} and ${one.failed}\n`,
    );
    expect(two.failed + one.failed).toBe(0);
  });
});
