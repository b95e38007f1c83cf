import { apiCalls } from '@shop/contracts';
import { callApi, useLocale } from '@shop/state';
import { useQuery } from '@tanstack/react-query';

/** GET /countries: the countries the checkout offers, named in the buyer's language. */
export function useDeliveryCountries() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['countries', locale],
    queryFn: ({ signal }) => callApi(apiCalls.catalogue.countries, { signal }),
    staleTime: Infinity,
  });
}
