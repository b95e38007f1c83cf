import { useCartActionsStore } from '@shop/state';
import { useEffect } from 'react';
import { useAddToCart } from './use-add-to-cart';

/**
 * Mounted once by the shell (it renders nothing): while it is mounted, "add to cart" anywhere in
 * the shop runs this remote's mutation, so the badge, the message and the analytics event are the
 * cart's own. The promise rejects when the cart refused; the buyer has been told why already.
 */
export function CartActions() {
  const { addToCartAsync } = useAddToCart();
  const provideAddToCart = useCartActionsStore((state) => state.provideAddToCart);
  useEffect(
    () => provideAddToCart(async (request) => void (await addToCartAsync(request))),
    [provideAddToCart, addToCartAsync],
  );
  return null;
}

export default CartActions;
