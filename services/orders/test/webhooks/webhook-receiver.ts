import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MemorySeenWebhookIds, verifyWebhook, type WebhookRefusal } from '@shop/service-kit';

export interface ReceivedWebhook {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** What verifyWebhook said: null for a genuine new delivery. */
  refusal: WebhookRefusal | null;
}

/**
 * An ERP's receiver on 127.0.0.1, as docs/procurement.md tells one to write it: the signature
 * verified on the raw body, a 400 for a refused one. `answers` are the statuses it gives, one per
 * request (then 200); any other than a 2xx forgets the id, so the shop's retry is let in.
 */
export async function startReceiver(secret: () => string, answers: number[] = [], now = () => new Date()) {
  const received: ReceivedWebhook[] = [];
  const seen = new MemorySeenWebhookIds();
  const waiting: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const refusal = await verifyWebhook({ secret: secret(), headers: request.headers, body, seen, now: now() });
        received.push({ headers: request.headers, body, refusal });
        const status = refusal ? 400 : (answers.shift() ?? 200);
        if (status >= 300) await seen.forget(String(request.headers['webhook-id']));
        response.writeHead(status).end();
        waiting.splice(0).forEach((wake) => wake());
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/nordbau`,
    received,
    /** Resolves once `count` requests have been answered. */
    async requests(count: number) {
      while (received.length < count) await new Promise<void>((wake) => waiting.push(wake));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
