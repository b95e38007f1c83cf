import type { CartItem, VariantPrice } from '@shop/contracts';

/**
 * A cart line for `quantity` of `variant` at its list price, before repricing sets its figures;
 * `id` is the cart's next line id.
 */
export function newCartLine(id: number, variant: VariantPrice, quantity: number, reference = ''): CartItem {
  return {
    id,
    code: variant.code,
    variant_id: variant.id,
    quantity,
    price: variant.sale_price,
    discount: 0,
    fullTitle: variant.title,
    reference,
  };
}
