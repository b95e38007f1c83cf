import {
  apiCalls,
  type AddRequisitionListLineBody,
  type ChangeRequisitionListBody,
  type ChangeRequisitionListLineBody,
  type RequisitionListView,
} from '@shop/contracts';
import { callApi, useCartStore, useReceiveCart } from '@shop/state';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const calls = apiCalls.requisitionLists;
const listsKey = ['orders', 'lists'] as const;

/** GET /orders/lists: the buyer's own lists and their company's shared ones (only with a session). */
export const requisitionListsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: listsKey,
    queryFn: ({ signal }) => callApi(calls.list, { signal }),
    enabled,
  });

/** GET /orders/lists/{uuid}: one list its reader may open. */
export const requisitionListQuery = (uuid: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...listsKey, uuid],
    queryFn: ({ signal }) => callApi(calls.read, { params: { uuid }, signal }),
    enabled,
    // A 404 (not shared, deleted) is an answer, not a hiccup.
    retry: false,
  });

/** A change of one list (its name, sharing, lines): its page shows the answer, the overview is read again. */
function useListChange<Vars>(change: (vars: Vars) => Promise<RequisitionListView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (list) => {
      queryClient.setQueryData([...listsKey, list.uuid], list);
      void queryClient.invalidateQueries({ queryKey: listsKey, exact: true });
    },
  });
}

export const useChangeList = (uuid: string) =>
  useListChange((body: ChangeRequisitionListBody) => callApi(calls.change, { params: { uuid }, body }));

export const useAddListLine = (uuid: string) =>
  useListChange((body: AddRequisitionListLineBody) => callApi(calls.addLine, { params: { uuid }, body }));

export const useChangeListLine = (uuid: string) =>
  useListChange(({ variantId, body }: { variantId: number; body: ChangeRequisitionListLineBody }) =>
    callApi(calls.changeLine, { params: { uuid, variantId }, body }),
  );

export const useRemoveListLine = (uuid: string) =>
  useListChange((variantId: number) => callApi(calls.removeLine, { params: { uuid, variantId } }));

export function useDeleteList(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(calls.remove, { params: { uuid } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}

/** POST /orders/lists/{uuid}/to-cart: the list's lines into the buyer's current cart (or a new one). */
export function useListToCart(uuid: string) {
  const receiveCart = useReceiveCart();
  const currentCart = useCartStore((state) => state.cartUuid);
  return useMutation({
    mutationFn: () => callApi(calls.toCart, { params: { uuid }, body: currentCart ? { cart: currentCart } : {} }),
    onSuccess: ({ cart }) => receiveCart(cart),
  });
}

/** POST /orders/lists/{uuid}/order-now: a new cart of the list's lines, which the buyer takes to checkout. */
export function useOrderListNow(uuid: string) {
  const receiveCart = useReceiveCart();
  return useMutation({
    mutationFn: () => callApi(calls.orderNow, { params: { uuid } }),
    onSuccess: ({ cart }) => receiveCart(cart),
  });
}
