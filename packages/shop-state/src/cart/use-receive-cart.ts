import { sharedQueryKeys, type Order } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCartStore } from '../stores/cart-store';

/**
 * What every call that answers the buyer's cart (add, quick order, reorder, a quote accepted, a
 * shared basket taken) does with it: the cart becomes the buyer's (cookie and store) and its
 * query holds the answer, so the header's count and the cart page show it without asking again.
 */
export function useReceiveCart(): (cart: Order) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (cart: Order) => {
      queryClient.setQueryData(sharedQueryKeys.cart(cart.uuid), cart);
      useCartStore.getState().setCartUuid(cart.uuid);
    },
    [queryClient],
  );
}
