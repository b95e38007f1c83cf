import { apiCalls, sharedQueryKeys } from '@shop/contracts';
import { callApi, embeddedCallData, useAuthStore } from '@shop/state';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /orders/price-tiers: the pricing configuration's tiers and the session's personal discounts. */
export const priceTiersQuery = (loggedIn: boolean) =>
  queryOptions({
    queryKey: sharedQueryKeys.priceTiers(loggedIn),
    queryFn: ({ signal }) => callApi(apiCalls.orders.priceTiers, { signal }),
    ...embeddedCallData(apiCalls.orders.priceTiers),
    staleTime: 60_000,
    // The page waits for the first answer and its parts read the same query: an error must not
    // send each part mounting after it into a new attempt, and the page back to waiting.
    retryOnMount: false,
  });

/** The tiers for whoever is logged in now (the cart page asks once; its parts read the same answer). */
export const usePriceTiers = () => useQuery(priceTiersQuery(useAuthStore((state) => state.loggedIn)));
