import { apiCalls, type VerificationDecision, type VerificationDecisionBody } from '@shop/contracts';
import { callApi } from '@shop/state';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const pendingKey = ['users', 'backoffice', 'companies'] as const;

/** GET /users/backoffice/companies: the company accounts awaiting verification (operators only). */
export const pendingCompaniesQuery = () =>
  queryOptions({
    queryKey: pendingKey,
    queryFn: ({ signal }) => callApi(apiCalls.backofficeOps.pendingCompanies, { signal }),
    retry: false,
  });

/** POST /users/backoffice/companies/{company_id}/verification; the list is read again after it. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      companyId,
      decision,
    }: {
      companyId: string;
      decision: VerificationDecisionBody['decision'];
    }): Promise<VerificationDecision> =>
      callApi(apiCalls.backofficeOps.decideCompanyVerification, {
        params: { company_id: companyId },
        body: { decision },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingKey }),
  });
}
