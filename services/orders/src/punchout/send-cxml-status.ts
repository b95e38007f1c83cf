import type { FulfilmentEvent } from '@shop/contracts';
import { orderOf } from '../checkout/send-order-confirmation';
import type { OrderConsumerDeps, Subscriber } from '../events/subscriber';
import type { PostToOperatorsUrl } from '../webhooks/post-webhook';
import { confirmationRequest } from './cxml-confirmation-request';
import { userAgent } from './cxml-order-message';
import type { CxmlOriginStore } from './cxml-origin-store';
import { shipNoticeRequest } from './cxml-ship-notice-request';
import { cxmlAnswerTaken } from './cxml-status-answer';

export interface CxmlStatusDeps extends OrderConsumerDeps {
  cxmlStatus: {
    origins: CxmlOriginStore;
    post: PostToOperatorsUrl;
    /** The shop's public origin: its host names the shop in the documents' payloadIDs. */
    publicOrigin: string;
  };
}

/** The buyer's system did not take a status document: the bus tries the event again, then dead-letters it. */
export class CxmlStatusNotTaken extends Error {}

const hostOf = (origin: string) => (URL.canParse(origin) ? new URL(origin).hostname : 'localhost');

/**
 * A supplier's answer to an order a cXML OrderRequest placed goes back to the buyer's system
 * (docs/procurement.md, "Status documents"): a confirmation or a line it cannot deliver as a
 * `ConfirmationRequest`, a shipment as a `ShipNoticeRequest`, posted to the connection's status URL.
 * Taken only with a cXML Status 200; anything else throws, so the event bus retries it with back-off
 * and dead-letters it after its last attempt (operators replay it on /backoffice/dead-letters).
 * Once per answer: the consumer records the event as processed after a taken document.
 */
export const cxmlStatusDocuments: Subscriber<'fulfilment.part-changed', CxmlStatusDeps> = {
  event: 'fulfilment.part-changed',
  group: 'orders-cxml-status',
  async handle(event, deps) {
    const { uuid, supplierId, change, historyIndex } = event.payload;
    const origin = await deps.cxmlStatus.origins.of(uuid);
    if (!origin) return;
    const order = await orderOf(deps, uuid);
    const part = order.fulfilment?.parts.find((p) => p.supplier.id === supplierId);
    const entry: FulfilmentEvent | undefined = part?.history[historyIndex];
    if (!order.order_number || !part || !entry) throw new Error(`order ${uuid} has no such answer of ${supplierId}`);
    const meta = {
      host: hostOf(deps.cxmlStatus.publicOrigin),
      now: (deps.now ?? (() => new Date()))(),
      lang: order.locale ?? 'en',
    };
    const document =
      change === 'shipped'
        ? shipNoticeRequest(origin, { orderNumber: order.order_number, part }, meta)
        : confirmationRequest(origin, { orderNumber: order.order_number, part, entry }, meta);
    const answer = await deps.cxmlStatus.post(origin.statusUrl, document, {
      'content-type': 'text/xml; charset=utf-8',
      'user-agent': userAgent,
    });
    if (answer.status < 200 || answer.status >= 300 || !cxmlAnswerTaken(answer.body))
      throw new CxmlStatusNotTaken(
        `the buyer's system did not take the ${change} document of ${order.order_number}: HTTP ${answer.status}`,
      );
  },
};
