import { z } from 'zod';
import { CentsSchema, LocaleSchema } from './common';

/** An order as its consumers are told of it: they read the rest from the order. */
const OrderCompletedSchema = z.object({
  orderId: z.number().int().positive(),
  uuid: z.string().uuid(),
  orderNumber: z.string(),
  locale: LocaleSchema,
  email: z.string().email(),
  additionalEmails: z.array(z.string().email()),
  totalWithVat: CentsSchema,
});

/**
 * Every event on the bus: its topic and its payload. Kafka and the in-process bus carry the
 * same envelopes; `id` lets consumers act once when an event is delivered twice.
 */
export const eventPayloads = {
  /**
   * The order may now be acted on (docs/events.md, "order.placed"): an invoice order completed
   * without approval, an order approved, a card order paid. Once per order (its id is derived from
   * the order's uuid): the confirmation, the seller's mail and the purchase orders follow.
   */
  'order.placed': OrderCompletedSchema,
  /**
   * Written by the releases before `order.placed`, no longer: read for one release by the orders'
   * compatibility subscribers, so that events still in the topic are acted on. Remove then.
   */
  'order.completed': OrderCompletedSchema,
  /** As `order.completed`: the earlier releases' card payment, read for one release. */
  'order.paid': OrderCompletedSchema.extend({ paymentId: z.string() }),
  /** An order above its buyer's limit waits: the company's admins are mailed the approval link. */
  'order.approval-requested': z.object({ uuid: z.string().uuid(), companyId: z.string().min(1) }),
  /** An admin approved or rejected an order: the buyer is told (an approved order is placed in the same write). */
  'order.approval-decided': z.object({ uuid: z.string().uuid(), decision: z.enum(['approved', 'rejected']) }),
  'order.offer-requested': z.object({
    uuid: z.string().uuid(),
    locale: LocaleSchema,
    email: z.string().email(),
    comments: z.string(),
  }),
  /**
   * An order's purchase order for one supplier was stored (docs/orders.md, "Fulfilment"): once per
   * order and supplier (its id is derived from both), so the supplier is mailed once.
   */
  'fulfilment.part-created': z.object({ uuid: z.string().uuid(), supplierId: z.number().int().positive() }),
  /** A supplier answered its purchase order: the buyer is told in the order's language. */
  'fulfilment.part-changed': z.object({
    uuid: z.string().uuid(),
    supplierId: z.number().int().positive(),
    change: z.enum(['confirmed', 'shipped', 'line_not_deliverable']),
    /** Which of the part's history entries this is: one event (and one mail) per answer. */
    historyIndex: z.number().int().min(0),
  }),
  /**
   * A buyer froze a cart into a quote request: the seller's sales address gets the pricing link, the
   * buyer an acknowledgement.
   */
  'quote.requested': z.object({ uuid: z.string().uuid() }),
  /** The buyer of a priced quote asked for changes: the seller gets the next round with a pricing link. */
  'quote.changes-requested': z.object({ uuid: z.string().uuid(), round: z.number().int().min(2) }),
  /** The seller priced a quote: the buyer gets it as a PDF with the link to accept it. */
  'quote.priced': z.object({ uuid: z.string().uuid() }),
  /**
   * An operator cancelled a line or asked for a mail again (docs/orders.md, "Back office"): the orders
   * service sends it under this event's own idempotency key. `logIndex` names the operator's action.
   */
  'backoffice.mail-requested': z.object({
    uuid: z.string().uuid(),
    mail: z.enum(['confirmation', 'seller_copy', 'purchase_order', 'fulfilment_update', 'line_cancelled']),
    supplierId: z.number().int().positive().optional(),
    historyIndex: z.number().int().min(0).optional(),
    logIndex: z.number().int().min(0),
  }),
  'cart.updated': z.object({ uuid: z.string().uuid(), length: z.number().int().min(0) }),
  'user.registered': z.object({ userid: z.number().int().positive(), email: z.string().email(), locale: LocaleSchema }),
  'user.magic-link-requested': z.object({ email: z.string().email(), locale: LocaleSchema, host: z.string() }),
  'search.query': z.object({ query_id: z.string().uuid(), query: z.string(), locale: LocaleSchema }),
  'search.click': z.object({
    query_id: z.string().uuid(),
    result_pos: z.number().int().min(0),
    variant_id: z.number().int().positive(),
    add_to_cart: z.boolean(),
  }),
  /**
   * An import made a new version of the catalogue live (its records and its search index): every
   * catalogue replica hears it, each in a consumer group of its own, and reads the new records.
   */
  'catalogue.imported': z.object({
    /** Where the records are: the source's alias. */
    source: z.string().min(1),
    variants: z.number().int().min(0),
  }),
  'analytics.event': z.object({
    name: z.string(),
    /** A stable pseudonym of the visitor (a hash of the cart cookie), never a cookie itself. */
    anonymousId: z.string().optional(),
    properties: z.record(z.string(), z.unknown()),
    value: z.number().optional(),
    currency: z.literal('EUR').optional(),
  }),
} as const;

export type Topic = keyof typeof eventPayloads;
export const topics = Object.keys(eventPayloads) as Topic[];
export type EventPayload<T extends Topic> = z.infer<(typeof eventPayloads)[T]>;

export interface EventEnvelope<T extends Topic = Topic> {
  id: string;
  topic: T;
  occurredAt: string;
  /** The request whose work published it (X-Request-Id), so its handlers log and publish under that id. */
  requestId?: string;
  payload: EventPayload<T>;
}

export function parseEvent<T extends Topic>(topic: T, payload: unknown): EventPayload<T> {
  return eventPayloads[topic].parse(payload) as EventPayload<T>;
}
