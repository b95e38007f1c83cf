import { createHash } from 'node:crypto';
import {
  WebhookPayloadSchema,
  type EventEnvelope,
  type Invoice,
  type Order,
  type Topic,
  type WebhookEventType,
} from '@shop/contracts';
import { orderOf } from '../checkout/send-order-confirmation';
import type { OrderConsumerDeps, Subscriber } from '../events/subscriber';
import { webhookPayload, type WebhookSubject } from './webhook-payload';
import type { WebhookStore } from './webhook-store';

export interface WebhookDeps extends OrderConsumerDeps {
  webhooks: { store: WebhookStore; sender: { notify(): void } };
}

/**
 * One delivery per event and endpoint: its id is derived from both, so the event delivered again
 * (a redelivery, a second replica's consumer) queues nothing new, and the receiver sees one id.
 */
export const deliveryId = (eventId: string, endpointId: string) =>
  `wh_${createHash('sha256').update(`${eventId}:${endpointId}`).digest('hex').slice(0, 32)}`;

/**
 * Queues the event for every active endpoint of the order's company that takes its type, with the
 * body as the order stands now (sent as it is on every attempt). Orders of no company go nowhere.
 */
async function queueFor(
  deps: WebhookDeps,
  event: EventEnvelope,
  uuid: string,
  type: WebhookEventType,
  subject?: WebhookSubject,
): Promise<void> {
  await queueWebhooks(deps, await orderOf(deps, uuid), type, event, subject);
}

/** queueFor with the order read already; `about` is what the deliveries' ids are derived from. */
async function queueWebhooks(
  deps: Pick<WebhookDeps, 'webhooks' | 'now'>,
  order: Order,
  type: WebhookEventType,
  about: { id: string; occurredAt: string },
  subject?: WebhookSubject,
): Promise<void> {
  const companyId = order.company?.id;
  if (!companyId) return;
  const endpoints = (await deps.webhooks.store.endpointsOf(companyId)).filter(
    (endpoint) => endpoint.active && endpoint.events.includes(type),
  );
  if (endpoints.length === 0) return;
  const deliveries = endpoints.map((endpoint) => {
    const id = deliveryId(about.id, endpoint.id);
    const payload = webhookPayload(order, type, { id, occurredAt: about.occurredAt, companyId }, subject);
    return {
      id,
      endpoint_id: endpoint.id,
      company_id: companyId,
      url: endpoint.url,
      event_type: type,
      order_uuid: order.uuid,
      order_number: order.order_number,
      body: JSON.stringify(WebhookPayloadSchema.parse(payload)),
    };
  });
  await deps.webhooks.store.enqueue(deliveries, (deps.now ?? (() => new Date()))());
  deps.webhooks.sender.notify();
}

/**
 * invoice.issued or credit_note.issued for each document, once: the deliveries' ids are derived
 * from the document's uuid, so the invoicing consumer naming it again (a redelivery, a later event
 * that finds it issued) queues nothing new.
 */
export async function queueInvoiceWebhooks(
  deps: Pick<WebhookDeps, 'webhooks' | 'now'>,
  order: Order,
  documents: readonly Invoice[],
  publicOrigin: string,
): Promise<void> {
  for (const document of documents)
    await queueWebhooks(
      deps,
      order,
      document.kind === 'invoice' ? 'invoice.issued' : 'credit_note.issued',
      { id: `invoice:${document.uuid}`, occurredAt: document.issued_at ?? `${document.issue_date}T00:00:00.000Z` },
      { invoice: { document, publicOrigin } },
    );
}

const webhookOn = <T extends Topic>(
  event: T,
  group: string,
  handle: (event: EventEnvelope<T>, deps: WebhookDeps) => Promise<void>,
): Subscriber<T, WebhookDeps> => ({ event, group, handle });

/** order.placed to the company's ERP. */
export const placedWebhook = webhookOn('order.placed', 'orders-webhook-placed', (event, deps) =>
  queueFor(deps, event, event.payload.uuid, 'order.placed'),
);

/** A supplier confirmed or shipped its part (a line it cannot deliver is the shop's to sort out first). */
export const fulfilmentWebhook = webhookOn('fulfilment.part-changed', 'orders-webhook-fulfilment', (event, deps) => {
  const { uuid, supplierId, change } = event.payload;
  if (change === 'line_not_deliverable') return Promise.resolve();
  const type = change === 'confirmed' ? 'order.part_confirmed' : 'order.part_shipped';
  return queueFor(deps, event, uuid, type, { supplierId });
});

/** The shop cancelled a line (the back office's cancellation, announced with its mail). */
export const lineCancelledWebhook = webhookOn(
  'backoffice.mail-requested',
  'orders-webhook-line-cancelled',
  async (event, deps) => {
    const { uuid, mail, logIndex } = event.payload;
    if (mail !== 'line_cancelled') return;
    const action = (await orderOf(deps, uuid)).operator_log?.[logIndex];
    await queueFor(deps, event, uuid, 'order.line_cancelled', {
      supplierId: action?.supplier_id,
      cancelledVariantId: action?.variant_id,
    });
  },
);
