import {
  cartLineMaxQuantity,
  type AddManyToCartBody,
  type Locale,
  type Order,
  type VariantPrice,
} from '@shop/contracts';
import { formatMessage } from '@shop/i18n';
import { HttpError } from '@shop/service-kit';

/** Why the cart does not take this many of a variant: which field, the reason's key, the status. */
export interface LineRefusal {
  field: 'variantId' | 'amount';
  reason: string;
  status: 400 | 409;
  params?: Record<string, number>;
}

/**
 * The one rule of what a cart line may hold, for a single add and for many: a variant the
 * catalogue has (400), for sale now (409), at least its minimum and at most a line's maximum (400).
 */
export function lineRefusal(variant: VariantPrice | undefined, quantity: number): LineRefusal | null {
  if (!variant) return { field: 'variantId', reason: 'cart.variant_unknown', status: 400 };
  if (variant.availability !== 'available') return { field: 'variantId', reason: 'cart.unavailable', status: 409 };
  if (quantity < variant.min_order)
    return { field: 'amount', reason: 'cart.below_minimum', status: 400, params: { min: variant.min_order } };
  if (quantity > cartLineMaxQuantity)
    return { field: 'amount', reason: 'cart.above_maximum', status: 400, params: { max: cartLineMaxQuantity } };
  return null;
}

/**
 * Every line of a quick order into the cart, or none: a variant the cart has gets the amount
 * added to its line (several lines of one variant add up), any other becomes a new line at the
 * catalogue's price. Each resulting quantity is checked by `lineRefusal`; when any line fails, the
 * answer names each failing line (`lines.{i}.amount` or `.variantId`) with its reason in the
 * buyer's language, and nothing is changed. 409 when only availability stands in the way (worth
 * looking again later), 400 otherwise.
 */
export function addLines(
  cart: Order,
  lines: AddManyToCartBody['lines'],
  variants: Map<number, VariantPrice>,
  locale: Locale,
): Order {
  const added = new Map<number, number>();
  for (const { variantId, amount } of lines) added.set(variantId, (added.get(variantId) ?? 0) + amount);

  const refused: { field: string; reason: string; status: number }[] = [];
  const reported = new Set<number>();
  lines.forEach(({ variantId }, index) => {
    // A variant on several lines is judged once, by its total, on its first line.
    if (reported.has(variantId)) return;
    reported.add(variantId);
    const inCart = cart.items.find((i) => i.variant_id === variantId)?.quantity ?? 0;
    const refusal = lineRefusal(variants.get(variantId), inCart + added.get(variantId)!);
    if (refusal)
      refused.push({
        field: `lines.${index}.${refusal.field}`,
        reason: formatMessage(locale, refusal.reason, refusal.params),
        status: refusal.status,
      });
  });
  if (refused.length > 0) {
    const status = refused.every((r) => r.status === 409) ? 409 : 400;
    throw new HttpError(
      status,
      'CART_REFUSED',
      'quick_order.lines_refused',
      refused.map(({ field, reason }) => ({ field, reason })),
      { count: refused.length },
    );
  }

  let items = cart.items;
  for (const [variantId, amount] of added) {
    const existing = items.find((i) => i.variant_id === variantId);
    if (existing) {
      items = items.map((i) => (i === existing ? { ...i, quantity: i.quantity + amount } : i));
      continue;
    }
    const variant = variants.get(variantId)!;
    const id = items.reduce((max, i) => Math.max(max, i.id), 0) + 1;
    items = [
      ...items,
      {
        id,
        code: variant.code,
        variant_id: variant.id,
        quantity: amount,
        price: variant.sale_price,
        discount: 0,
        fullTitle: variant.title,
        reference: '',
      },
    ];
  }
  return { ...cart, items };
}
