import { apiCalls, sharedQueryKeys } from '@shop/contracts';
import { callApi, embeddedCallData } from '@shop/state';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

const calls = apiCalls.orders;

/** GET /orders/price-tiers: the pricing configuration's tiers and the session's personal discounts. */
export const priceTiersQuery = (loggedIn: boolean) =>
  queryOptions({
    queryKey: sharedQueryKeys.priceTiers(loggedIn),
    queryFn: ({ signal }) => callApi(calls.priceTiers, { signal }),
    ...embeddedCallData(calls.priceTiers),
    staleTime: 60_000,
  });

/**
 * GET /orders/price-preview: one line at a quantity as the cart would price it, VAT as the
 * buyer's cart carries it. A session's answer names its personal discount, so it lives under
 * `users` (dropped at logout). The last answer stays while the next loads (placeholder), so its
 * space keeps its size; the page marks it pending.
 */
export const pricePreviewQuery = (variantId: number, quantity: number, cart: string | null, loggedIn: boolean) =>
  queryOptions({
    queryKey: [...(loggedIn ? sharedQueryKeys.users : ['pricing']), 'preview', variantId, quantity, cart] as const,
    queryFn: ({ signal }) =>
      callApi(calls.pricePreview, { query: { variantId, quantity, ...(cart ? { uuid: cart } : {}) }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
