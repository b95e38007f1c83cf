import { OrderSchema } from '@shop/contracts';
import { apiFetch } from '@shop/state';
import { queryOptions } from '@tanstack/react-query';

export const orderKeys = {
  all: ['orders'] as const,
  cart: (uuid: string) => [...orderKeys.all, 'cart', uuid] as const,
};

/** GET /orders/by-id/{uuid}. The cart is never served from cache (ARCHITECTURE: cart not cached). */
export const cartQuery = (uuid: string) =>
  queryOptions({
    queryKey: orderKeys.cart(uuid),
    queryFn: ({ signal }) => apiFetch(`/orders/by-id/${encodeURIComponent(uuid)}`, { schema: OrderSchema, signal }),
    staleTime: 0,
    gcTime: 0,
  });
