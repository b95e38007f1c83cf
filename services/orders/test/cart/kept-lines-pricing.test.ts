import { deliveryMethodTypes, type Order, type OrderQuote, type VariantPrice } from '@shop/contracts';
import { contractPriceBook, noContractPrices } from '../../src/contract-prices/contract-price-for';
import { repriceOrder, type RepricedLines } from '../../src/cart/reprice';
import { emptyCart } from '../../src/cart/cart-service';
import { newCartLine } from '../../src/cart/new-cart-line';
import { loadPricingConfig } from '../../src/shared/pricing/pricing-config';
import { random } from '../seeded-random';

const pricing = loadPricingConfig();
const today = '2026-11-23';
const ids = Array.from({ length: 16 }, (_, i) => 201 + i);

function variantOf(id: number, next: (below: number) => number): VariantPrice {
  return {
    id,
    code: `V-${id}`,
    title: `Variant ${id} (${next(1000)})`,
    // Small and large prices: random carts fall on both sides of the small-order threshold and whole-order tiers.
    sale_price: 50 + next(next(2) === 0 ? 5_000 : 400_000),
    min_order: 1,
    availability: 'available',
    ...(next(3) === 0 ? { volume_tiers: [{ min_quantity: 5 + next(10), percent: 1 + next(20) }] } : {}),
  };
}

/**
 * A full reprice: a pricing configuration repricing has not seen, so no line keeps figures of
 * an earlier change (the kept lines of reprice.ts are per configuration object).
 */
const fullReprice = (cart: Order, variants: Map<number, VariantPrice>, contracts = noContractPrices) =>
  repriceOrder(cart, variants, { ...pricing }, today, contracts).order;

/**
 * A change keeps the figures of the lines it did not touch and whose variant is not fresh
 * (reprice.ts, `KeptLines`), and sums the order's figures from them: after every change of a
 * random sequence (adds, quantities across volume tiers, removals, prices moving, delivery
 * methods, personal discounts, VAT treatment, contract prices coming and going, a quote's cart),
 * the cart is exactly what a full reprice of the same cart gives.
 */
describe('a change that keeps its untouched lines priced', () => {
  it.each(Array.from({ length: 12 }, (_, i) => i + 1))(
    'prices each change as a full reprice would (sequence %i)',
    (seed) => {
      const next = random(seed);
      const variants = new Map(ids.map((id) => [id, variantOf(id, next)]));
      const quoted = seed % 4 === 0;
      const start: Order = {
        ...emptyCart(`00000000-0000-4000-8000-${String(seed).padStart(12, '0')}`, 'fi'),
        items: ids.slice(0, 3 + next(8)).map((id, i) => newCartLine(i + 1, variants.get(id)!, 1 + next(20))),
      };
      const quote: OrderQuote | undefined = quoted
        ? {
            uuid: '00000000-0000-4000-8000-0000000000aa',
            number: 'Q-1',
            valid_until: '2026-12-31',
            lines: start.items.map((item) => ({
              variant_id: item.variant_id,
              quantity: item.quantity,
              unit_price: 100 + next(90_000),
            })),
          }
        : undefined;
      let contracts = noContractPrices;
      let { order: cart, repriced } = repriceOrder({ ...start, quote }, variants, pricing, today);
      expect(cart).toEqual(fullReprice({ ...start, quote }, variants));

      for (let step = 0; step < 60; step++) {
        const fresh = new Set<number>();
        let changed: Order = cart;
        const at = next(cart.items.length);
        const kind = next(12);
        if (kind === 0) {
          const id = ids[next(ids.length)]!;
          variants.set(id, variantOf(id, next));
          fresh.add(id);
        } else if (kind === 1) {
          const type = deliveryMethodTypes[next(deliveryMethodTypes.length)]!;
          changed = { ...cart, delivery: { type, own_freight: null, problem: null } };
        } else if (kind === 2) {
          const threshold = next(300_000);
          changed = {
            ...cart,
            personal_discounts: [{ discount_percent: 1 + next(15), start_date: null, end_date: null, threshold }],
          };
        } else if (kind === 3) {
          changed = { ...cart, form: { country: ['FI', 'DE', 'EE'][next(3)]!, type: next(2) ? 'private' : 'company' } };
        } else if (kind === 4 && !quoted) {
          const codes = ids.filter(() => next(3) === 0).map((id) => `V-${id}`);
          contracts =
            next(2) === 0
              ? noContractPrices
              : contractPriceBook(
                  codes.map((code) => ({
                    code,
                    price: 100 + next(50_000),
                    valid_from: null,
                    valid_to: null,
                    min_quantity: 1 + next(10),
                  })),
                );
        } else if (kind <= 6 && cart.items.length > 1 && !quoted) {
          changed = { ...cart, items: cart.items.filter((_, i) => i !== at) };
        } else if (kind <= 9 || quoted) {
          const quantity = 1 + next(40);
          changed = { ...cart, items: cart.items.map((item, i) => (i === at ? { ...item, quantity } : item)) };
        } else {
          const variant = variants.get(ids[next(ids.length)]!)!;
          const id = cart.items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
          changed = { ...cart, items: [...cart.items, newCartLine(id, variant, 1 + next(30))] };
          fresh.add(variant.id);
        }
        const kept: { last: RepricedLines; fresh: ReadonlySet<number> } = { last: repriced, fresh };
        ({ order: cart, repriced } = repriceOrder(changed, variants, pricing, today, contracts, kept));
        expect(cart).toEqual(fullReprice(changed, variants, contracts));
      }
    },
  );

  it('prices a line again when its variant is fresh, though the line is the same object', () => {
    const next = random(99);
    const variants = new Map(ids.map((id) => [id, variantOf(id, next)]));
    const cart: Order = {
      ...emptyCart('00000000-0000-4000-8000-000000000099', 'fi'),
      items: [newCartLine(1, variants.get(ids[0]!)!, 2), newCartLine(2, variants.get(ids[1]!)!, 3)],
    };
    const { order: priced, repriced } = repriceOrder(cart, variants, pricing, today);
    variants.set(ids[1]!, { ...variants.get(ids[1]!)!, sale_price: 12_345 });

    const fresh = new Set([ids[1]!]);
    const again = repriceOrder(priced, variants, pricing, today, noContractPrices, { last: repriced, fresh }).order;
    expect(again.items[1]!.price).toBe(12_345);
    expect(again).toEqual(fullReprice(priced, variants));
  });
});
