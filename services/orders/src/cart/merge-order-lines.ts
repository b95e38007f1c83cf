import { cartLineMaxQuantity, type CartItem, type Order, type ReorderAnswer, type VariantPrice } from '@shop/contracts';
import { newCartLine } from './new-cart-line';

export type NotAdded = ReorderAnswer['not_added'][number];

/** A line to merge: a sent order's, or a requisition list's with its note as the line's reference. */
export type MergedLine = Pick<CartItem, 'variant_id' | 'code' | 'fullTitle' | 'quantity'> & { reference?: string };

/**
 * Lines of a sent order or a requisition list merged into a cart: a variant the cart has already gets the order's
 * quantity added to its line, any other becomes a new line; each at least at the variant's
 * minimum and at most a line's maximum. A line the catalogue no longer has, or no longer sells
 * now, is left out and named with its reason, never dropped silently. Prices are not set here:
 * the cart is repriced after.
 */
export function mergeOrderLines(
  cart: Order,
  lines: MergedLine[],
  variants: Map<number, VariantPrice>,
): { cart: Order; notAdded: NotAdded[] } {
  const notAdded: NotAdded[] = [];
  let items = cart.items;
  for (const line of lines) {
    const variant = variants.get(line.variant_id);
    if (!variant) {
      notAdded.push({ variant_id: line.variant_id, code: line.code, title: line.fullTitle, reason: 'not_sold' });
      continue;
    }
    const availability = variant.availability;
    if (availability !== 'available') {
      notAdded.push({ variant_id: variant.id, code: variant.code, title: variant.title, reason: availability });
      continue;
    }
    const existing = items.find((i) => i.variant_id === line.variant_id);
    // An order's line added to the cart's own stops at a line's maximum (the cart shows what it holds).
    const quantity = Math.min(
      Math.max((existing?.quantity ?? 0) + line.quantity, variant.min_order),
      cartLineMaxQuantity,
    );
    if (existing) {
      items = items.map((i) => (i === existing ? { ...i, quantity } : i));
      continue;
    }
    const id = items.reduce((max, i) => Math.max(max, i.id), 0) + 1;
    // A sent order's line reference named a place in that order's delivery; the new order's may differ.
    items = [...items, newCartLine(id, variant, quantity, line.reference ?? '')];
  }
  return { cart: { ...cart, items }, notAdded };
}
