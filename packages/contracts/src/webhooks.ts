import { z } from 'zod';
import { CentsSchema, LocaleSchema } from './common';
import { FulfilmentStateSchema, ShipmentSchema } from './fulfilment';

/*
 * Signed webhooks for a company's ERP (docs/procurement.md, "Webhooks"): the endpoints an operator
 * configures per company, the deliveries' log, and the versioned payload the ERP receives.
 */

/** What an endpoint may receive: the orders service's events as an ERP names them. */
export const webhookEventTypes = [
  'order.placed',
  'order.part_confirmed',
  'order.part_shipped',
  'order.line_cancelled',
  'invoice.issued',
  'credit_note.issued',
] as const;
export const WebhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

/**
 * An endpoint's address as a URL with no user or password in it. Whether http and private
 * addresses are allowed is the service's configuration (the orders service checks it after this).
 */
export const WebhookUrlSchema = z
  .string()
  .max(2000, 'webhooks.url_invalid')
  .refine((text) => {
    try {
      const url = new URL(text);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'webhooks.url_invalid');

const WebhookEventsSchema = z
  .array(WebhookEventTypeSchema)
  .min(1, 'webhooks.events_required')
  .max(webhookEventTypes.length);
const DescriptionSchema = z.string().max(200);

/** An endpoint as operators see it: never its secret, which is shown once (WebhookSecretAnswerSchema). */
export const WebhookEndpointSchema = z.object({
  id: z.string().uuid(),
  company_id: z.string().min(1),
  url: z.string(),
  events: z.array(WebhookEventTypeSchema),
  active: z.boolean(),
  description: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When the signing secret was made or last rotated. */
  secret_rotated_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** POST /orders/backoffice/webhooks: a new endpoint of a company. */
export const WebhookEndpointBodySchema = z
  .strictObject({
    company_id: z.string().min(1, 'webhooks.company_required').max(100),
    url: WebhookUrlSchema,
    events: WebhookEventsSchema,
    active: z.boolean().default(true),
    description: DescriptionSchema.default(''),
  })
  .meta({
    examples: [{ company_id: 'c-rakennus', url: 'https://erp.example.fi/nordbau', events: ['order.placed'] }],
  });
export type WebhookEndpointBody = z.input<typeof WebhookEndpointBodySchema>;

/** PATCH /orders/backoffice/webhooks/{id}: the fields an operator changes; each optional. */
export const WebhookEndpointPatchSchema = z
  .strictObject({
    url: WebhookUrlSchema.optional(),
    events: WebhookEventsSchema.optional(),
    active: z.boolean().optional(),
    description: DescriptionSchema.optional(),
  })
  .meta({ examples: [{ active: false }, { events: ['order.placed', 'order.part_shipped'] }] });
export type WebhookEndpointPatch = z.infer<typeof WebhookEndpointPatchSchema>;

/** The endpoint with its signing secret: answered once, on creation and on each rotation. */
export const WebhookSecretAnswerSchema = z.object({ endpoint: WebhookEndpointSchema, secret: z.string() });
export type WebhookSecretAnswer = z.infer<typeof WebhookSecretAnswerSchema>;

export const WebhookParamsSchema = z.object({ id: z.string().uuid() });
/** A delivery's id (`wh_` and 32 hex digits, also its `webhook-id` header). */
export const WebhookDeliveryParamsSchema = z.object({
  id: z.string().regex(/^wh_[0-9a-f]{32}$/, 'validation.invalid'),
});
export const WebhookCompanyQuerySchema = z.object({ company: z.string().min(1).max(100) });

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed', 'dead'] as const;

/**
 * One event to one endpoint: `pending` while attempts remain, `delivered` on a 2xx, `failed` on a
 * 4xx other than 408 and 429 (the receiver refused it), `dead` once the attempts ran out.
 */
export const WebhookDeliverySchema = z.object({
  /** Also the `webhook-id` header: the same on every attempt and re-send, so the receiver acts once. */
  id: z.string(),
  endpoint_id: z.string().uuid(),
  company_id: z.string(),
  url: z.string(),
  event_type: WebhookEventTypeSchema,
  order_uuid: z.string().uuid(),
  order_number: z.string().nullable(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int().min(0),
  /** The receiver's last HTTP status; null before the first answer or when none came (network error). */
  last_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookListSchema = z.object({
  endpoints: z.array(WebhookEndpointSchema),
  /** The company's deliveries, newest first (the last 200). */
  deliveries: z.array(WebhookDeliverySchema),
});
export type WebhookList = z.infer<typeof WebhookListSchema>;

/** An invoice or credit note as its webhook names it: enough to book it, the PDF by its link. */
export const WebhookInvoiceSchema = z.object({
  uuid: z.uuid(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issue_date: z.iso.date(),
  /** The day the invoice is due; null on a credit note, which is paid back. */
  due_date: z.iso.date().nullable(),
  /** The payment reference to pay it under (Finnish and RF); null on a credit note. */
  reference: z.object({ national: z.string(), rf: z.string() }).nullable(),
  /** A credit note's invoice number; null on an invoice. */
  credits: z.string().nullable(),
  currency: z.literal('EUR'),
  totals: z.object({ net: CentsSchema, vat: CentsSchema, gross: CentsSchema }),
  /** The PDF (for a member of the company logged in to the shop) and the company's list of invoices. */
  links: z.object({ pdf: z.string(), invoices: z.string() }),
});
export type WebhookInvoice = z.infer<typeof WebhookInvoiceSchema>;

/** The body an ERP receives, version 1. Allow-listed fields only: no secrets, no access hashes, no operator names. */
export const WebhookPayloadSchema = z.object({
  version: z.literal(1),
  /** The delivery's id (as the `webhook-id` header). */
  id: z.string(),
  type: WebhookEventTypeSchema,
  occurred_at: z.string(),
  company_id: z.string(),
  order: z.object({
    uuid: z.string().uuid(),
    order_number: z.string().nullable(),
    completed_at: z.string().nullable(),
    locale: LocaleSchema.nullable(),
    order_reference: z.string().nullable(),
    purchase_order: z.string().nullable(),
    cost_center: z.string().nullable(),
    currency: z.literal('EUR'),
    total_price: CentsSchema,
    total_vat_price: CentsSchema,
    total_price_with_vat: CentsSchema,
    lines: z.array(z.object({ code: z.string(), title: z.string(), quantity: z.number().int(), price: CentsSchema })),
  }),
  /** The supplier's part the event is about (confirmed, shipped, a line cancelled); null for order.placed. */
  part: z
    .object({
      supplier_id: z.number().int().positive(),
      state: FulfilmentStateSchema,
      dispatch_date: z.string().nullable(),
      shipment: ShipmentSchema.nullable(),
      lines: z.array(z.object({ code: z.string(), quantity: z.number().int(), state: FulfilmentStateSchema })),
    })
    .nullable(),
  /** order.line_cancelled: the line the shop cancelled and why; null otherwise. */
  cancelled_line: z.object({ code: z.string(), quantity: z.number().int(), reason: z.string() }).nullable(),
  /** invoice.issued and credit_note.issued: the document as issued; null otherwise. */
  invoice: WebhookInvoiceSchema.nullable(),
});
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>;

/** The back office's webhooks page (mf-account). */
export const backofficeWebhooksPagePath = '/backoffice/webhooks';

/** The webhooks' calls (orders service), operators only. */
export const webhookCalls = {
  list: '/orders/backoffice/webhooks',
  create: '/orders/backoffice/webhooks',
  change: '/orders/backoffice/webhooks/:id',
  rotate: '/orders/backoffice/webhooks/:id/rotate',
  resend: '/orders/backoffice/webhook-deliveries/:id/resend',
} as const;
