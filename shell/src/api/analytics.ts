import { apiCalls } from '@shop/contracts';
import { callApi } from '@shop/state';
import { queryOptions } from '@tanstack/react-query';

/** GET /analytics/config: which tag scripts this host may load (the same for the whole visit). */
export const analyticsConfigQuery = queryOptions({
  queryKey: ['analytics', 'config'],
  queryFn: ({ signal }) => callApi(apiCalls.analytics.config, { signal }),
  staleTime: Infinity,
});
