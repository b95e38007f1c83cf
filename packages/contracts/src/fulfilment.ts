import { z } from 'zod';
import { LocaleSchema, type Locale } from './common';
import { IsoDaySchema, DeliveryMethodTypeSchema, DeliveryWindowShape, OwnFreightSchema } from './delivery';
import { hasControlCharacters } from './validation';

/*
 * Fulfilment (docs/orders.md, "Fulfilment"): a sent order is split into one purchase order per
 * supplier, each mailed to the supplier with a signed link to a page where the supplier answers
 * without an account. These are the shapes of the supplier records, the parts stored on the order
 * and the supplier's calls.
 */

export const supplierCountries = ['FI', 'DE', 'EE', 'SE'] as const;
export const SupplierCountrySchema = z.enum(supplierCountries);
export type SupplierCountry = z.infer<typeof SupplierCountrySchema>;

/** The language a supplier is written to: its country's, English for Swedish suppliers (no Swedish texts). */
export const supplierLanguageOf: Readonly<Record<SupplierCountry, Locale>> = { FI: 'fi', DE: 'de', EE: 'et', SE: 'en' };

/** GET /suppliers/{id}: a supplier as anyone may see it (its contact e-mail is the shop's business only). */
export const SupplierSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  country: SupplierCountrySchema,
  city: z.string(),
  /** The language purchase orders, mails and the supplier page speak to this supplier. */
  language: LocaleSchema,
  /** Working days from a confirmed purchase order to dispatch, as the supplier usually needs. */
  lead_time_days: z.number().int().min(1),
});
export type Supplier = z.infer<typeof SupplierSchema>;

/** GET /internal/suppliers/{id} (catalogue, not routed by the gateway): with the address purchase orders go to. */
export const SupplierContactSchema = SupplierSchema.extend({ email: z.string().email() });
export type SupplierContact = z.infer<typeof SupplierContactSchema>;

/**
 * A line's (and a part's) state. received → confirmed → shipped; any line not yet shipped may be
 * reported not_deliverable instead. A part is as far as its deliverable lines: all not deliverable
 * is not_deliverable, all of the others shipped is shipped, all confirmed (or shipped) is confirmed.
 */
export const fulfilmentStates = ['received', 'confirmed', 'shipped', 'not_deliverable'] as const;
export const FulfilmentStateSchema = z.enum(fulfilmentStates);
export type FulfilmentState = z.infer<typeof FulfilmentStateSchema>;

export const FulfilmentActorSchema = z.enum(['system', 'supplier', 'operator']);
export type FulfilmentActor = z.infer<typeof FulfilmentActorSchema>;

/** Something that happened to a part, with when and who: the order's timeline is made of these. */
export const FulfilmentEventSchema = z.object({
  at: z.string().datetime(),
  actor: FulfilmentActorSchema,
  type: z.enum(['created', 'mailed', 'confirmed', 'shipped', 'line_not_deliverable']),
  /** The line the event is about (line_not_deliverable, and confirmed when it named lines). */
  variant_ids: z.array(z.number().int().positive()).optional(),
  /** The supplier's reason for a line not deliverable, the dispatch date of a confirmation, a carrier. */
  detail: z.string().optional(),
});
export type FulfilmentEvent = z.infer<typeof FulfilmentEventSchema>;

/** One line of a purchase order: what to deliver, never what the buyer paid for it. */
export const FulfilmentLineSchema = z.object({
  variant_id: z.number().int().positive(),
  code: z.string(),
  title: z.string(),
  quantity: z.number().int().min(1),
  /** The buyer's reference for this line (printed on the delivery note). */
  reference: z.string(),
  state: FulfilmentStateSchema,
  /** Why the supplier cannot deliver it; null unless not_deliverable. */
  reason: z.string().nullable(),
});
export type FulfilmentLine = z.infer<typeof FulfilmentLineSchema>;

export const ShipmentSchema = z.object({
  carrier: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string().nullable(),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

/** One supplier's share of an order, stored on the order (`fulfilment.parts`). */
export const FulfilmentPartSchema = z.object({
  supplier: z.object({ id: z.number().int().positive(), name: z.string(), language: LocaleSchema }),
  state: FulfilmentStateSchema,
  lines: z.array(FulfilmentLineSchema).min(1),
  created_at: z.string().datetime(),
  /** When the purchase order went to the supplier's address; null until it did. */
  mailed_at: z.string().datetime().nullable(),
  confirmed_at: z.string().datetime().nullable(),
  /** The day the supplier says the goods leave (YYYY-MM-DD), given with the confirmation. */
  dispatch_date: z.string().nullable(),
  shipped_at: z.string().datetime().nullable(),
  shipment: ShipmentSchema.nullable(),
  history: z.array(FulfilmentEventSchema),
});
export type FulfilmentPart = z.infer<typeof FulfilmentPartSchema>;

export const FulfilmentSchema = z.object({ parts: z.array(FulfilmentPartSchema) });
export type Fulfilment = z.infer<typeof FulfilmentSchema>;

/** What the supplier's link token says: this order, this supplier, for answering its purchase order. */
export const supplierLinkPurpose = 'supplier_order';
export const SupplierLinkClaimsSchema = z.object({
  order: z.string().uuid(),
  supplier: z.number().int().positive(),
  purpose: z.literal(supplierLinkPurpose),
});
export type SupplierLinkClaims = z.infer<typeof SupplierLinkClaimsSchema>;

/**
 * The supplier's page. The token is in the address's fragment (`/supplier-order#<token>`): a
 * fragment is never sent to a server, so it stays out of access logs, proxies and Referer headers;
 * the page sends it as `Authorization: Bearer <token>` to the calls below.
 */
export const supplierOrderPagePath = '/supplier-order';
export const supplierOrderLink = (origin: string, token: string) => `${origin}${supplierOrderPagePath}#${token}`;

/** The supplier's calls (orders service); each takes the link's token as a Bearer token. */
export const supplierOrderCalls = {
  read: '/orders/supplier-order',
  confirm: '/orders/supplier-order/confirm',
  shipped: '/orders/supplier-order/shipped',
  notDeliverable: '/orders/supplier-order/not-deliverable',
} as const;

/** Where the goods go and what the driver needs; the buyer's other data stays with the shop. */
export const SupplierDeliverySchema = z.object({
  method: DeliveryMethodTypeSchema,
  company: z.string(),
  name: z.string(),
  street: z.string(),
  post_code: z.string(),
  city: z.string(),
  country: z.string(),
  /** A phone number for the carrier: the work-site contact's when given, else the buyer's. */
  phone: z.string(),
  window: DeliveryWindowShape.nullable(),
  site_contact: z.object({ name: z.string(), phone: z.string() }).nullable(),
  instructions: z.string(),
  /** Own freight: the buyer's carrier collects at the supplier's warehouse. */
  own_freight: OwnFreightSchema.nullable(),
});
export type SupplierDelivery = z.infer<typeof SupplierDeliverySchema>;

/** GET /orders/supplier-order: that supplier's purchase order of that order, and nothing of other suppliers. */
export const SupplierOrderViewSchema = z.object({
  order_number: z.string(),
  supplier: FulfilmentPartSchema.shape.supplier,
  part: FulfilmentPartSchema.omit({ supplier: true }),
  delivery: SupplierDeliverySchema,
  /** The buyer's order reference and comment, as the buyer wrote them for the delivery. */
  buyer_reference: z.string(),
  comment: z.string(),
  /** Until when the link answers (the token's expiry). */
  link_expires_at: z.string().datetime(),
  /**
   * The earliest dispatch day the shop takes: today on the shop's calendar (Helsinki). The
   * supplier's browser may be a day behind it (Germany near midnight, or a machine on UTC).
   */
  earliest_dispatch_date: IsoDaySchema,
});
export type SupplierOrderView = z.infer<typeof SupplierOrderViewSchema>;

/** POST /orders/supplier-order/confirm: the lines confirmed (all still received when left out) and the dispatch day. */
export const ConfirmSupplierOrderBodySchema = z
  .object({
    variant_ids: z.array(z.number().int().positive()).min(1).max(500).optional(),
    dispatch_date: IsoDaySchema,
  })
  .strict();
export type ConfirmSupplierOrderBody = z.infer<typeof ConfirmSupplierOrderBodySchema>;

/**
 * A tracking address names no user or password: the buyer would be signed in to whatever it is.
 * zod runs this check even when the url check before it failed, so an address that is no URL at all
 * passes here (the url check has refused it) instead of throwing (a 500 schemathesis found).
 */
const withoutCredentials = (url: string) => {
  if (!URL.canParse(url)) return true;
  const parsed = new URL(url);
  return parsed.username === '' && parsed.password === '';
};

/**
 * POST /orders/supplier-order/shipped: every confirmed line left with this shipment. The shop mails
 * these words of the supplier to the buyer, so each is what it says: the carrier plain text on one
 * line, the tracking number one line of letters, digits and separators, the address https only.
 */
export const ShippedSupplierOrderBodySchema = z
  .object({
    carrier: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(100, 'validation.too_long')
      .refine((carrier) => !/[<>]/.test(carrier) && !hasControlCharacters(carrier), 'validation.plain_text'),
    tracking_number: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(100, 'validation.too_long')
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, 'validation.tracking_number'),
    tracking_url: z
      .url({ protocol: /^https$/, error: 'fulfilment.tracking_url_https' })
      .max(500, 'validation.too_long')
      .refine(withoutCredentials, 'validation.https_url')
      .optional(),
  })
  .strict();
export type ShippedSupplierOrderBody = z.infer<typeof ShippedSupplierOrderBodySchema>;

/** POST /orders/supplier-order/not-deliverable: one line the supplier cannot deliver, and why. */
export const NotDeliverableBodySchema = z
  .object({
    variant_id: z.number().int().positive(),
    reason: z.string().trim().min(1, 'validation.required').max(500, 'validation.too_long'),
  })
  .strict();
export type NotDeliverableBody = z.infer<typeof NotDeliverableBodySchema>;
