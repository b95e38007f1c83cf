import { apiCalls } from '@shop/contracts';
import { callApi } from '@shop/state';
import { queryOptions } from '@tanstack/react-query';

/**
 * GET /users/company/work-sites: the saved delivery addresses of the logged-in buyer's company
 * (the users service answers for the session's own company; a private buyer gets a refusal, which
 * is final: no retry).
 */
export const workSitesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['users', 'company', 'work-sites'] as const,
    queryFn: ({ signal }) => callApi(apiCalls.companies.workSites, { signal }),
    enabled,
    retry: false,
  });
