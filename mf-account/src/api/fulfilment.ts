import {
  supplierOrderCalls,
  SupplierOrderViewSchema,
  type ConfirmSupplierOrderBody,
  type NotDeliverableBody,
  type ShippedSupplierOrderBody,
  type SupplierOrderView,
} from '@shop/contracts';
import { apiFetch } from '@shop/state';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The link's token opens the supplier's part; it travels only in this header, never in an address. */
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const supplierOrderKey = (token: string) => ['orders', 'supplier-order', token] as const;

/** GET /orders/supplier-order: the purchase order the link opens. A refused link is final: no retry. */
export const supplierOrderQuery = (token: string) =>
  queryOptions({
    queryKey: supplierOrderKey(token),
    queryFn: ({ signal }) =>
      apiFetch(supplierOrderCalls.read, { headers: bearer(token), schema: SupplierOrderViewSchema, signal }),
    enabled: token !== '',
    retry: false,
  });

/** The supplier's answers; each one answers the part as it now stands, which replaces the read one. */
export type SupplierAnswer =
  | { kind: 'confirm'; body: ConfirmSupplierOrderBody }
  | { kind: 'shipped'; body: ShippedSupplierOrderBody }
  | { kind: 'notDeliverable'; body: NotDeliverableBody };

const answerCalls = {
  confirm: supplierOrderCalls.confirm,
  shipped: supplierOrderCalls.shipped,
  notDeliverable: supplierOrderCalls.notDeliverable,
} as const satisfies Record<SupplierAnswer['kind'], string>;

/** POST /orders/supplier-order/{confirm,shipped,not-deliverable} with the link's token. */
export function useSupplierAnswer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: SupplierAnswer): Promise<SupplierOrderView> =>
      apiFetch(answerCalls[answer.kind], {
        method: 'POST',
        headers: bearer(token),
        json: answer.body,
        schema: SupplierOrderViewSchema,
      }),
    onSuccess: (view) => queryClient.setQueryData(supplierOrderKey(token), view),
  });
}
