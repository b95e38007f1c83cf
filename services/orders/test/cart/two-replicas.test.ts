import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OrderFormDraftSchema, type Locale } from '@shop/contracts';
import { BackgroundPublisher, HttpError, InProcessEventBus } from '@shop/service-kit';
import { describeWithMongo } from '@shop/service-kit/testing';
import { SqliteOrderStore } from '../../src/shared/adapters/sqlite-order-store';
import type { Requester } from '../../src/shared/cart-access';
import { CartService, type CartRequest } from '../../src/cart/cart-service';
import { completeOrder } from '../../src/checkout/complete-order';
import { PaymentMethods } from '../../src/checkout/payment-methods';
import { loadPricingConfig } from '../../src/shared/pricing/pricing-config';
import { RevisionConflictError, type OrderStore } from '../../src/shared/order-store';
import type { ShownVariant } from '../../src/shared/variant-catalogue';
import { finnishCompanyForm } from '../checkout-fixture';
import { FakeCatalogue } from '../fake-catalogue';
import { throwawayMongoStores } from '../throwaway-mongo-stores';
import { orderRecordsOf } from '../../src/open-order-stores';

const pricing = loadPricingConfig();
const guest: Requester = { buyer: null, browser: 'b'.repeat(64), confirmationFor: () => null };
const ctx: CartRequest = { locale: 'fi', who: guest, admitNewCart: () => undefined };

/** A catalogue that holds the next lookup until the test lets it go: a replica paused mid-change. */
class PausingCatalogue extends FakeCatalogue {
  private pause: { reached: () => void; release: Promise<void> } | null = null;

  /** Resolves when the next lookup has started; it then waits for `release`. */
  pauseNext(release: Promise<void>): Promise<void> {
    return new Promise((reached) => (this.pause = { reached, release }));
  }

  override async getVariants(ids: number[], locale: Locale): Promise<Map<number, ShownVariant>> {
    const pause = this.pause;
    this.pause = null;
    if (pause) {
      pause.reached();
      await pause.release;
    }
    return super.getVariants(ids, locale);
  }
}

/** Two orders replicas: each its own CartService (its own in-process lock) over one store. */
function replicas(store: OrderStore) {
  const replica = () => {
    const catalogue = new PausingCatalogue();
    for (const id of [101, 102, 103]) catalogue.put(id);
    const bus = new InProcessEventBus();
    const deps = {
      store,
      ...orderRecordsOf(store),
      catalogue,
      bus,
      notices: new BackgroundPublisher(bus),
      pricing,
      today: () => '2026-11-23',
    };
    const carts = new CartService(deps);
    const complete = async (uuid: string) =>
      (
        await completeOrder({ ...deps, carts, payments: null, methods: new PaymentMethods(false) }, uuid, {
          locale: 'fi',
          buyer: null,
          confirmation: { hash: 'c'.repeat(64), expiresAt: new Date(Date.now() + 60_000) },
          request: null,
        })
      ).answer;
    return { carts, catalogue, complete };
  };
  return [replica(), replica()] as const;
}

const quantities = async (store: OrderStore, uuid: string) =>
  Object.fromEntries((await store.findByUuid(uuid))!.items.map((i) => [i.variant_id, i.quantity]));

/** What two replicas over one store must not lose, on every engine. */
function twoReplicaSuite(open: () => Promise<OrderStore>, close: (store: OrderStore) => Promise<void>) {
  let store: OrderStore;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(async () => close(store));

  it('makes a change read before another replica’s write again from a fresh read: both count', async () => {
    const [a, b] = replicas(store);
    const cart = await a.carts.add({ variantId: 101, amount: 1, isProduction: true }, ctx);
    let release!: () => void;
    const paused = a.catalogue.pauseNext(new Promise((resolve) => (release = resolve)));
    // Replica A has read the cart (one line) and waits for prices while replica B adds a line.
    const fromA = a.carts.add({ uuid: cart.uuid, variantId: 101, amount: 2, isProduction: true }, ctx);
    await paused;
    await b.carts.add({ uuid: cart.uuid, variantId: 102, amount: 5, isProduction: true }, ctx);
    release();
    await fromA;
    expect(await quantities(store, cart.uuid)).toEqual({ 101: 3, 102: 5 });
  });

  it('counts every quantity of concurrent adds from both replicas, same and different variants', async () => {
    const [a, b] = replicas(store);
    const cart = await a.carts.add({ variantId: 101, amount: 1, isProduction: true }, ctx);
    const add = (replica: typeof a, variantId: number, amount: number) =>
      replica.carts.add({ uuid: cart.uuid, variantId, amount, isProduction: true }, ctx);
    await Promise.all([add(a, 101, 1), add(b, 101, 2), add(a, 102, 3), add(b, 103, 4), add(a, 101, 5), add(b, 102, 6)]);
    expect(await quantities(store, cart.uuid)).toEqual({ 101: 9, 102: 9, 103: 4 });
  });

  it('completes a cart completed on both replicas at once with one order number and one event', async () => {
    const [a, b] = replicas(store);
    const cart = await a.carts.add({ variantId: 101, amount: 4, isProduction: true }, ctx);
    await a.carts.setForm(cart.uuid, OrderFormDraftSchema.parse(finnishCompanyForm), ctx);
    await a.carts.setPaymentMethod(cart.uuid, 'invoice', ctx);
    const [fromA, fromB] = await Promise.all([a.complete(cart.uuid), b.complete(cart.uuid)]);
    expect(fromA.order_number).toMatch(/^NB-\d+$/);
    expect(fromB.order_number).toBe(fromA.order_number);
    expect((await store.findByUuid(cart.uuid))?.order_number).toBe(fromA.order_number);
    // One order.placed in the outbox: one confirmation mail.
    expect(await store.outbox.backlog()).toBe(1);
  });
}

describe('two orders replicas over one embedded store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'orders-replicas-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  twoReplicaSuite(
    async () => new SqliteOrderStore(join(dir, `orders-${n++}.sqlite`)),
    (store) => store.close(),
  );

  it('answers 409 cart.changed_elsewhere when every attempt of a change meets another write', async () => {
    const store = new SqliteOrderStore(join(dir, 'busy.sqlite'));
    const [a] = replicas(store);
    const cart = await a.carts.add({ variantId: 101, amount: 1, isProduction: true }, ctx);
    let attempts = 0;
    const busy = Object.assign(Object.create(store) as OrderStore, {
      replace: async () => {
        attempts++;
        throw new RevisionConflictError(cart.uuid);
      },
    });
    const [onBusy] = replicas(busy);
    const refused = onBusy.carts.add({ uuid: cart.uuid, variantId: 101, amount: 1, isProduction: true }, ctx);
    await expect(refused).rejects.toMatchObject({ statusCode: 409, messageKey: 'cart.changed_elsewhere' });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    expect(attempts).toBe(5);
    expect(await quantities(store, cart.uuid)).toEqual({ 101: 1 });
    await store.close();
  });
});

describeWithMongo('two orders replicas over one MongoDB-protocol store', (server) => {
  const { open, close } = throwawayMongoStores(server, 'orders_replicas');
  twoReplicaSuite(open, close);
});
