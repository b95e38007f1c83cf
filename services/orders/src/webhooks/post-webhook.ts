import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { publicOnlyLookup, type WebhookAddressPolicy } from '@shop/service-kit';

/** Sends one signed body; answers the receiver's status, or throws when no answer came. */
export type PostWebhook = (url: string, body: string, headers: Record<string, string>) => Promise<number>;

/** Sends one body with its headers; answers the receiver's status and (the first 64 KB of) its body. */
export type PostToOperatorsUrl = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

/** The most of an answer kept: a cXML Response is a few hundred bytes. */
const answerLimit = 64 * 1024;

/**
 * POSTs over HTTP(S) to a public address only (@shop/service-kit's outbound-address.ts), redirects
 * not followed (a 3xx is the receiver's answer: following it would let the receiver point the shop
 * inside), the answer's body read up to 64 KB, the whole exchange bounded by `timeoutMs`.
 */
export function httpPostToOperatorsUrl(policy: WebhookAddressPolicy, timeoutMs = 10_000): PostToOperatorsUrl {
  const lookup = publicOnlyLookup(policy);
  return (url, body, headers) =>
    new Promise((resolve, reject) => {
      const send = url.startsWith('https:') ? httpsRequest : httpRequest;
      const request = send(url, { method: 'POST', lookup, timeout: timeoutMs, headers }, (response) => {
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (answer.length < answerLimit) answer += chunk.slice(0, answerLimit - answer.length);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: answer }));
        response.on('error', reject);
      });
      request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      request.on('error', reject);
      request.end(body);
    });
}

/** Webhooks as JSON, their answer's body dropped (the status is the receiver's whole answer). */
export function httpPostWebhook(policy: WebhookAddressPolicy, timeoutMs = 10_000): PostWebhook {
  const post = httpPostToOperatorsUrl(policy, timeoutMs);
  return async (url, body, headers) =>
    (
      await post(url, body, {
        ...headers,
        'content-type': 'application/json',
        'user-agent': 'Nordbau-Webhooks/1',
      })
    ).status;
}
