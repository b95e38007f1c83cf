import { apiCalls, type CompanyBillingBody, type CompanyBillingRecord } from '@shop/contracts';
import { callApi } from '@shop/state';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const billingKey = ['users', 'backoffice', 'companies', 'billing'] as const;

/** GET /users/backoffice/companies/billing: the verified companies and how each is invoiced (operators only). */
export const companyBillingsQuery = () =>
  queryOptions({
    queryKey: billingKey,
    queryFn: ({ signal }) => callApi(apiCalls.backofficeOps.companyBillings, { signal }),
    retry: false,
  });

/** PATCH /users/backoffice/companies/{company_id}/billing; the list is read again after it. */
export function useSetCompanyBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, body }: { companyId: string; body: CompanyBillingBody }): Promise<CompanyBillingRecord> =>
      callApi(apiCalls.backofficeOps.setCompanyBilling, { params: { company_id: companyId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKey }),
  });
}
