import { apiCalls, type ContractPriceAnswer } from '@shop/contracts';
import { callApi } from '@shop/state';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const pricesKey = (companyId: string) => ['orders', 'backoffice', 'companies', companyId, 'contract-prices'] as const;

/** GET /orders/backoffice/companies/{id}/contract-prices: the company's list as last imported (operators only). */
export const contractPricesQuery = (companyId: string) =>
  queryOptions({
    queryKey: pricesKey(companyId),
    retry: false,
    queryFn: ({ signal }) => callApi(apiCalls.contractPrices.list, { params: { company_id: companyId }, signal }),
  });

/** POST …/contract-prices: the file replaces the company's list, or is refused whole; the answer is the list. */
export function useImportContractPrices(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string): Promise<ContractPriceAnswer> =>
      callApi(apiCalls.contractPrices.importCsv, { params: { company_id: companyId }, body: { csv } }),
    onSuccess: (list) => queryClient.setQueryData(pricesKey(companyId), list),
  });
}

/** DELETE …/contract-prices: the company's members pay the catalogue's prices again. */
export function useRemoveContractPrices(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<ContractPriceAnswer> =>
      callApi(apiCalls.contractPrices.remove, { params: { company_id: companyId } }),
    onSuccess: (list) => queryClient.setQueryData(pricesKey(companyId), list),
  });
}
