import { apiCalls, sharedQueryKeys, type Order } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { embeddedAnswersCurrent } from '../api/embedded-answers';
import { callApi, embeddedCallData } from '../api/call-api';
import { queryKeepAliveMs } from '../query/query-client';

/**
 * GET /orders/by-id/{uuid}: the one owner of a cart's contents and of the header's count. The cart
 * is never served from cache (ARCHITECTURE: cart not cached): every answer is stale at once, except
 * the one the gateway embedded in this page for its first render, which is as fresh as the page
 * (asking again as the page mounts would only repeat it) until anything is written (another app's
 * reorder may have changed the cart). Once the cart is fetched or changed (dataUpdateCount > 0), it
 * is stale at once again.
 */
export const cartQuery = (uuid: string) =>
  queryOptions({
    queryKey: sharedQueryKeys.cart(uuid),
    queryFn: ({ signal }) => callApi(apiCalls.orders.cart, { params: { uuid }, signal }),
    ...embeddedCallData(apiCalls.orders.cart, { params: { uuid } }),
    staleTime: (query) => (query.state.dataUpdateCount === 0 && embeddedAnswersCurrent() ? queryKeepAliveMs : 0),
    gcTime: 0,
  });

/**
 * Whether a loaded cart can still be added to: it has an id, is still being filled and did not move
 * on to another cart (`goto`). Any other is no cart of the buyer's any more.
 */
export const stillOpen = (cart: Pick<Order, 'id' | 'order_status' | 'goto'>) =>
  cart.id !== null && cart.order_status === 'created' && !cart.goto;

/** The header badge's count: the lines of a cart still open, 0 for anything else or no cart. */
export const badgeCount = (cart: Pick<Order, 'id' | 'order_status' | 'goto' | 'length'> | undefined) =>
  cart && stillOpen(cart) ? cart.length : 0;
