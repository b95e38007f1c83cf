import { isApiError, useCartStore } from '@shop/state';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartQuery } from '../../api/orders';

/**
 * Loads the cart named by the cart_id cookie and puts its identity and length in the shared
 * store. A cart that no longer exists (404), has no id or was sent is forgotten; `goto` moves to another cart.
 */
export function useCartSync(): void {
  const uuid = useCartStore((state) => state.cartUuid);
  const setCart = useCartStore((state) => state.setCart);
  const clearCart = useCartStore((state) => state.clearCart);
  const { data, error } = useQuery({ ...cartQuery(uuid ?? ''), enabled: uuid !== null });

  useEffect(() => {
    if (!data) return;
    if (data.goto) setCart({ uuid: data.goto, length: 0 });
    // No id, or an order already sent: this is no cart to add to any more.
    else if (data.id === null || data.order_status !== 'created') clearCart();
    else setCart({ uuid: data.uuid, length: data.length });
  }, [data, setCart, clearCart]);

  useEffect(() => {
    if (isApiError(error) && error.status === 404) clearCart();
    else if (error) console.error('[mf-cart] cart could not be loaded', error);
  }, [error, clearCart]);
}
