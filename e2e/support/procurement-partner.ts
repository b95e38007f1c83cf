import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  cxmlAttribute,
  cxmlChild,
  cxmlChildren,
  cxmlStatusResponse,
  cxmlText,
  parseCxml,
  type CxmlCredential,
} from '@shop/service-kit/cxml';
import { orderRequestXml, setupRequestXml, type CxmlTestAddress } from '../../packages/service-kit/test/cxml-buyer';
import { found } from './poll';

/*
 * The buyer's purchasing system for the punch-out journeys (docs/procurement.md). As the OCI 5.0
 * specification has SAP behave, it opens the shop in the buyer's browser with a form of its
 * credentials and its HOOK_URL, and takes the cart back as the NEW_ITEM fields the shop's transfer
 * page posts there. As cXML 1.2 has Ariba or Coupa behave, it posts a PunchOutSetupRequest to the
 * shop, sends the buyer's browser to the StartPage of the answer, and takes the cart back as the
 * PunchOutOrderMessage posted to its BrowserFormPost URL; once its buyer approved the requisition,
 * it orders those lines with an OrderRequest of its own purchase-order number, and takes the status
 * documents of that order (ConfirmationRequest, ShipNoticeRequest) at its status URL with a cXML
 * Status 200. It checks nothing on the shop's behalf: the journeys assert on what it received.
 */

/** One form post the partner received at its hook: the fields in the order sent (names repeat). */
export type ReceivedForm = [string, string][];

export interface ProcurementPartner {
  url: string;
  /** The address of the page that logs the buyer in to the shop by OCI. */
  ociStartPage: string;
  /** Where the shop must send the cart: the HOOK_URL of the OCI login. */
  hookUrl: string;
  /** Waits for the next cart the shop transfers to the hook or the BrowserFormPost URL. */
  nextTransfer(): Promise<ReceivedForm>;
  /** Where the shop must send a cXML cart: the setup's BrowserFormPost URL. */
  browserFormPost: string;
  /** Posts a PunchOutSetupRequest to the shop: the HTTP status and the cXML answer. */
  cxmlSetup(buyerCookie: string): Promise<{ status: number; xml: string; startPage: string | undefined }>;
  /**
   * Orders the lines of a PunchOutOrderMessage it received (their SupplierPartID,
   * SupplierPartAuxiliaryID, quantity and UnitPrice) as an OrderRequest: the document sent, the HTTP
   * status and the cXML answer.
   */
  cxmlOrder(order: {
    message: string;
    orderId: string;
    payloadId: string;
    billTo: CxmlTestAddress;
    shipTo?: CxmlTestAddress;
  }): Promise<{ request: string; status: number; xml: string }>;
  /** Where the shop posts the status documents: the connection's status URL. */
  statusUrl: string;
  /** The status documents received so far, as sent. */
  statusDocuments(): string[];
  close(): Promise<void>;
}

/** The lines of a PunchOutOrderMessage as an OrderRequest takes them back. */
function linesOf(message: string) {
  const order = cxmlChild(parseCxml(message), 'Message', 'PunchOutOrderMessage');
  return cxmlChildren(order, 'ItemIn').map((item) => ({
    code: cxmlText(item, 'ItemID', 'SupplierPartID') ?? '',
    auxiliaryId: cxmlText(item, 'ItemID', 'SupplierPartAuxiliaryID'),
    quantity: Number(cxmlAttribute(item, 'quantity')),
    unitPrice: cxmlText(item, 'ItemDetail', 'UnitPrice', 'Money') ?? '',
    description: cxmlText(item, 'ItemDetail', 'Description') ?? '',
  }));
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
  credentials: {
    oci?: { username: string; password: string };
    cxml?: { from: CxmlCredential; sharedSecret: string };
  },
): Promise<ProcurementPartner> {
  const { oci, cxml } = credentials;
  const received: ReceivedForm[] = [];
  const statusDocuments: string[] = [];
  let url = '';
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://partner').pathname;
      if (request.method === 'GET' && path === '/oci/start' && oci) {
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
      if (request.method === 'POST' && (path === '/oci/hook' || path === '/cxml/return')) {
        const form: ReceivedForm = [...new URLSearchParams(await readBody(request))];
        received.push(form);
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(`<!doctype html><html><body><p data-testid="partner-received">${form.length}</p></body></html>`);
        return;
      }
      if (request.method === 'POST' && path === '/cxml/status') {
        statusDocuments.push(await readBody(request));
        response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
        response.end(
          cxmlStatusResponse(
            { payloadId: `${Date.now()}.status@partner.example`, timestamp: new Date(), lang: 'en' },
            200,
            'OK',
          ),
        );
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
    browserFormPost: `${url}/cxml/return`,
    statusUrl: `${url}/cxml/status`,
    statusDocuments: () => [...statusDocuments],
    cxmlSetup: async (buyerCookie) => {
      if (!cxml) throw new Error('the partner has no cXML credentials');
      const response = await fetch(`${shopUrl}/api/users/punchout/cxml/setup`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8' },
        body: setupRequestXml({ ...cxml, buyerCookie, browserFormPost: `${url}/cxml/return` }),
      });
      const xml = await response.text();
      const startPage = cxmlText(parseCxml(xml), 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL');
      return { status: response.status, xml, startPage };
    },
    cxmlOrder: async ({ message, orderId, payloadId, billTo, shipTo }) => {
      if (!cxml) throw new Error('the partner has no cXML credentials');
      const request = orderRequestXml({ ...cxml, payloadId, orderId, lines: linesOf(message), billTo, shipTo });
      const response = await fetch(`${shopUrl}/api/orders/cxml/order`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8' },
        body: request,
      });
      return { request, status: response.status, xml: await response.text() };
    },
    nextTransfer: () =>
      found('a cart transferred to the partner', () => (received.length > taken ? received[taken++] : undefined)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
