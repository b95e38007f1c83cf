import { z } from 'zod';
import { OrderApprovalSchema, OrderCompanySchema, OrderCreditApprovalSchema } from './approval';
import { OrderBillingSchema } from './billing';
import { CentsSchema, LocaleSchema } from './common';
import {
  DeliveryCountrySchema,
  DeliveryMethodTypeSchema,
  DeliveryWindowSchema,
  DeliveryWindowShape,
  isDeliveryCountry,
  OrderStatusSchema,
  OwnFreightSchema,
  PaymentMethodSchema,
} from './delivery';
import {
  EmailSchema,
  parseVatId,
  PhoneSchema,
  postCodeIssue,
  RequiredText,
  VatIdSchema,
  vatIdMessages,
} from './validation';
import { DiscountRowSchema } from './user';
import { FulfilmentSchema } from './fulfilment';
import { CancelledLineSchema, OperatorActionSchema } from './backoffice';
import { OrderQuoteSchema } from './quotes';
import { VariantSchema } from './variant';

/**
 * Where a line's price comes from (docs/pricing-and-vat.md): the buyer's company's contract price
 * (final: no line discount on it), the catalogue's price less a volume tier or a campaign, or the
 * catalogue's price as it is.
 */
export const PriceSourceSchema = z.enum(['contract', 'tier', 'campaign', 'list']);
export type PriceSource = z.infer<typeof PriceSourceSchema>;

export const CartItemSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  variant_id: z.number().int().positive(),
  quantity: z.number().int().min(1),
  price: CentsSchema,
  discount: CentsSchema,
  fullTitle: z.string(),
  reference: z.string(),
  /** Missing on lines priced before price sources: those are the catalogue's price (and its discounts). */
  price_source: PriceSourceSchema.optional(),
  /**
   * The catalogue's variant in the request's language (picture, supplier, availability, delivery
   * estimate), filled on every answer; missing when the catalogue could not be asked or no longer
   * has the variant, so the cart still answers (docs/orders.md, "What a cart answers").
   */
  variant: VariantSchema.optional(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

const SecretHashSchema = z.string().regex(/^[0-9a-f]{64}$/);

/** Hashes (SHA-256, hex) of the secrets that open an order without its buyer's session; never the secrets. */
export const OrderAccessSchema = z.object({
  /** The cart-access cookie of the browser that created this guest cart. */
  browser: SecretHashSchema.optional(),
  /** Confirmation tokens given to the browser that completed the order, each until its expiry. */
  confirmations: z
    .array(z.object({ hash: SecretHashSchema, expires_at: z.string().datetime() }))
    .max(10)
    .optional(),
  /**
   * The Idempotency-Key (its claim, hashed) of the request that completed the order: a retry of
   * that request under the same key is given a confirmation token again.
   */
  completed_by: SecretHashSchema.optional(),
});

/** One card payment started with the provider for an order. */
export const PaymentAttemptSchema = z.object({
  provider: z.string(),
  id: z.string(),
  status: z.enum(['pending', 'paid', 'declined']),
  url: z.string(),
});
export type PaymentAttempt = z.infer<typeof PaymentAttemptSchema>;

/**
 * What the business register said about a VAT id (docs/pricing-and-vat.md): `confirmed` when it
 * knows a company of that country with that id, `unknown` when it does not, `unavailable` when it
 * could not be asked (asked again at completion).
 */
export const VatCheckSchema = z.object({
  /** The id as registers compare it (FI12345678, EE123456789). */
  vat_id: z.string(),
  country: z.string().length(2),
  status: z.enum(['confirmed', 'unknown', 'unavailable']),
  checked_at: z.string().datetime(),
  /** The register's company for a confirmed id: the buyer's company name and country must match it. */
  registered: z.object({ name: z.string(), country: z.string().length(2) }).optional(),
  /**
   * The company account of the buyer who last saved the form or completed the order, when they are
   * a member of one: reverse charge needs it verified (docs/security.md, "Company verification").
   */
  account: z.enum(['verified', 'unverified']).optional(),
});
export type VatCheck = z.infer<typeof VatCheckSchema>;

/**
 * Why an order that asked for reverse charge (a company of another EU country with its VAT id,
 * delivered there) is charged VAT after all (docs/security.md, "Reverse charge"). `register_name`
 * is the register's name for the id, shown beside a name that does not match it.
 */
export const vatChargedReasons = [
  'register_unavailable',
  'vat_id_unknown',
  'country_mismatch',
  'name_mismatch',
  'company_unverified',
] as const;
export const VatChargedReasonSchema = z.object({
  code: z.enum(vatChargedReasons),
  register_name: z.string().optional(),
});
export type VatChargedReason = z.infer<typeof VatChargedReasonSchema>;

/**
 * Why the chosen delivery method cannot serve this cart: work-site freight outside its area, or own
 * freight for a cart whose goods only the shop's freight delivers (docs/orders.md, "Own freight").
 */
export const DeliveryProblemSchema = z.enum(['worksite_outside_area', 'own_freight_not_allowed']);
export type DeliveryProblem = z.infer<typeof DeliveryProblemSchema>;

/** A cart is an order in state 'created'; completed orders carry a number and a payment method. */
export const OrderSchema = z.object({
  id: z.number().int().positive().nullable(),
  uuid: z.string().uuid(),
  user_id: z.number().int().positive().nullable(),
  items: z.array(CartItemSchema),
  order_status: OrderStatusSchema,
  delivery_methodid: z.number().int().positive(),
  total_price: CentsSchema,
  total_delivery_price: CentsSchema,
  total_discount: CentsSchema,
  total_vat_price: CentsSchema,
  total_price_with_vat: CentsSchema,
  length: z.number().int().min(0),
  /** False when a line only the shop's freight delivers (a kit: docs/orders.md, "Own freight"). */
  isOwnFreightAllowed: z.boolean(),
  /** Sent and nothing left for the buyer to do: an invoice order confirmed, a card order paid (or later). */
  isProcessed: z.boolean(),
  order_number: z.string().nullable(),
  /**
   * On a sent order read by its old cart uuid: the reader's next cart, started from this one (the
   * client moves its cart button there). Only a cart the reader holds is named.
   */
  goto: z.string().uuid().optional(),
  paymentmethod: z.object({ name: z.string() }).optional(),
  /** Order display (SPEC §3): how the totals came about, as the server computed them. */
  breakdown: z
    .object({
      goods: CentsSchema,
      discounts: z.object({
        order_line: CentsSchema,
        volume: CentsSchema,
        whole_order: CentsSchema,
        personal: z.object({ cents: CentsSchema, percent: z.number(), end_date: z.string().nullable() }).nullable(),
      }),
      freight: CentsSchema,
      packaging: CentsSchema,
      /**
       * SPEC §9: an order whose goods after discounts stay under `threshold` (10,000 EUR) is small
       * and pays the fixed product freight; from it on, the product freight is waived
       * (docs/pricing-and-vat.md, "Small orders"). Missing on orders priced before the rule.
       */
      small_order: z.object({ threshold: CentsSchema, applies: z.boolean(), freight_waived: CentsSchema }).optional(),
      vat: z.object({
        kind: z.enum(['domestic', 'reverse_charge', 'eu_consumer', 'export']),
        rate_percent: z.number(),
        /** Set when reverse charge was asked for and VAT is charged: why (shown to the buyer). */
        charged_reason: VatChargedReasonSchema.optional(),
      }),
    })
    .optional(),
  delivery: z
    .object({
      type: DeliveryMethodTypeSchema,
      own_freight: OwnFreightSchema.nullable(),
      /** Set when the chosen method cannot serve this cart; it is priced with product freight meanwhile. */
      problem: DeliveryProblemSchema.nullable(),
    })
    .optional(),
  /** Timed delivery (timecap): the day and hours booked; null with the other methods. */
  delivery_window: DeliveryWindowShape.nullable().optional(),
  comment: z.string().optional(),
  order_reference: z.string().optional(),
  /** Delivery instructions for the driver (set-shipping-comment). */
  shipping_comment: z.string().optional(),
  /** Who receives the goods on the work site (set-shipping-comment); null once the buyer removed them. */
  site_contact: z.object({ name: z.string(), phone: z.string() }).nullable().optional(),
  form: z.record(z.string(), z.unknown()).optional(),
  locale: LocaleSchema.optional(),
  /** The logged-in buyer's personal discount rows as last read from the users service. */
  personal_discounts: z.array(DiscountRowSchema).optional(),
  /** When the buyer sent the order (ISO date-time). */
  completed_at: z.string().datetime().optional(),
  /** Card payments: the provider's current payment and where it stands, with the earlier attempts. */
  payment: PaymentAttemptSchema.extend({
    /** Attempts before the current one (declined or expired), kept so a late success is still recognised. */
    attempts: z.array(PaymentAttemptSchema).optional(),
  }).optional(),
  /** The business register's answer for the form's VAT id: reverse charge needs it confirmed. */
  vat_check: VatCheckSchema.optional(),
  /**
   * A shared basket (POST /orders/share/{uuid}): a copy of a cart's lines made to be passed on,
   * readable by anyone with its link and copied into a cart of one's own (POST /orders/rebuy/{uuid});
   * never changed or completed itself.
   */
  shared: z.boolean().optional(),
  /**
   * A sent order's purchase orders, one per supplier, with their states, dates, tracking and history
   * (docs/orders.md, "Fulfilment"); missing until the order is routed.
   */
  fulfilment: FulfilmentSchema.optional(),
  /**
   * Lines the shop cancelled after the order was sent, with what each took off the totals (which
   * no longer count them); docs/orders.md, "Back office".
   */
  cancelled_lines: z.array(CancelledLineSchema).optional(),
  /** What operators did to the order, with who and when (the back office's timeline). Never in answers. */
  operator_log: z.array(OperatorActionSchema).optional(),
  /** Placed by a company's member: the company and who placed it (the company's shared history). */
  company: OrderCompanySchema.optional(),
  /**
   * What an order on invoice was placed with (payment terms, e-invoice recipient, the buyer's
   * purchase-order number and cost centre), fixed at completion; its invoices are issued from it.
   */
  billing: OrderBillingSchema.optional(),
  /** Above the buyer's order limit: the admin's approval, pending or decided (docs/orders.md, "Approvals"). */
  approval: OrderApprovalSchema.optional(),
  /** On invoice above the company's credit limit: the shop's approval (docs/orders.md, "Credit limit"). */
  credit_approval: OrderCreditApprovalSchema.optional(),
  /** A cart made by accepting a quote: priced at the quote's prices, its lines fixed (docs/orders.md, "Quotes"). */
  quote: OrderQuoteSchema.optional(),
  /**
   * Who may use this order besides its buyer's session (docs/orders.md, "Who may do what"). Kept
   * by the orders service only: responses never carry it.
   */
  access: OrderAccessSchema.optional(),
});
export type Order = z.infer<typeof OrderSchema>;

/**
 * An order as answers carry it: the fields listed here and no other, so a field added to the order
 * stays on the server until someone decides it may be shown. Never listed: `access` (the cart-access
 * secret) and `operator_log` (the operators' names are the shop's business).
 */
export const PublicOrderSchema = OrderSchema.pick({
  id: true,
  uuid: true,
  user_id: true,
  items: true,
  order_status: true,
  delivery_methodid: true,
  total_price: true,
  total_delivery_price: true,
  total_discount: true,
  total_vat_price: true,
  total_price_with_vat: true,
  length: true,
  isOwnFreightAllowed: true,
  isProcessed: true,
  order_number: true,
  goto: true,
  paymentmethod: true,
  breakdown: true,
  delivery: true,
  delivery_window: true,
  comment: true,
  order_reference: true,
  shipping_comment: true,
  site_contact: true,
  form: true,
  locale: true,
  personal_discounts: true,
  completed_at: true,
  payment: true,
  vat_check: true,
  shared: true,
  fulfilment: true,
  cancelled_lines: true,
  company: true,
  billing: true,
  approval: true,
  quote: true,
});
export type PublicOrder = z.infer<typeof PublicOrderSchema>;
export type OrderAccess = z.infer<typeof OrderAccessSchema>;

/**
 * The most pieces one cart line may hold, however they were added (one add, many adds, a quick
 * order): beyond it a cart's totals leave the range of exact integers, and no buyer orders more.
 */
export const cartLineMaxQuantity = 100_000;

export const AddToCartBodySchema = z
  .object({
    uuid: z.string().uuid().optional(),
    variantId: z.number().int().positive(),
    amount: z.number().int().min(1).max(cartLineMaxQuantity),
    isProduction: z.boolean().default(true),
  })
  .strict()
  // A variant of the shop's catalogue (a double swing gate): the API description's example adds it for real.
  .meta({ examples: [{ variantId: 3548, amount: 2 }] });
export type AddToCartBody = z.infer<typeof AddToCartBodySchema>;

/** A postcode as typed; its format is its address's country's: checked by postCodeFitsCountry. */
const PostCodeText = z.string({ error: 'validation.postcode' }).trim().max(12, 'validation.too_long');

/**
 * An address's postcode must be one of its country's (postal services' formats, validation.ts):
 * Vienna's 1010 is an Austrian postcode, not a Finnish one. A draft without a country is refused
 * by OrderFormDraftSchema.
 */
function postCodeFitsCountry(address: { postCode?: unknown; country?: unknown }, ctx: z.RefinementCtx) {
  const message = postCodeIssue(address.postCode, address.country);
  if (message) ctx.addIssue({ code: 'custom', path: ['postCode'], message });
}

/** Where goods go when they do not go to the billing address. */
export const ShippingAddressSchema = z
  .object({
    name: RequiredText('validation.name_required', 200),
    streetAddress: RequiredText('validation.street_required', 200),
    postCode: PostCodeText,
    city: RequiredText('validation.city_required', 100),
    country: DeliveryCountrySchema,
  })
  .strict()
  .superRefine(postCodeFitsCountry);
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/**
 * A Finnish company ordering on invoice: business id 1618033-3 (its check digit fits), a Helsinki
 * postcode, a second address for the order's copies and the buyer's own reference.
 */
const finnishCompanyForm = {
  vat: '1618033-3',
  company: 'Rakennusliike Virtanen Oy',
  name: 'Anna Virtanen',
  phone: '+358 40 123 4567',
  email: 'anna.virtanen@rakennusliike-virtanen.fi',
  additionalEmails: ['ostot@rakennusliike-virtanen.fi'],
  streetAddress: 'Teollisuuskatu 21',
  addressAdditionalLine: '',
  postCode: '00510',
  city: 'Helsinki',
  country: 'FI',
  type: 'company',
  isSeparateShipping: false,
  customer_reference: 'Työmaa Pasila, tilaus 4711',
} as const;

/** Each field of the order form with its rule and its longest length (SPEC §5). */
const orderFormFields = {
  // Its format depends on the form's country: checked by vatIdFitsCountry below.
  vat: z
    .string({ error: 'validation.vat_format' })
    .trim()
    .min(1, 'validation.vat_format')
    .max(20, 'validation.too_long'),
  company: RequiredText('validation.company_required', 200),
  name: RequiredText('validation.name_required', 200),
  phone: PhoneSchema,
  email: EmailSchema,
  additionalEmails: z.array(EmailSchema).max(10),
  streetAddress: RequiredText('validation.street_required', 200),
  addressAdditionalLine: z.string().trim().max(200, 'validation.too_long'),
  postCode: PostCodeText,
  city: RequiredText('validation.city_required', 100),
  country: DeliveryCountrySchema,
  type: z.enum(['company', 'private']),
  isSeparateShipping: z.boolean(),
  shipping: ShippingAddressSchema,
  /** The buyer's purchase-order number (EN 16931 BT-13; "your order reference" on the form). */
  customer_reference: z.string().trim().max(35, 'validation.too_long'),
  /** The buyer's cost centre (EN 16931 BT-19, the buyer's accounting reference). */
  cost_center: z.string().trim().max(35, 'validation.too_long'),
  comment: z.string().trim().max(2000, 'validation.too_long'),
  ownFreight: OwnFreightSchema,
};

/**
 * The VAT id must be one of the billing country's (VIES formats, validation.ts): a Finnish
 * company's 1234567-8 or FI12345678, an Estonian EE + 9 digits, and so on. With a country the
 * shop does not deliver to (refused itself), the id must at least be some country's.
 */
function vatIdFitsCountry(form: { vat?: unknown; country?: unknown }, ctx: z.RefinementCtx) {
  if (typeof form.vat !== 'string' || form.vat.trim() === '' || form.vat.length > 20) return;
  // Without a country the form's own rule already refuses it (a draft: see OrderFormDraftSchema).
  if (form.country === undefined) return;
  const country = typeof form.country === 'string' ? form.country.trim() : '';
  if (!isDeliveryCountry(country)) {
    if (!VatIdSchema.safeParse(form.vat).success)
      ctx.addIssue({ code: 'custom', path: ['vat'], message: 'validation.vat_format' });
  } else if (parseVatId(form.vat, country) === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['vat'],
      message: vatIdMessages[country],
    });
  }
}

/** The order form as completion requires it: every required field, nothing unknown. */
export const OrderFormSchema = z
  .object({
    ...orderFormFields,
    additionalEmails: orderFormFields.additionalEmails.default([]),
    addressAdditionalLine: orderFormFields.addressAdditionalLine.default(''),
    type: orderFormFields.type.default('company'),
    isSeparateShipping: orderFormFields.isSeparateShipping.default(false),
    shipping: orderFormFields.shipping.optional(),
    customer_reference: orderFormFields.customer_reference.optional(),
    cost_center: orderFormFields.cost_center.optional(),
    comment: orderFormFields.comment.optional(),
    ownFreight: orderFormFields.ownFreight.optional(),
  })
  .strict()
  .superRefine((form, ctx) => {
    vatIdFitsCountry(form, ctx);
    postCodeFitsCountry(form, ctx);
    if (form.isSeparateShipping && form.shipping === undefined) {
      ctx.addIssue({ code: 'custom', path: ['shipping'], message: 'validation.shipping_required' });
    }
  });
export type OrderForm = z.infer<typeof OrderFormSchema>;

/**
 * PATCH /orders/set-form: the form as the buyer fills it in, saved over the stored one field by
 * field. Any field may be missing (completion requires them all), but each one given must keep its
 * rule and length, and a field the form does not have is refused.
 */
export const OrderFormDraftSchema = z
  .object(orderFormFields)
  .partial()
  .strict()
  .superRefine((form, ctx) => {
    // A VAT id and a postcode are read in their country's format, so a draft sends them with it.
    if ((form.vat !== undefined || form.postCode !== undefined) && form.country === undefined) {
      ctx.addIssue({ code: 'custom', path: ['country'], message: 'validation.country_required' });
    }
    vatIdFitsCountry(form, ctx);
    postCodeFitsCountry(form, ctx);
  })
  // A whole form completion accepts: the refinements (postcode of the country, the business id's
  // format) are no JSON Schema, so generated forms rarely pass them and this one lets clients and the
  // fuzz run's sequences go on to completion.
  .meta({ examples: [finnishCompanyForm] });
export type OrderFormDraft = z.infer<typeof OrderFormDraftSchema>;

/** The live cart channel's server -> client message. */
export const CartChannelMessageSchema = z.object({
  type: z.literal('cart.length'),
  uuid: z.string().uuid(),
  length: z.number().int().min(0),
});
export type CartChannelMessage = z.infer<typeof CartChannelMessageSchema>;
/** Close code the client uses to stop the channel on purpose (no reconnect). */
export const cartChannelStopCode = 4000;

export const SetQuantityBodySchema = z
  .object({ amount: z.number().int().min(1).max(cartLineMaxQuantity) })
  .strict()
  .meta({ examples: [{ amount: 12 }] });
export const CommentBodySchema = z
  .object({ comment: z.string().trim().max(2000, 'validation.too_long') })
  .strict()
  .meta({ examples: [{ comment: 'Bitte alle Pfosten mit Abdeckkappen liefern.' }] });
export const ReferenceBodySchema = z
  .object({ reference: z.string().trim().max(200, 'validation.too_long') })
  .strict()
  .meta({ examples: [{ reference: 'Baustelle Pasila, Tor Nord' }] });

/** Who receives the goods on the work site: a name and a phone number the driver can call. */
export const SiteContactSchema = z
  .object({
    name: RequiredText('delivery.site_contact_name_required', 200),
    phone: z
      .string({ error: 'delivery.site_contact_phone_required' })
      .trim()
      .min(1, 'delivery.site_contact_phone_required')
      .pipe(PhoneSchema),
  })
  .strict();
export type SiteContact = z.infer<typeof SiteContactSchema>;

/**
 * set-shipping-comment: the driver's instructions, and the work-site contact when given (null
 * removes a saved one; left out, the saved one stays).
 */
export const ShippingCommentBodySchema = z
  .object({
    comment: z.string().trim().max(2000, 'validation.too_long'),
    siteContact: SiteContactSchema.nullable().optional(),
  })
  .strict()
  .meta({
    examples: [
      {
        comment: 'Purku työmaan pohjoisportilta, soita 30 min ennen.',
        siteContact: { name: 'Mikko Laine', phone: '+358 50 765 4321' },
      },
    ],
  });

/** set-state: the chosen delivery and the totals the buyer saw; the server checks them against its own. */
export const SetStateBodySchema = z
  .object({
    state: z.enum(['cart', 'order', 'pay', 'summary']),
    deliveryMethodType: DeliveryMethodTypeSchema,
    ownFreight: OwnFreightSchema.optional(),
    /** Timed delivery's booked day and hours: required with timecap, ignored with the other methods. */
    timeWindow: DeliveryWindowSchema.optional(),
    freightTotal: CentsSchema,
    cartTotal: CentsSchema,
  })
  .strict()
  // The totals are the ones the buyer was shown (GET /orders/delivery-options/{uuid}); others answer 409.
  .meta({
    examples: [{ state: 'order', deliveryMethodType: 'product_freight', freightTotal: 4900, cartTotal: 250_000 }],
  });

export const PaymentMethodInfoSchema = z.object({
  name: PaymentMethodSchema,
  /** Invoice: days net; card: null. */
  termDays: z.number().int().nullable(),
});
export const PaymentMethodsResponseSchema = z.array(PaymentMethodInfoSchema);

export const CompleteOrderBodySchema = z
  .object({
    uuid: z.string().uuid(),
    /**
     * Above the company's credit limit on invoice: send the order for the shop's approval (without
     * it such a completion is refused with 409 CREDIT_LIMIT, and the buyer may pay by card instead).
     */
    credit_approval: z.literal(true).optional(),
  })
  .strict()
  .meta({ examples: [{ uuid: 'b46e7dbe-06b1-4310-b9a9-2a3c0dafc045' }] });
export const CompleteOrderResponseSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.string().uuid(),
  order_number: z.string(),
  order_status: OrderStatusSchema,
  total_price: CentsSchema,
  total_delivery_price: CentsSchema,
  total_price_with_vat: CentsSchema,
  paymentmethod: z.object({ name: PaymentMethodSchema }),
  /** Card: where the buyer pays (the provider's page); the shop's return page confirms it. */
  payment_url: z.string().optional(),
});
export type CompleteOrderResponse = z.infer<typeof CompleteOrderResponseSchema>;

/** GET /orders/delivery-options/{uuid}: what each delivery method would cost for this cart now. */
export const DeliveryOptionSchema = z.object({
  type: DeliveryMethodTypeSchema,
  available: z.boolean(),
  /** Why not, when it is not (work-site freight outside its area, own freight for a kit). */
  problem: DeliveryProblemSchema.nullable(),
  delivery_price: CentsSchema,
  total_price_with_vat: CentsSchema,
});
export const DeliveryOptionsResponseSchema = z.array(DeliveryOptionSchema);
export type DeliveryOption = z.infer<typeof DeliveryOptionSchema>;

/*
 * The buyer's order link (docs/orders.md, "The buyer's order link"): every mail to the buyer about
 * a sent order carries `/order#<token>`, a signed, expiring token that opens that order's view to
 * read, on any device, without the confirmation cookie. The fragment is never sent to a server; the
 * page sends the token as `Authorization: Bearer <token>`.
 */
export const orderLinkPurpose = 'buyer_order';
export const OrderLinkClaimsSchema = z.object({
  order: z.string().uuid(),
  purpose: z.literal(orderLinkPurpose),
});
export type OrderLinkClaims = z.infer<typeof OrderLinkClaimsSchema>;

/**
 * GET /orders/order-link: the order the link opens, as its buyer reads it (without the secrets'
 * hashes and the operators' log, as every order answer), and until when the link answers.
 */
export const OrderLinkViewSchema = z.object({
  order: PublicOrderSchema,
  link_expires_at: z.string().datetime(),
});
export type OrderLinkView = z.infer<typeof OrderLinkViewSchema>;
export const orderLinkCall = '/orders/order-link';
export const orderLinkPagePath = '/order';
export const orderLinkUrl = (origin: string, token: string) => `${origin}${orderLinkPagePath}#${token}`;
