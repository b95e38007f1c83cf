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
