import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order } from '@shop/contracts';
import { BackgroundPublisher, InProcessEventBus } from '@shop/service-kit';
import { describeWithMongo } from '@shop/service-kit/testing';
import { SqliteOrderStore } from '../../src/shared/adapters/sqlite-order-store';
import type { Requester } from '../../src/shared/cart-access';
import { CartService, type CartRequest } from '../../src/cart/cart-service';
import { priceOrder } from '../../src/shared/pricing/price-order';
import { loadPricingConfig } from '../../src/shared/pricing/pricing-config';
import { vatBuyerOf } from '../../src/shared/pricing/vat';
import type { OrderStore } from '../../src/shared/order-store';
import { FakeCatalogue } from '../fake-catalogue';
import { throwawayMongoStores } from '../throwaway-mongo-stores';
import { random } from '../seeded-random';
import { cartRecords } from '../../src/cart/cart-records';

const pricing = loadPricingConfig();
const today = '2026-11-23';
const guest: Requester = { buyer: null, browser: 'b'.repeat(64), confirmationFor: () => null };
const ctx: CartRequest = { locale: 'fi', who: guest, admitNewCart: () => undefined };

/** The cart priced in full from scratch by priceOrder: every line at the catalogue's price now. */
function fullyPriced(cart: Order, catalogue: FakeCatalogue) {
  const result = priceOrder(
    {
      lines: cart.items.map((item) => ({
        variantId: item.variant_id,
        quantity: item.quantity,
        unitPriceCents: catalogue.variants.get(item.variant_id)!.sale_price,
        lineDiscountPercent: 0,
      })),
      deliveryMethod: 'product_freight',
      postCode: null,
      buyer: vatBuyerOf(cart.form, cart.vat_check, pricing),
      personalDiscounts: [],
      today,
    },
    pricing,
  );
  if (!result.ok) throw new Error('product freight is available everywhere');
  const { pricing: p } = result;
  return {
    lines: p.lines.map((line) => ({ price: line.unitPriceCents, discount: line.discountCents })),
    total_price: p.totalWithoutVatCents - p.freightCents - p.packagingCents,
    total_delivery_price: p.freightCents + p.packagingCents,
    total_discount: p.totalDiscountCents,
    total_vat_price: p.vatCents,
    total_price_with_vat: p.totalWithVatCents,
  };
}

const figures = (cart: Order) => ({
  lines: cart.items.map((item) => ({ price: item.price, discount: item.discount })),
  total_price: cart.total_price,
  total_delivery_price: cart.total_delivery_price,
  total_discount: cart.total_discount,
  total_vat_price: cart.total_vat_price,
  total_price_with_vat: cart.total_price_with_vat,
});

/**
 * Changes price only the lines they change and sum the totals from each line's kept figures
 * (reprice.ts): after every change of a random sequence (adds of new and present variants,
 * quantities across the volume tiers, removals, catalogue prices moving in between), the stored
 * cart has exactly the figures a full priceOrder of its lines gives.
 */
function incrementalPricingSuite(open: () => Promise<OrderStore>, close: (store: OrderStore) => Promise<void>) {
  let store: OrderStore;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(async () => close(store));

  it.each([1, 2, 3])('prices each change as a full reprice would (sequence %i)', async (seed) => {
    const next = random(seed);
    const catalogue = new FakeCatalogue();
    const ids = Array.from({ length: 12 }, (_, i) => 101 + i);
    for (const id of ids) catalogue.put(id, { sale_price: 100 + next(400_000) });
    const bus = new InProcessEventBus();
    const carts = new CartService({
      store,
      cart: cartRecords(store),
      catalogue,
      notices: new BackgroundPublisher(bus),
      pricing,
      today: () => today,
    });

    let cart = await carts.add({ variantId: ids[0]!, amount: 1, isProduction: true }, ctx);
    for (let step = 0; step < 40; step++) {
      const line = cart.items[next(cart.items.length)];
      const kind = next(10);
      if (kind === 0) catalogue.put(ids[next(ids.length)]!, { sale_price: 100 + next(400_000) });
      else if (kind === 1 && line && cart.items.length > 1)
        cart = await carts.removeVariant(cart.uuid, line.variant_id, ctx);
      else if (kind <= 4 && line) cart = await carts.setQuantity(cart.uuid, line.id, 1 + next(150), ctx);
      else
        cart = await carts.add(
          { uuid: cart.uuid, variantId: ids[next(ids.length)]!, amount: 1 + next(60), isProduction: true },
          ctx,
        );
      if (kind === 0) continue;
      const stored = (await store.findByUuid(cart.uuid))!;
      expect(figures(stored)).toEqual(fullyPriced(stored, catalogue));
      expect(figures(cart)).toEqual(figures(stored));
    }
  });
}

describe('cart changes priced per line, on the embedded store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'orders-pricing-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  const open = async () => new SqliteOrderStore(join(dir, `orders-${n++}.sqlite`));
  incrementalPricingSuite(open, (store) => store.close());

  it('prices only the line an add changes, not the lines it kept', async () => {
    const store = await open();
    const catalogue = new FakeCatalogue();
    for (let id = 1; id <= 10; id++) catalogue.put(id);
    // Each line priced reads the volume tiers once (priceLine); the order's totals never do.
    let linesPriced = 0;
    const counting = Object.defineProperty({ ...pricing }, 'volumeDiscounts', {
      get: () => {
        linesPriced++;
        return pricing.volumeDiscounts;
      },
    });
    const notices = new BackgroundPublisher(new InProcessEventBus());
    const carts = new CartService({
      store,
      cart: cartRecords(store),
      catalogue,
      notices,
      pricing: counting,
      today: () => today,
    });
    const lines = Array.from({ length: 10 }, (_, i) => ({ variantId: i + 1, amount: 1 }));
    const cart = await carts.addMany({ lines }, ctx);
    linesPriced = 0;
    const added = await carts.add({ uuid: cart.uuid, variantId: 4, amount: 2, isProduction: true }, ctx);
    expect(linesPriced).toBe(1);
    expect(figures(added)).toEqual(fullyPriced(added, catalogue));
    await store.close();
  });

  it("reads the prices of the variants a change adds and of those changed since, not every line's", async () => {
    const store = await open();
    const catalogue = new FakeCatalogue();
    for (let id = 1; id <= 10; id++) catalogue.put(id);
    const asked: number[][] = [];
    const read = catalogue.getVariants.bind(catalogue);
    catalogue.getVariants = (ids, locale) => (asked.push(ids), read(ids, locale));
    const notices = new BackgroundPublisher(new InProcessEventBus());
    const carts = new CartService({ store, cart: cartRecords(store), catalogue, notices, pricing, today: () => today });
    const lines = Array.from({ length: 9 }, (_, i) => ({ variantId: i + 1, amount: 1 }));
    const cart = await carts.addMany({ lines }, ctx);
    asked.length = 0;
    await carts.add({ uuid: cart.uuid, variantId: 10, amount: 1, isProduction: true }, ctx);
    catalogue.put(3, { sale_price: 7_777 });
    const changed = await carts.setQuantity(cart.uuid, cart.items[0]!.id, 2, ctx);
    expect(asked).toEqual([[10], [3]]);
    expect(changed.items.find((i) => i.variant_id === 3)!.price).toBe(7_777);
    expect(figures(changed)).toEqual(fullyPriced(changed, catalogue));
    await store.close();
  });
});

describeWithMongo('cart changes priced per line, on a MongoDB-protocol store', (server) => {
  const { open, close } = throwawayMongoStores(server, 'orders_pricing');
  incrementalPricingSuite(open, close);
});
