import { badgeCount, cartQuery, isApiError, stillOpen, useCartStore } from '@shop/state';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Loads the cart named by the cart_id cookie and answers the header's count from it. A cart that no
 * longer exists (404), has no id or was sent is forgotten; `goto` moves to another cart.
 */
export function useCartSync(): number {
  const uuid = useCartStore((state) => state.cartUuid);
  const setCartUuid = useCartStore((state) => state.setCartUuid);
  const clearCart = useCartStore((state) => state.clearCart);
  const { data, error } = useQuery({ ...cartQuery(uuid ?? ''), enabled: uuid !== null });

  useEffect(() => {
    if (!data) return;
    if (data.goto) setCartUuid(data.goto);
    // No id, or an order already sent: this is no cart to add to any more.
    else if (!stillOpen(data)) clearCart();
    else setCartUuid(data.uuid);
  }, [data, setCartUuid, clearCart]);

  useEffect(() => {
    if (isApiError(error) && error.status === 404) clearCart();
    else if (error) console.error('[mf-cart] cart could not be loaded', error);
  }, [error, clearCart]);

  return uuid === null ? 0 : badgeCount(data);
}
