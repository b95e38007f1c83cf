import {
  apiCalls,
  type ConfirmSupplierOrderBody,
  type NotDeliverableBody,
  type ShippedSupplierOrderBody,
  type SupplierOrderView,
} from '@shop/contracts';
import { callApi } from '@shop/state';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The link's token opens the supplier's part; it travels only in this header, never in an address. */
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const supplierOrderKey = (token: string) => ['orders', 'supplier-order', token] as const;

/** GET /orders/supplier-order: the purchase order the link opens. A refused link is final: no retry. */
export const supplierOrderQuery = (token: string) =>
  queryOptions({
    queryKey: supplierOrderKey(token),
    queryFn: ({ signal }) => callApi(apiCalls.supplierOrders.read, { headers: bearer(token), signal }),
    enabled: token !== '',
    retry: false,
  });

/** The supplier's answers; each one answers the part as it now stands, which replaces the read one. */
export type SupplierAnswer =
  | { kind: 'confirm'; body: ConfirmSupplierOrderBody }
  | { kind: 'shipped'; body: ShippedSupplierOrderBody }
  | { kind: 'notDeliverable'; body: NotDeliverableBody };

/** POST /orders/supplier-order/{confirm,shipped,not-deliverable} with the link's token. */
export function useSupplierAnswer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: SupplierAnswer): Promise<SupplierOrderView> => {
      const headers = bearer(token);
      switch (answer.kind) {
        case 'confirm':
          return callApi(apiCalls.supplierOrders.confirm, { headers, body: answer.body });
        case 'shipped':
          return callApi(apiCalls.supplierOrders.shipped, { headers, body: answer.body });
        case 'notDeliverable':
          return callApi(apiCalls.supplierOrders.notDeliverable, { headers, body: answer.body });
      }
    },
    onSuccess: (view) => queryClient.setQueryData(supplierOrderKey(token), view),
  });
}
