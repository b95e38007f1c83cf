import { apiCalls } from '@shop/contracts';
import { callApi } from '@shop/state';
import { queryOptions } from '@tanstack/react-query';

/**
 * GET /orders/order-link: the order a buyer's mail links to. The token travels only in this header,
 * never in an address; a refused link is final (no retry), and the order is read again whenever the
 * page is opened, as the suppliers' answers change it.
 */
export const orderLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['orders', 'order-link', token] as const,
    queryFn: ({ signal }) => callApi(apiCalls.orders.byLink, { headers: { authorization: `Bearer ${token}` }, signal }),
    enabled: token !== '',
    retry: false,
    staleTime: 0,
  });
