import { apiCalls, type CompanyBillingBody, type CompanyBillingRecord } from '@shop/contracts';
import { callApi } from '@shop/state';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const billingKey = ['users', 'backoffice', 'companies', 'billing'] as const;

/**
 * GET /users/backoffice/companies/billing: the verified companies and how each is invoiced
 * (operators only; a refusal is an answer, not asked again).
 */
export const companyBillingsQuery = queryOptions({
  queryKey: billingKey,
  retry: false,
  queryFn: ({ signal }) => callApi(apiCalls.backofficeOps.companyBillings, { signal }),
});

/** PATCH /users/backoffice/companies/{company_id}/billing; its answer replaces the company's row. */
export function useSetCompanyBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, body }: { companyId: string; body: CompanyBillingBody }): Promise<CompanyBillingRecord> =>
      callApi(apiCalls.backofficeOps.setCompanyBilling, { params: { company_id: companyId }, body }),
    onSuccess: (saved) =>
      queryClient.setQueryData(companyBillingsQuery.queryKey, (list) =>
        list?.map((company) => (company.company_id === saved.company_id ? saved : company)),
      ),
  });
}
