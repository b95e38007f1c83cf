import { apiCalls, type SupplierRecordDetail, type SupplierRecordPatch } from '@shop/contracts';
import { callApi } from '@shop/state';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const suppliersKey = ['suppliers', 'backoffice'] as const;

/** GET /suppliers/backoffice: every supplier with its record (operators only). */
export const supplierRecordsQuery = () =>
  queryOptions({
    queryKey: suppliersKey,
    queryFn: ({ signal }) => callApi(apiCalls.backofficeOps.suppliers, { signal }),
    retry: false,
  });

/** GET /suppliers/backoffice/{id}: one record with its latest changes. */
export const supplierRecordQuery = (id: number) =>
  queryOptions({
    queryKey: [...suppliersKey, id],
    queryFn: ({ signal }) => callApi(apiCalls.backofficeOps.supplier, { params: { id }, signal }),
    retry: false,
  });

/** PATCH /suppliers/backoffice/{id}: the answer replaces the record read, and the list is read again. */
export function useChangeSupplier(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SupplierRecordPatch): Promise<SupplierRecordDetail> =>
      callApi(apiCalls.backofficeOps.changeSupplier, { params: { id }, body: patch }),
    onSuccess: (detail) => {
      queryClient.setQueryData([...suppliersKey, id], detail);
      void queryClient.invalidateQueries({ queryKey: suppliersKey, exact: true });
    },
  });
}
