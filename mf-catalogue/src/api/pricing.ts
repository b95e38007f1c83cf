import { apiCalls, pricePreviewParams, sharedQueryKeys } from '@shop/contracts';
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
 * space keeps its size; the page marks it pending. A row's first quantity starts from the answer
 * the gateway embedded in the page (asked with the buyer's cookies and cart), so no row asks at mount.
 */
export const pricePreviewQuery = (variantId: number, quantity: number, cart: string | null, loggedIn: boolean) => {
  const query = pricePreviewParams(variantId, quantity, cart);
  return queryOptions({
    queryKey: [...(loggedIn ? sharedQueryKeys.users : ['pricing']), 'preview', variantId, quantity, cart] as const,
    queryFn: ({ signal }) => callApi(calls.pricePreview, { query, signal }),
    ...embeddedCallData(calls.pricePreview, { query }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};
