import type { AddToCartRequest } from '@shop/contracts';
import { isApiError, track, useCartStore, useT, useUiStore } from '@shop/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToCart, orderKeys } from '../../api/orders';

/**
 * The one way to add to the cart: the cart logic stays here; other remotes reach it through the
 * shared cart-actions store (see CartActions).
 */
export function useAddToCart() {
  const t = useT();
  const queryClient = useQueryClient();
  const notify = useUiStore((state) => state.notify);
  const setCart = useCartStore((state) => state.setCart);

  const mutation = useMutation({
    mutationFn: (input: AddToCartRequest) =>
      addToCart({ uuid: useCartStore.getState().cartUuid, variantId: input.variantId, amount: input.amount }),
    onSuccess: (cart, input) => {
      setCart({ uuid: cart.uuid, length: cart.length });
      queryClient.setQueryData(orderKeys.cart(cart.uuid), cart);
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
