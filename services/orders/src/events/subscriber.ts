import type { EventEnvelope, Locale, Seller, Topic } from '@shop/contracts';
import { onceOnly, type EventBus, type Mailer } from '@shop/service-kit';
import type { OrderStore } from '../shared/order-store';
import type { PdfRenderer } from '../documents/pdf-renderer';
import type { OrderLinkMailing } from './order-link-text';

/** What every consumer of the orders service has. */
export interface OrderConsumerDeps {
  bus: EventBus;
  store: OrderStore;
  mailer: Mailer;
  pdf: PdfRenderer;
  seller: Seller;
  /** The language of the mail that tells the seller's sales address about an order (default German). */
  sellerLocale?: Locale;
  /** The order link every mail to the buyer carries (docs/orders.md, "The buyer's order link"). */
  orderLink?: OrderLinkMailing;
  now?: () => Date;
}

/**
 * One consumer of the orders service, declared in a file of its own and listed in subscribers.ts:
 * the event it acts on, its consumer group and what it does with one event.
 */
export interface Subscriber<T extends Topic, D> {
  event: T;
  /** Its consumer group: also the name its processed events and its mails' idempotency keys go under. */
  group: string;
  handle(event: EventEnvelope<T>, deps: D): Promise<void>;
}

/**
 * Subscribes one subscriber to the bus. It acts once per event id however often the bus delivers
 * it: the event is recorded as processed in the orders' store after the handler, and a redelivery
 * after a crash between the two repeats the handler, whose mails carry the same idempotency key.
 */
export async function subscribe<T extends Topic, D extends Pick<OrderConsumerDeps, 'bus' | 'store'>>(
  subscriber: Subscriber<T, D>,
  deps: D,
): Promise<void> {
  await deps.bus.subscribe(
    subscriber.group,
    subscriber.event,
    onceOnly<T>(subscriber.group, deps.store, (event) => subscriber.handle(event, deps)),
  );
}
