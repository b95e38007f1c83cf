import { apiCalls, type WebhookEndpointBody, type WebhookEndpointPatch, type WebhookList } from '@shop/contracts';
import { callApi } from '@shop/state';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const webhooksKey = ['orders', 'backoffice', 'webhooks'] as const;

/** GET /orders/backoffice/webhooks: a company's endpoints and delivery log (operators only). */
export const webhooksQuery = (company: string) =>
  queryOptions({
    queryKey: [...webhooksKey, company],
    queryFn: ({ signal }): Promise<WebhookList> => callApi(apiCalls.webhooks.list, { query: { company }, signal }),
    enabled: company !== '',
    // A refusal (not an operator, session ended) is an answer, not a hiccup.
    retry: false,
  });

export type WebhookChange =
  | { kind: 'create'; body: WebhookEndpointBody }
  | { kind: 'change'; id: string; body: WebhookEndpointPatch }
  | { kind: 'rotate'; id: string }
  | { kind: 'resend'; id: string };

/** Every change of the page; the list is read again after. Creation and rotation answer the secret. */
export function useWebhookChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: WebhookChange): Promise<{ secret?: string; url?: string }> => {
      switch (change.kind) {
        case 'create': {
          const { endpoint, secret } = await callApi(apiCalls.webhooks.create, { body: change.body });
          return { secret, url: endpoint.url };
        }
        case 'rotate': {
          const { endpoint, secret } = await callApi(apiCalls.webhooks.rotate, { params: { id: change.id } });
          return { secret, url: endpoint.url };
        }
        case 'change':
          await callApi(apiCalls.webhooks.change, { params: { id: change.id }, body: change.body });
          return {};
        case 'resend':
          await callApi(apiCalls.webhooks.resend, { params: { id: change.id } });
          return {};
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}
