import type { AddToCartRequest } from '@shop/contracts';
import { isApiError, track, useCartStore, useReceiveCart, useT, useUiStore } from '@shop/state';
import { useMutation } from '@tanstack/react-query';
import { addToCart } from '../../api/orders';

/**
 * The one way to add to the cart: the cart logic stays here; other remotes reach it through the
 * shared cart-actions store (see CartActions).
 */
export function useAddToCart() {
  const t = useT();
  const notify = useUiStore((state) => state.notify);
  const receiveCart = useReceiveCart();

  const mutation = useMutation({
    mutationFn: (input: AddToCartRequest) =>
      addToCart({ uuid: useCartStore.getState().cartUuid, variantId: input.variantId, amount: input.amount }),
    onSuccess: (cart, input) => {
      receiveCart(cart);
      notify('success', t('cart.added'));
      void track(
        'Added To Cart',
        { variant_id: input.variantId, quantity: input.amount, title: input.title ?? '' },
        input.priceCents === undefined ? undefined : (input.priceCents * input.amount) / 100,
      );
    },
    onError: (error) => {
      // The server says why (unknown, unavailable, below the minimum) in the buyer's language.
      notify('error', isApiError(error) && error.body?.message ? error.body.message : t('cart.add_failed'));
    },
  });
  return { addToCart: mutation.mutate, addToCartAsync: mutation.mutateAsync, isAdding: mutation.isPending };
}
