import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locale, Order } from '@shop/contracts';
import { BackgroundPublisher, InProcessEventBus } from '@shop/service-kit';
import { SqliteOrderStore } from '../../src/shared/adapters/sqlite-order-store';
import type { Requester } from '../../src/shared/cart-access';
import { CartService, type CartRequest } from '../../src/cart/cart-service';
import { loadPricingConfig } from '../../src/shared/pricing/pricing-config';
import { publicOrderBytes } from '../../src/shared/json-serialization';
import { FakeCatalogue } from '../fake-catalogue';
import { random } from '../seeded-random';
import { cartRecords } from '../../src/cart/cart-records';

const guest: Requester = { buyer: null, browser: 'c'.repeat(64), confirmationFor: () => null };
const locales: Locale[] = ['fi', 'de', 'en', 'et'];

/** A variant with a title per language and a price, availability and picture count of its own. */
function putVariant(catalogue: FakeCatalogue, id: number, next: (below: number) => number) {
  const titles = Object.fromEntries(locales.map((locale) => [locale, `${locale} ${id}.${next(100)} ’x’`]));
  catalogue.put(id, {
    titles,
    sale_price: 100 + next(200_000),
    availability: next(8) === 0 ? 'not_available' : 'available',
    delivery_estimate: { kind: 'range', min: 1 + next(3), max: 4 + next(5) },
  });
}

/**
 * A change answers from what its cart's last change kept (each line's priced figures, its variant
 * as shown, its encoded bytes): after every change of a random sequence (adds, quantities,
 * removals, prices, titles and availability moving in the catalogue, the buyer switching
 * language), the answer's bytes are those of the stored cart shown and serialized from scratch.
 */
describe('cart answers from kept lines', () => {
  const dir = mkdtempSync(join(tmpdir(), 'orders-kept-answers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([1, 2, 3, 4])('answers each change as a fresh read would (sequence %i)', async (seed) => {
    const next = random(seed);
    const store = new SqliteOrderStore(join(dir, `orders-${seed}.sqlite`));
    const catalogue = new FakeCatalogue();
    const ids = Array.from({ length: 14 }, (_, i) => 401 + i);
    for (const id of ids) putVariant(catalogue, id, next);
    const carts = new CartService({
      store,
      cart: cartRecords(store),
      catalogue,
      notices: new BackgroundPublisher(new InProcessEventBus()),
      pricing: loadPricingConfig(),
      today: () => '2026-11-23',
    });
    let ctx: CartRequest = { locale: 'fi', who: guest, admitNewCart: () => undefined };
    const sellable = () => ids.filter((id) => catalogue.variants.get(id)!.availability === 'available');
    let cart = await carts.add({ variantId: sellable()[0]!, amount: 1, isProduction: true }, ctx);

    for (let step = 0; step < 50; step++) {
      const line = cart.items[next(cart.items.length)]!;
      const kind = next(10);
      if (kind === 0) putVariant(catalogue, ids[next(ids.length)]!, next);
      if (kind === 1) ctx = { ...ctx, locale: locales[next(locales.length)]! };
      const available = catalogue.variants.get(line.variant_id)!.availability === 'available';
      if (kind === 2 && cart.items.length > 1) cart = await carts.removeVariant(cart.uuid, line.variant_id, ctx);
      else if (kind <= 5 && available) cart = await carts.setQuantity(cart.uuid, line.id, 1 + next(30), ctx);
      else if (kind <= 7) cart = await carts.setLineReference(cart.uuid, line.id, `ref ${step}`, ctx);
      else {
        const choices = sellable();
        const variantId = choices[next(choices.length)]!;
        cart = await carts.add({ uuid: cart.uuid, variantId, amount: 1 + next(20), isProduction: true }, ctx);
      }
      const stored = (await store.findByUuid(cart.uuid))!;
      const fresh = structuredClone(await carts.present(structuredClone(stored) as Order, ctx));
      expect(publicOrderBytes(cart).toString()).toBe(publicOrderBytes(fresh).toString());
    }
    await store.close();
  });
});
