import type { Topic } from '@shop/contracts';
import { backofficeMail, type BackofficeMailDeps } from '../backoffice/send-backoffice-mails';
import {
  creditOnCancellation,
  invoiceOnFulfilment,
  invoiceOnPlaced,
  type InvoicingDeps,
} from '../invoicing/issue-invoices';
import { legacySubscribers } from './placed-before-order-placed';
import { purchaseOrderRouting, type RoutingDeps } from '../fulfilment/route-purchase-orders';
import { approvalDecisionMail, approvalRequestMail, type ApprovalMailDeps } from '../approvals/send-approval-mails';
import { fulfilmentUpdateMail } from '../fulfilment/send-fulfilment-updates';
import { offerMail } from '../documents/send-offer';
import { confirmationMail } from '../checkout/send-order-confirmation';
import { purchaseOrderMail } from '../fulfilment/send-purchase-orders';
import {
  quoteAckMail,
  quoteChangesMail,
  quotePricedMail,
  quoteSellerMail,
  type QuoteMailDeps,
} from '../quotes/send-quote-mails';
import { sellerCopyMail } from '../checkout/send-seller-order-mail';
import { subscribe, type Subscriber } from './subscriber';
import { cxmlStatusDocuments, type CxmlStatusDeps } from '../punchout/send-cxml-status';
import {
  fulfilmentWebhook,
  lineCancelledWebhook,
  placedWebhook,
  type WebhookDeps,
} from '../webhooks/webhook-subscribers';

/** Everything the orders service's subscribers use between them. */
export type SubscriberDeps = BackofficeMailDeps &
  RoutingDeps &
  ApprovalMailDeps &
  QuoteMailDeps &
  InvoicingDeps &
  WebhookDeps &
  CxmlStatusDeps;

/** Any one of the table's subscribers, whatever its event. */
export type OrderSubscriber = { [T in Topic]: Subscriber<T, SubscriberDeps> }[Topic];

/** The orders service's consumers: a new one is a file of its own and a line here. */
export const orderSubscribers: readonly OrderSubscriber[] = [
  confirmationMail,
  sellerCopyMail,
  purchaseOrderRouting,
  ...legacySubscribers,
  purchaseOrderMail,
  fulfilmentUpdateMail,
  offerMail,
  backofficeMail,
  quoteSellerMail,
  quoteAckMail,
  quoteChangesMail,
  quotePricedMail,
  approvalRequestMail,
  approvalDecisionMail,
  invoiceOnFulfilment,
  invoiceOnPlaced,
  creditOnCancellation,
  placedWebhook,
  fulfilmentWebhook,
  lineCancelledWebhook,
  cxmlStatusDocuments,
];

/**
 * Subscribes the given subscribers (createOrders: the whole table; a test: the ones it exercises).
 * Each group's subscribers one after another (the Kafka bus restarts a group's consumer with its whole
 * subscription, and two starts of one group side by side would leave two consumers), the groups side
 * by side: on Kafka each group joins on its own, and one after another the joins were most of the
 * service's start. Each group's first subscribe is called in the table's order.
 */
export async function subscribeAll(subscribers: readonly OrderSubscriber[], deps: SubscriberDeps): Promise<void> {
  const byGroup = new Map<string, OrderSubscriber[]>();
  for (const subscriber of subscribers)
    byGroup.set(subscriber.group, [...(byGroup.get(subscriber.group) ?? []), subscriber]);
  await Promise.all(
    [...byGroup.values()].map(async (group) => {
      for (const subscriber of group) await subscribe(subscriber, deps);
    }),
  );
}
