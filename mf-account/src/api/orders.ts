import { apiCalls } from '@shop/contracts';
import { callApi } from '@shop/state';
import { queryOptions } from '@tanstack/react-query';

/** GET /orders/by-user: the logged-in buyer's sent orders, newest first. */
export const myOrdersQuery = () =>
  queryOptions({
    queryKey: ['orders', 'mine'] as const,
    queryFn: ({ signal }) => callApi(apiCalls.orders.byUser, { signal }),
  });

/**
 * POST /orders/rebuy/{uuid}: a new cart with the order's lines that can still be bought (a state change, so not a
 * GET).
 */
export const rebuy = (uuid: string) => callApi(apiCalls.orders.rebuy, { params: { uuid } });

/**
 * POST /orders/reorder/{uuid}: the order's lines into the buyer's current cart (a new one when
 * there is none open), at today's prices; answers the cart and the lines not added with why.
 */
export const reorderIntoCart = (uuid: string, cart: string | null) =>
  callApi(apiCalls.orders.reorder, { params: { uuid }, body: cart ? { cart } : {} });
