import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { retryWhileRetriable } from '@shop/service-kit';
import { startKafka, type KafkaBroker } from '@shop/service-kit/testing';
import { Kafka, logLevel } from 'kafkajs';
import { apiBuyer } from '../support/api-buyer';
import { productionServersFromEnv, startProductionStack, type ProductionStack } from '../support/production-stack';
import { onProductionStack, repoRoot } from '../support/shop';

/*
 * Kafka stops for 60 s while buyers search, browse listings, change carts and complete orders on the
 * production stack (each service its own process). Nothing a buyer does may fail or hang: events
 * that matter wait in the outbox, the rest are published in the background or dropped and counted.
 * Once the broker is back, every completed order's `order.placed` (an invoice order is placed on
 * completion) is on its topic exactly once.
 * The journey starts a broker of its own (the run's shared one cannot be stopped by a test).
 */
const servers = productionServersFromEnv();
const onStack = onProductionStack && servers !== null;
if (!onStack) process.stdout.write('[broker-outage] skipped: needs the production stack (npm run test:production)\n');

jest.setTimeout(900_000);

const outageMs = 60_000;
/** Far above any answer of a working shop, far below the 30 s a request waited for the broker before. */
const answerLimitMs = 15_000;
const searchTerms = ['zaun', 'tor', 'rohr', 'gitter', 'matte', 'pfosten', 'blech', 'träger'];
const invoiceForm = {
  vat: '1234567-8',
  company: 'Rakennus Oy',
  name: 'Anna Virtanen',
  phone: '+358401234567',
  streetAddress: 'Teollisuuskatu 5',
  postCode: '00510',
  city: 'Helsinki',
  country: 'FI',
  type: 'company',
};

interface Tally {
  requests: number;
  failed: string[];
  completed: string[];
  slowest: number;
}

/** One buyer's calls through the gateway, each with the answer limit, tallied: anything but 200 is a failure. */
function buyer(base: string, tally: Tally) {
  const call = apiBuyer(base, { locale: 'fi', signal: () => AbortSignal.timeout(answerLimitMs) });
  return async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const started = performance.now();
    tally.requests += 1;
    try {
      const { status, json } = await call(method, path, body);
      if (status === 200) return json;
      tally.failed.push(`${method} ${path}: ${status} ${JSON.stringify(json).slice(0, 300)}`);
      return null;
    } catch (error) {
      tally.failed.push(`${method} ${path}: ${String(error)}`);
      return null;
    } finally {
      tally.slowest = Math.max(tally.slowest, performance.now() - started);
    }
  };
}

/** Searches, a listing, two lines into a new cart and the order completed on invoice, over and over. */
async function shopUntil(
  base: string,
  variants: { id: number; min_order: number }[],
  index: number,
  stop: () => boolean,
  tally: Tally,
) {
  for (let round = 0; !stop(); round += 1) {
    const send = buyer(base, tally);
    const term = searchTerms[(index + round) % searchTerms.length]!;
    await send('GET', `/api/search/all/${encodeURIComponent(term)}`);
    await send('GET', '/api/productVariant/by-category/fences?range=[0,20]');
    let uuid: string | undefined;
    for (const variant of [
      variants[(index + round) % variants.length]!,
      variants[(index + round + 1) % variants.length]!,
    ]) {
      const cart = (await send('POST', '/api/orders/add', {
        ...(uuid ? { uuid } : {}),
        variantId: variant.id,
        amount: variant.min_order,
        isProduction: true,
      })) as { uuid: string } | null;
      uuid ??= cart?.uuid;
    }
    if (!uuid) continue;
    // A recipient of their own per order: the shop mails one address at most 10 confirmations an hour.
    const email = `einkauf-${index}-${round}-${crypto.randomUUID().slice(0, 8)}@rakennus-oy.fi`;
    await send('PATCH', `/api/orders/set-form/${uuid}`, { ...invoiceForm, email });
    await send('PATCH', `/api/orders/set-payment-method/${uuid}/invoice`, {});
    const order = (await send('POST', '/api/orders/complete', { uuid })) as { order_number?: string } | null;
    if (order?.order_number) tally.completed.push(uuid);
  }
}

/** How many events each topic holds (the sum of its partitions' end offsets: nothing is ever deleted here). */
async function eventsOn(brokers: string, topics: string[]): Promise<Record<string, number>> {
  const admin = new Kafka({ brokers: [brokers], clientId: 'e2e-outage-count', logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const counts: Record<string, number> = {};
    for (const topic of topics) {
      const offsets = await retryWhileRetriable(() => admin.fetchTopicOffsets(topic));
      counts[topic] = offsets.reduce((sum, partition) => sum + Number(partition.high) - Number(partition.low), 0);
    }
    return counts;
  } finally {
    await admin.disconnect();
  }
}

(onStack ? describe : describe.skip)('a broker outage of 60 s on the production stack', () => {
  let broker: KafkaBroker;
  let stack: ProductionStack;
  let base: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-outage-'));

  beforeAll(async () => {
    broker = await startKafka();
    stack = await startProductionStack(
      repoRoot,
      dataDir,
      { ...servers!, KAFKA_BROKERS: broker.brokers },
      {},
      // Every simulated buyer comes from 127.0.0.1: the per-address limits would stop them.
      { serviceEnv: { NEW_CARTS_PER_ADDRESS: '1000000', COMPLETED_ORDERS_PER_ADDRESS: '1000000' } },
    );
    base = (await stack.gateway.listen({ port: 0, host: '127.0.0.1' })).replace(/\/$/, '');
  });
  afterAll(async () => {
    await stack?.close();
    await broker?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every search, listing, cart change and checkout while Kafka is down, and loses no event', async () => {
    const listing = (await (await fetch(`${base}/api/productVariant/by-category/fences?range=[0,40]`)).json()) as {
      variants: { id: number; min_order: number; availability: string }[];
    };
    const variants = listing.variants.filter((variant) => variant.availability === 'available');
    expect(variants.length).toBeGreaterThan(1);
    const completedTopic = `${stack.topicPrefix}order.placed`;

    const before: Tally = { requests: 0, failed: [], completed: [], slowest: 0 };
    let stopBefore = false;
    const warmUp = Promise.all([0, 1].map((i) => shopUntil(base, variants, i, () => stopBefore, before)));
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    stopBefore = true;
    await warmUp;
    await stack.eventsPublished();
    const eventsBefore = (await eventsOn(broker.brokers, [completedTopic]))[completedTopic]!;

    const during: Tally = { requests: 0, failed: [], completed: [], slowest: 0 };
    await broker.kill();
    let stopDuring = false;
    const outage = Promise.all([0, 1, 2].map((i) => shopUntil(base, variants, i, () => stopDuring, during)));
    await new Promise((resolve) => setTimeout(resolve, outageMs));
    stopDuring = true;
    await outage;
    await broker.restart();
    // The outboxes publish what waited; then every completion is on the topic once.
    await stack.eventsPublished();
    const eventsAfter = (await eventsOn(broker.brokers, [completedTopic]))[completedTopic]!;

    process.stdout.write(
      `[broker-outage] before: ${before.requests} requests, ${before.failed.length} failed, ` +
        `${before.completed.length} orders, slowest ${Math.round(before.slowest)} ms; ` +
        `Kafka down ${outageMs / 1000} s: ${during.requests} requests, ${during.failed.length} failed, ` +
        `${during.completed.length} orders, slowest ${Math.round(during.slowest)} ms; ` +
        `order.placed events: ${eventsBefore} before the outage, ${eventsAfter} after it ` +
        `(${before.completed.length + during.completed.length} orders in all)\n`,
    );
    expect(before.failed).toEqual([]);
    expect(during.failed).toEqual([]);
    expect(during.completed.length).toBeGreaterThan(0);
    expect(eventsBefore).toBe(before.completed.length);
    expect(eventsAfter).toBe(before.completed.length + during.completed.length);
  });
});
