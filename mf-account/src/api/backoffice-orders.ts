import {
  apiCalls,
  type ApprovalDecisionBody,
  type BackofficeOrder,
  type BackofficeOrderList,
  type BackofficeOrderQuery,
  type CancelLineBody,
  type ResendMailBody,
} from '@shop/contracts';
import { callApi } from '@shop/state';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const ordersKey = ['orders', 'backoffice', 'orders'] as const;

export type OrderFilters = Omit<BackofficeOrderQuery, 'before' | 'limit'>;

/** GET /orders/backoffice/orders: a page at a time, newest first (operators only). */
export const backofficeOrdersQuery = (filters: OrderFilters) =>
  infiniteQueryOptions({
    queryKey: [...ordersKey, 'list', filters],
    queryFn: ({ pageParam, signal }): Promise<BackofficeOrderList> =>
      callApi(apiCalls.backofficeOrders.list, {
        query: { ...filters, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next,
    // A refusal (not an operator, session ended) is an answer, not a hiccup.
    retry: false,
  });

/** GET /orders/backoffice/orders/:uuid: the order with its timeline. */
export const backofficeOrderQuery = (uuid: string) =>
  queryOptions({
    queryKey: [...ordersKey, 'one', uuid],
    queryFn: ({ signal }): Promise<BackofficeOrder> =>
      callApi(apiCalls.backofficeOrders.read, { params: { uuid }, signal }),
    retry: false,
  });

export type OrderAction =
  | { kind: 'cancel'; body: CancelLineBody }
  | { kind: 'delivered' }
  | { kind: 'reviewed' }
  | { kind: 'resend'; body: ResendMailBody }
  | { kind: 'credit'; body: ApprovalDecisionBody };

/** An operator's change of one order; the answer is the order as it is now, the list is read again. */
export function useOrderAction(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OrderAction): Promise<BackofficeOrder> => {
      const params = { uuid };
      switch (action.kind) {
        case 'cancel':
          return callApi(apiCalls.backofficeOrders.cancelLine, { params, body: action.body });
        case 'delivered':
          return callApi(apiCalls.backofficeOrders.markDelivered, { params });
        case 'reviewed':
          return callApi(apiCalls.backofficeOrders.markReviewed, { params });
        case 'resend':
          return callApi(apiCalls.backofficeOrders.resendMail, { params, body: action.body });
        case 'credit':
          return callApi(apiCalls.backofficeOrders.decideCredit, { params, body: action.body });
      }
    },
    onSuccess: (order) => {
      queryClient.setQueryData(backofficeOrderQuery(uuid).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
    },
  });
}
