import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { publicOnlyLookup, type WebhookAddressPolicy } from '@shop/service-kit';

/** Sends one signed body; answers the receiver's status, or throws when no answer came. */
export type PostWebhook = (url: string, body: string, headers: Record<string, string>) => Promise<number>;

/**
 * POSTs over HTTP(S) to a public address only (@shop/service-kit's outbound-address.ts), redirects not followed (a
 * 3xx is the receiver's answer: following it would let an ERP point the shop inside), the
 * answer's body read and dropped, the whole exchange bounded by `timeoutMs`.
 */
export function httpPostWebhook(policy: WebhookAddressPolicy, timeoutMs = 10_000): PostWebhook {
  const lookup = publicOnlyLookup(policy);
  return (url, body, headers) =>
    new Promise((resolve, reject) => {
      const send = url.startsWith('https:') ? httpsRequest : httpRequest;
      const request = send(
        url,
        {
          method: 'POST',
          lookup,
          timeout: timeoutMs,
          headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'Nordbau-Webhooks/1' },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      request.on('error', reject);
      request.end(body);
    });
}
