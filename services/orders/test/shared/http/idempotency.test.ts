import { createHook } from 'node:async_hooks';
import { join } from 'node:path';
import { openSqliteDatabase } from '@shop/service-kit';
import type { DoneFuncWithErrOrRes, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MemoryIdempotencyStore } from '../../../src/shared/adapters/memory-idempotency-store';
import { nobody } from '../../../src/shared/cart-access';
import type { Requester } from '../../../src/shared/cart-access';
import { Idempotency, idempotencyLeaseMs } from '../../../src/shared/http/idempotency';
import { cartReadyToComplete } from '../../checkout-fixture';
import { buildOrders } from '../../helper';

const add = (payload: Record<string, unknown>, key?: string) => ({
  method: 'POST' as const,
  url: '/orders/add',
  headers: key === undefined ? {} : { 'idempotency-key': key },
  payload: { isProduction: true, ...payload },
});

/** A browser that already holds its cart (and so its cart-access cookie), with variant 102 for sale. */
async function browserWithCart() {
  const ctx = await buildOrders();
  ctx.catalogue.put(102);
  ctx.catalogue.put(103);
  const cart = (await ctx.app.inject(add({ variantId: 102, amount: 1 }))).json();
  return { ...ctx, cart };
}

describe('Idempotency-Key on POST /orders/add and POST /orders/complete', () => {
  it('answers a retried add (same key, same body) with the first answer and adds the line only once', async () => {
    const { app, cart } = await browserWithCart();
    const first = await app.inject(add({ uuid: cart.uuid, variantId: 103, amount: 2 }, 'add-103-click-1'));
    const retry = await app.inject(add({ uuid: cart.uuid, variantId: 103, amount: 2 }, 'add-103-click-1'));
    expect(first.statusCode).toBe(200);
    expect([retry.statusCode, retry.body]).toEqual([200, first.body]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const stored = (await app.inject({ method: 'GET', url: `/orders/by-id/${cart.uuid}` })).json();
    expect(stored.items.find((i: { variant_id: number; quantity: number }) => i.variant_id === 103)?.quantity).toBe(2);
    // A new click is a new key: it adds again.
    const again = await app.inject(add({ uuid: cart.uuid, variantId: 103, amount: 2 }, 'add-103-click-2'));
    expect(
      again.json().items.find((i: { variant_id: number; quantity: number }) => i.variant_id === 103).quantity,
    ).toBe(4);
    await app.close();
  });

  it('returns the same order to a retried complete and announces order.placed once', async () => {
    const { app, cart, dir } = await cartReadyToComplete();
    const complete = () =>
      app.inject({
        method: 'POST',
        url: '/orders/complete',
        headers: { 'idempotency-key': '"checkout-7f3a"' },
        payload: { uuid: cart.uuid },
      });
    const first = await complete();
    const retry = await complete();
    expect(first.statusCode).toBe(200);
    expect([retry.statusCode, retry.body]).toEqual([200, first.body]);
    expect(retry.json().order_number).toBe(first.json().order_number);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    // The event is committed with the order (the outbox): one row, whatever the relay does later.
    const db = openSqliteDatabase(join(dir, 'orders.sqlite'));
    const events = db.prepare("SELECT COUNT(*) FROM event_outbox WHERE topic = 'order.placed'").pluck().get();
    db.close();
    expect(events).toBe(1);
    await app.close();
  });

  it('refuses the same key with another body (422) and changes nothing', async () => {
    const { app, cart } = await browserWithCart();
    await app.inject(add({ uuid: cart.uuid, variantId: 103, amount: 1 }, 'reused-key'));
    const reused = await app.inject({
      ...add({ uuid: cart.uuid, variantId: 103, amount: 5 }, 'reused-key'),
      headers: { 'idempotency-key': 'reused-key', 'x-locale': 'en' },
    });
    expect([reused.statusCode, reused.json().code, reused.json().message]).toEqual([
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request.',
    ]);
    const stored = (await app.inject({ method: 'GET', url: `/orders/by-id/${cart.uuid}` })).json();
    expect(stored.items.find((i: { variant_id: number; quantity: number }) => i.variant_id === 103).quantity).toBe(1);
    await app.close();
  });

  it(
    "never hands another client the answer stored under a key it also sends (each caller's keys are its " + 'own)',
    async () => {
      const { app, browser, cart } = await browserWithCart();
      const owner = await app.inject(add({ uuid: cart.uuid, variantId: 103, amount: 1 }, 'shared-key'));
      expect(owner.statusCode).toBe(200);
      const stranger = browser();
      // The stranger starts his own cart under the same key and body shape: his own answer, not the owner's cart.
      await stranger.inject(add({ variantId: 102, amount: 1 }));
      const replayAttempt = await stranger.inject(add({ uuid: cart.uuid, variantId: 103, amount: 1 }, 'shared-key'));
      expect(replayAttempt.headers['idempotent-replayed']).toBeUndefined();
      expect(replayAttempt.body).not.toContain(cart.uuid);
      // A caller without a cart cookie or session has nothing to scope a key to: the key is not used.
      const bare = await buildOrdersBare(app, cart.uuid);
      expect(bare.headers['idempotent-replayed']).toBeUndefined();
      await app.close();
    },
  );

  it('answers 409 to a retry arriving while the first attempt is still running, then the first answer', async () => {
    const { app, cart, catalogue } = await browserWithCart();
    const original = catalogue.getVariants.bind(catalogue);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = true;
    catalogue.getVariants = async (ids, locale) => {
      if (holding) {
        holding = false;
        await held;
      }
      return original(ids, locale);
    };
    const first = app.inject(add({ uuid: cart.uuid, variantId: 103, amount: 1 }, 'slow-click'));
    // Wait until the first attempt holds the key (it is waiting for the catalogue).
    while (holding) await new Promise((resolve) => setImmediate(resolve));
    const during = await app.inject({
      ...add({ uuid: cart.uuid, variantId: 103, amount: 1 }, 'slow-click'),
      headers: { 'idempotency-key': 'slow-click', 'x-locale': 'en' },
    });
    expect([during.statusCode, during.json().code]).toEqual([409, 'IDEMPOTENCY_IN_PROGRESS']);
    expect(during.headers['retry-after']).toBe('2');
    release();
    const done = await first;
    const after = await app.inject(add({ uuid: cart.uuid, variantId: 103, amount: 1 }, 'slow-click'));
    expect([after.statusCode, after.body]).toEqual([200, done.body]);
    expect(
      after.json().items.find((i: { variant_id: number; quantity: number }) => i.variant_id === 103).quantity,
    ).toBe(1);
    await app.close();
  });

  it('refuses a key that is empty or longer than 255 characters (400)', async () => {
    const { app, cart } = await browserWithCart();
    for (const key of ['', 'k'.repeat(256), 'tab\tinside']) {
      const res = await app.inject(add({ uuid: cart.uuid, variantId: 103, amount: 1 }, key));
      expect([key.length, res.statusCode]).toEqual([key.length, 400]);
    }
    const longest = await app.inject(add({ uuid: cart.uuid, variantId: 103, amount: 1 }, 'k'.repeat(255)));
    expect(longest.statusCode).toBe(200);
    await app.close();
  });
});

/** The same request and key as the owner's, from a client holding no cookie at all. */
async function buildOrdersBare(app: Awaited<ReturnType<typeof buildOrders>>['app'], uuid: string) {
  const server = (app as unknown as { server: import('fastify').FastifyInstance }).server;
  return server.inject(add({ uuid, variantId: 103, amount: 1 }, 'shared-key'));
}

describe('Idempotency-Key hooks on a call without a key', () => {
  it('pass it on at once, without a promise (each costs the request-id context\u2019s hooks)', () => {
    const idempotency = new Idempotency(new MemoryIdempotencyStore(), async () => nobody);
    const { preHandler, onSend, onResponse } = idempotency.hooks();
    const request = { headers: {} } as FastifyRequest;
    const reply = {} as FastifyReply;
    const app = {} as FastifyInstance;
    const passed: unknown[] = [];
    let promises = 0;
    const hook = createHook({
      init: (_id, type) => {
        if (type === 'PROMISE') promises++;
      },
    }).enable();
    const results = [
      preHandler.call(app, request, reply, () => void passed.push('preHandler')),
      onSend.call(
        app,
        request,
        reply,
        'answer',
        ((_error: unknown, payload: unknown) => void passed.push(payload)) as DoneFuncWithErrOrRes,
      ),
      onResponse.call(app, request, reply, () => void passed.push('onResponse')),
    ];
    hook.disable();
    expect(passed).toEqual(['preHandler', 'answer', 'onResponse']);
    expect(results).toEqual([undefined, undefined, undefined]);
    expect(promises).toBe(0);
  });
});

describe('Idempotency-Key after a crash', () => {
  const t0 = new Date('2026-11-29T10:00:00Z').getTime();
  const buyer = async () => ({ buyer: { userid: 7 } }) as unknown as Requester;
  /** A POST /orders/complete with the key, as the hooks see it, and the reply they may write to. */
  const attempt = () => {
    const headers: Record<string, string> = {};
    const request = {
      headers: { 'idempotency-key': 'complete-click-1' },
      method: 'POST',
      url: '/orders/complete',
      body: { uuid: 'c0ffee00-0000-4000-8000-000000000001' },
      routeOptions: { url: '/orders/complete' },
      log: { warn: () => undefined },
    } as unknown as FastifyRequest;
    const reply = {
      sent: false,
      header: (name: string, value: string) => {
        headers[name] = value;
        return reply;
      },
    } as unknown as FastifyReply;
    return { request, reply, headers };
  };
  /** Runs the preHandler: null when the attempt may run, else the error it was refused with. */
  const run = (idempotency: Idempotency, { request, reply }: ReturnType<typeof attempt>) =>
    new Promise<unknown>((done) =>
      idempotency
        .hooks()
        .preHandler.call({} as FastifyInstance, request, reply, (error?: unknown) => done(error ?? null)),
    );

  it('lets a retry take over within seconds when the first attempt died holding the key', async () => {
    const store = new MemoryIdempotencyStore();
    // The first attempt's process dies after claiming: its clock (and heartbeat) stop at t0.
    expect(await run(new Idempotency(store, buyer, () => new Date(t0)), attempt())).toBeNull();
    expect(idempotencyLeaseMs).toBeLessThanOrEqual(15_000);
    const retry = new Idempotency(store, buyer, () => new Date(t0 + 15_000));
    expect(await run(retry, attempt())).toBeNull();
  });

  it('keeps a live attempt\u2019s key past its first lease (heartbeat), refusing retries, Retry-After', async () => {
    const store = new MemoryIdempotencyStore();
    const renewed: Date[] = [];
    const renew = store.renew.bind(store);
    store.renew = async (id, leaseUntil) => {
      renewed.push(leaseUntil);
      return renew(id, leaseUntil);
    };
    let now = t0;
    const first = new Idempotency(store, buyer, () => new Date(now));
    const live = attempt();
    expect(await run(first, live)).toBeNull();
    now = t0 + 3 * idempotencyLeaseMs;
    // The first attempt is still at work: wait for a beat of its heartbeat after the clock moved.
    while (!renewed.some((leaseUntil) => leaseUntil.getTime() > now)) await new Promise((r) => setTimeout(r, 50));
    const retry = attempt();
    const refused = await run(new Idempotency(store, buyer, () => new Date(now)), retry);
    expect(refused).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_IN_PROGRESS' });
    expect(retry.headers['retry-after']).toBe('2');
    // The attempt answers: its heartbeat stops with it.
    await new Promise((done) => first.hooks().onResponse.call({} as FastifyInstance, live.request, live.reply, done));
  });
});
