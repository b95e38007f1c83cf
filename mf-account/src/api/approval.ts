import { apiCalls, type ApprovalDecisionBody } from '@shop/contracts';
import { callApi } from '@shop/state';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const approvalKey = (uuid: string) => ['orders', 'approval', uuid] as const;

/** GET /orders/approval/{uuid}: the order as its company's admin sees it. A refusal (401, 403, 404) is final. */
export const approvalQuery = (uuid: string) =>
  queryOptions({
    queryKey: approvalKey(uuid),
    queryFn: ({ signal }) => callApi(apiCalls.orders.approval, { params: { uuid }, signal }),
    retry: false,
  });

/** POST /orders/approval/{uuid}: approve or reject; the answer (the decided order) replaces the one read. */
export function useDecideApproval(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApprovalDecisionBody) => callApi(apiCalls.orders.decideApproval, { params: { uuid }, body }),
    onSuccess: (order) => queryClient.setQueryData(approvalKey(uuid), order),
    // Decided meanwhile by another admin (409): show the order as it now stands.
    onError: () => queryClient.invalidateQueries({ queryKey: approvalKey(uuid) }),
  });
}
