import {
  apiCalls,
  type AccountInvoiceList,
  type CamtImportReport,
  type ReceivableList,
  type ReceivablesQuery,
  type RecordPaymentBody,
} from '@shop/contracts';
import { callApi } from '@shop/state';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const receivablesKey = ['orders', 'backoffice', 'receivables'] as const;

/** GET /orders/invoices: the buyer's and their company's invoices and credit notes (only with a session). */
export const myInvoicesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['orders', 'invoices', 'mine'] as const,
    queryFn: ({ signal }): Promise<AccountInvoiceList> => callApi(apiCalls.receivables.accountList, { signal }),
    enabled,
  });

/** GET /orders/backoffice/receivables: the open items the filters select (operators only). */
export const receivablesQuery = (filters: ReceivablesQuery) =>
  queryOptions({
    queryKey: [...receivablesKey, filters],
    queryFn: ({ signal }): Promise<ReceivableList> => callApi(apiCalls.receivables.list, { query: filters, signal }),
    // A refusal (not an operator, session ended) is an answer, not a hiccup.
    retry: false,
  });

/** POST /orders/backoffice/camt054: a bank notification imported; the open items are read again. */
export function useCamtImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (xml: string): Promise<CamtImportReport> => callApi(apiCalls.receivables.camtImport, { body: { xml } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: receivablesKey }),
  });
}

/** POST /orders/backoffice/invoices/:uuid/payments: a payment recorded by hand; the open items are read again. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: RecordPaymentBody }) =>
      callApi(apiCalls.receivables.recordPayment, { params: { uuid }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: receivablesKey }),
  });
}
