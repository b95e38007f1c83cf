import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { found } from './poll';

/*
 * The buyer's purchasing system for the punch-out journeys (docs/procurement.md), as the OCI 5.0
 * specification has SAP behave: it opens the shop in the buyer's browser with a form of its
 * credentials and its HOOK_URL, and takes the cart back as the NEW_ITEM fields the shop's transfer
 * page posts there. It checks nothing on the shop's behalf: the journey asserts on what it received.
 */

/** One form post the partner received at its hook: the fields in the order sent (names repeat). */
export type ReceivedForm = [string, string][];

export interface ProcurementPartner {
  url: string;
  /** The address of the page that logs the buyer in to the shop by OCI. */
  ociStartPage: string;
  /** Where the shop must send the cart: the HOOK_URL of the OCI login. */
  hookUrl: string;
  /** Waits for the next cart the shop transfers to the hook. */
  nextTransfer(): Promise<ReceivedForm>;
  close(): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** A page that posts `fields` to `action` at once, as SAP's catalogue call does. */
const autoPostPage = (action: string, fields: Record<string, string>) =>
  '<!doctype html><html><body><form method="post" action="' +
  escapeHtml(action) +
  '">' +
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('') +
  '<button type="submit">Katalog</button></form><script>document.forms[0].submit()</script></body></html>';

/** Starts the partner on a free port of 127.0.0.1, logging in to `shopUrl` with these OCI credentials. */
export async function startProcurementPartner(
  shopUrl: string,
  oci: { username: string; password: string },
): Promise<ProcurementPartner> {
  const received: ReceivedForm[] = [];
  let url = '';
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://partner').pathname;
      if (request.method === 'GET' && path === '/oci/start') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          autoPostPage(`${shopUrl}/api/users/punchout/oci`, {
            USERNAME: oci.username,
            PASSWORD: oci.password,
            HOOK_URL: `${url}/oci/hook`,
            '~OkCode': 'ADDI',
            '~TARGET': '_top',
            '~CALLER': 'CTLG',
          }),
        );
        return;
      }
      if (request.method === 'POST' && path === '/oci/hook') {
        const form: ReceivedForm = [...new URLSearchParams(await readBody(request))];
        received.push(form);
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(`<!doctype html><html><body><p data-testid="partner-received">${form.length}</p></body></html>`);
        return;
      }
      response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let taken = 0;
  return {
    url,
    ociStartPage: `${url}/oci/start`,
    hookUrl: `${url}/oci/hook`,
    nextTransfer: () =>
      found('a cart transferred to the partner', () => (received.length > taken ? received[taken++] : undefined)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
