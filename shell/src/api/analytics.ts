import { AnalyticsConfigSchema, analyticsConfigPath } from '@shop/contracts';
import { apiFetch } from '@shop/state';
import { queryOptions } from '@tanstack/react-query';

/** GET /analytics/config: which tag scripts this host may load (the same for the whole visit). */
export const analyticsConfigQuery = queryOptions({
  queryKey: ['analytics', 'config'],
  queryFn: ({ signal }) => apiFetch(analyticsConfigPath, { schema: AnalyticsConfigSchema, signal }),
  staleTime: Infinity,
});
