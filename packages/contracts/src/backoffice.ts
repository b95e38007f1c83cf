import { z } from 'zod';
import { OrderCreditApprovalSchema } from './approval';
import { CentsSchema } from './common';
import { IsoDaySchema, OrderStatusSchema } from './delivery';
import { FulfilmentStateSchema } from './fulfilment';

/*
 * The back office's order calls (docs/orders.md, "Back office"): operators only (a user with the
 * `operator` role, docs/sessions.md), under /orders/backoffice. These are their shapes and the
 * records an operator's actions leave on an order.
 */

/** Who did something to an order, as the timeline names them. */
export const TimelineActorSchema = z.object({
  kind: z.enum(['buyer', 'supplier', 'operator', 'system']),
  /** The buyer's e-mail, the supplier's name, the operator's e-mail; empty for the system. */
  name: z.string(),
});
export type TimelineActor = z.infer<typeof TimelineActorSchema>;

/** The mails an operator can send again, each as its own kind. */
export const resendableMails = ['confirmation', 'seller_copy', 'purchase_order', 'fulfilment_update'] as const;
export const ResendableMailSchema = z.enum(resendableMails);
export type ResendableMail = z.infer<typeof ResendableMailSchema>;

/** What an operator can do to an order; each is an entry of its timeline too. */
const operatorActions = [
  'line_cancelled',
  'marked_delivered',
  'marked_reviewed',
  'mail_resent',
  'credit_approved',
  'credit_rejected',
] as const;

/** What an operator did to an order, stored on it (`operator_log`) with who and when. */
export const OperatorActionSchema = z.object({
  at: z.string().datetime(),
  /** The operator's e-mail, as the users service knew it then. */
  operator: z.string(),
  action: z.enum(operatorActions),
  supplier_id: z.number().int().positive().optional(),
  variant_id: z.number().int().positive().optional(),
  /** mail_resent: which mail. */
  mail: ResendableMailSchema.optional(),
  /** mail_resent of a fulfilment update: which history entry of the supplier's part. */
  history_index: z.number().int().min(0).optional(),
  /** line_cancelled: the reason the buyer is told. */
  detail: z.string().optional(),
});
export type OperatorAction = z.infer<typeof OperatorActionSchema>;

/**
 * A line the shop cancelled after the order was sent: taken off the order's lines and totals, with
 * what it took off (its goods after every discount, and that amount's VAT at the order's rate).
 * Delivery costs stay as charged (docs/orders.md, "Back office": a cancelled line).
 */
export const CancelledLineSchema = z.object({
  /** The line as the order had it (order.ts's CartItemSchema without the catalogue's variant). */
  item: z.object({
    id: z.number().int().positive(),
    code: z.string(),
    variant_id: z.number().int().positive(),
    quantity: z.number().int().min(1),
    price: CentsSchema,
    discount: CentsSchema,
    fullTitle: z.string(),
    reference: z.string(),
  }),
  supplier_id: z.number().int().positive(),
  at: z.string().datetime(),
  reason: z.string(),
  credit: z.object({ net: CentsSchema, vat: CentsSchema, gross: CentsSchema }),
});
export type CancelledLine = z.infer<typeof CancelledLineSchema>;

/** GET /orders/backoffice/orders: search and filters, newest first, a page at a time. */
export const BackofficeOrderQuerySchema = z.object({
  /** Order number or uuid, buyer e-mail, company or reference (any part, any case). */
  q: z.string().trim().max(200, 'validation.too_long').optional(),
  state: OrderStatusSchema.optional(),
  supplier: z.coerce.number().int().positive().optional(),
  /** Sent on or after this day, on or before `to` (the shop's days, YYYY-MM-DD). */
  from: IsoDaySchema.optional(),
  to: IsoDaySchema.optional(),
  /** The page after the one that ended with this order id (the list's `next`). */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type BackofficeOrderQuery = z.infer<typeof BackofficeOrderQuerySchema>;

/** One order of the list. */
export const BackofficeOrderSummarySchema = z.object({
  uuid: z.string().uuid(),
  id: z.number().int().positive(),
  order_number: z.string(),
  order_status: OrderStatusSchema,
  completed_at: z.string().nullable(),
  buyer_email: z.string(),
  company: z.string(),
  reference: z.string(),
  total_price_with_vat: CentsSchema,
  suppliers: z.array(z.object({ id: z.number().int().positive(), name: z.string(), state: FulfilmentStateSchema })),
});
export type BackofficeOrderSummary = z.infer<typeof BackofficeOrderSummarySchema>;

export const BackofficeOrderListSchema = z.object({
  orders: z.array(BackofficeOrderSummarySchema),
  /** `before` for the next page; null on the last. */
  next: z.number().int().positive().nullable(),
});
export type BackofficeOrderList = z.infer<typeof BackofficeOrderListSchema>;

/** One event of an order's timeline. */
export const TimelineEntrySchema = z.object({
  at: z.string().datetime(),
  actor: TimelineActorSchema,
  type: z.enum([
    'completed',
    'part_created',
    'purchase_order_mailed',
    'part_confirmed',
    'part_shipped',
    'line_not_deliverable',
    ...operatorActions,
    'invoice_issued',
    'credit_note_issued',
  ]),
  supplier: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
  /** The lines it was about, by code and title. */
  lines: z.array(z.object({ variant_id: z.number().int().positive(), code: z.string(), title: z.string() })),
  /** The reason, the dispatch day, the carrier, the mail sent again, the invoice's or credit note's number. */
  detail: z.string(),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

/** A mail of the order an operator can send again, with what it takes to name it. */
export const ResendOptionSchema = z.object({
  mail: ResendableMailSchema,
  supplier: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
  history_index: z.number().int().min(0).nullable(),
  /** When the original went out (or the answer it told of happened). */
  at: z.string().datetime().nullable(),
});
export type ResendOption = z.infer<typeof ResendOptionSchema>;

/** GET /orders/backoffice/orders/:uuid */
export const BackofficeOrderSchema = z.object({
  summary: BackofficeOrderSummarySchema,
  lines: z.array(
    z.object({
      variant_id: z.number().int().positive(),
      code: z.string(),
      title: z.string(),
      quantity: z.number().int(),
      supplier_id: z.number().int().positive().nullable(),
      state: FulfilmentStateSchema.nullable(),
      reason: z.string().nullable(),
    }),
  ),
  cancelled_lines: z.array(CancelledLineSchema),
  timeline: z.array(TimelineEntrySchema),
  mails: z.array(ResendOptionSchema),
  /** On invoice above the company's credit limit: the shop's approval, pending or decided. */
  credit_approval: OrderCreditApprovalSchema.nullable(),
  /** What the status table allows an operator now; `decide_credit` while the credit approval is pending. */
  can: z.object({ mark_delivered: z.boolean(), mark_reviewed: z.boolean(), decide_credit: z.boolean() }),
});
export type BackofficeOrder = z.infer<typeof BackofficeOrderSchema>;

export const BackofficeOrderParamsSchema = z.object({ uuid: z.string().uuid() });

/** POST /orders/backoffice/orders/:uuid/cancel-line */
export const CancelLineBodySchema = z
  .object({
    supplier_id: z.number().int().positive(),
    variant_id: z.number().int().positive(),
    reason: z.string().trim().min(1, 'validation.required').max(500, 'validation.too_long'),
  })
  .strict()
  .meta({ examples: [{ supplier_id: 12, variant_id: 10482, reason: 'Der Lieferant führt das Zaunfeld nicht mehr.' }] });
export type CancelLineBody = z.infer<typeof CancelLineBodySchema>;

/** POST /orders/backoffice/orders/:uuid/resend-mail */
export const ResendMailBodySchema = z
  .object({
    mail: ResendableMailSchema,
    supplier_id: z.number().int().positive().optional(),
    history_index: z.number().int().min(0).optional(),
  })
  .strict()
  .meta({ examples: [{ mail: 'confirmation' }, { mail: 'purchase_order', supplier_id: 12 }] });
export type ResendMailBody = z.infer<typeof ResendMailBodySchema>;

/** The back office's pages (mf-account): noindex, operators only. */
export const backofficePagePath = '/backoffice';
export const backofficeOrderPagePath = (uuid: string) => `${backofficePagePath}/orders/${encodeURIComponent(uuid)}`;

export const backofficeOrderCalls = {
  list: '/orders/backoffice/orders',
  read: '/orders/backoffice/orders/:uuid',
  cancelLine: '/orders/backoffice/orders/:uuid/cancel-line',
  markDelivered: '/orders/backoffice/orders/:uuid/mark-delivered',
  markReviewed: '/orders/backoffice/orders/:uuid/mark-reviewed',
  resendMail: '/orders/backoffice/orders/:uuid/resend-mail',
  creditApproval: '/orders/backoffice/orders/:uuid/credit-approval',
} as const;
