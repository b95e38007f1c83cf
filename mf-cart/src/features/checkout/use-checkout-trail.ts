import { useCartStore, useT, type Breadcrumb } from '@shop/state';

/**
 * The cart page's trail: "Cart" while it is a cart; once sent, the order under the cart it came from
 * ("Cart › Order number NB-100001"), where Cart leads to the buyer's cart now (an empty one after the
 * order), not back to the order.
 */
export function useCheckoutTrail(uuid: string, orderNumber: string | null | undefined): Breadcrumb[] {
  const t = useT();
  const currentCart = useCartStore((state) => state.cartUuid);
  const here = `/cart/${uuid}`;
  if (!orderNumber) return [{ label: t('checkout.title'), href: here }];
  const cart = currentCart && currentCart !== uuid ? `/cart/${currentCart}` : '/cart/new';
  return [
    { label: t('checkout.title'), href: cart },
    { label: t('checkout.order_number', { number: orderNumber }), href: here },
  ];
}
