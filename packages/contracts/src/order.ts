import { z } from 'zod';
import { CentsSchema, LocaleSchema } from './common';
import { DeliveryMethodTypeSchema, OrderStatusSchema, OwnFreightSchema, PaymentMethodSchema } from './delivery';
import { EmailSchema, PhoneSchema, PostCodeSchema, RequiredText, VatIdSchema } from './validation';
import { DiscountRowSchema } from './user';
import { VariantSchema } from './variant';

export const CartItemSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  variant_id: z.number().int().positive(),
  quantity: z.number().int().min(1),
  price: CentsSchema,
  discount: CentsSchema,
  fullTitle: z.string(),
  reference: z.string(),
  variant: VariantSchema.optional(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

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
  isOwnFreightAllowed: z.boolean(),
  isProcessed: z.boolean(),
  order_number: z.string().nullable(),
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
      vat: z.object({ kind: z.enum(['domestic', 'reverse_charge', 'eu_consumer', 'export']), rate_percent: z.number() }),
    })
    .optional(),
  delivery: z
    .object({
      type: DeliveryMethodTypeSchema,
      own_freight: OwnFreightSchema.nullable(),
      /** Set when the chosen method cannot serve the address (work-site freight outside its area). */
      problem: z.enum(['worksite_outside_area']).nullable(),
    })
    .optional(),
  comment: z.string().optional(),
  order_reference: z.string().optional(),
  shipping_comment: z.string().optional(),
  form: z.record(z.string(), z.unknown()).optional(),
  locale: LocaleSchema.optional(),
  /** The logged-in buyer's personal discount rows as last read from the users service. */
  personal_discounts: z.array(DiscountRowSchema).optional(),
  /** When the buyer sent the order (ISO date-time). */
  completed_at: z.string().datetime().optional(),
  /** Card payments: the provider's payment and where it stands. */
  payment: z
    .object({ provider: z.string(), id: z.string(), status: z.enum(['pending', 'paid', 'declined']), url: z.string() })
    .optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const AddToCartBodySchema = z.object({
  uuid: z.string().uuid().optional(),
  variantId: z.number().int().positive(),
  amount: z.number().int().min(1).max(100000),
  isProduction: z.boolean().default(true),
});
export type AddToCartBody = z.infer<typeof AddToCartBodySchema>;

/** Where goods go when they do not go to the billing address. */
export const ShippingAddressSchema = z.object({
  name: RequiredText('validation.name_required', 200),
  streetAddress: RequiredText('validation.street_required', 200),
  postCode: PostCodeSchema,
  city: RequiredText('validation.city_required', 100),
  country: z.string().trim().length(2, 'validation.country_required'),
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

export const OrderFormSchema = z
  .object({
    vat: VatIdSchema,
    company: RequiredText('validation.company_required', 200),
    name: RequiredText('validation.name_required', 200),
    phone: PhoneSchema,
    email: EmailSchema,
    additionalEmails: z.array(EmailSchema).max(10).default([]),
    streetAddress: RequiredText('validation.street_required', 200),
    addressAdditionalLine: z.string().trim().max(200).default(''),
    postCode: PostCodeSchema,
    city: RequiredText('validation.city_required', 100),
    country: z.string().trim().length(2, 'validation.country_required'),
    type: z.enum(['company', 'private']).default('company'),
    isSeparateShipping: z.boolean().default(false),
    shipping: ShippingAddressSchema.optional(),
    customer_reference: z.string().trim().max(200).optional(),
    comment: z.string().trim().max(2000).optional(),
    ownFreight: OwnFreightSchema.optional(),
  })
  .refine((form) => !form.isSeparateShipping || form.shipping !== undefined, {
    path: ['shipping'],
    message: 'validation.shipping_required',
  });
export type OrderForm = z.infer<typeof OrderFormSchema>;

/** The live cart channel's server -> client message. */
export const CartChannelMessageSchema = z.object({
  type: z.literal('cart.length'),
  uuid: z.string().uuid(),
  length: z.number().int().min(0),
});
export type CartChannelMessage = z.infer<typeof CartChannelMessageSchema>;
/** Close code the client uses to stop the channel on purpose (no reconnect). */
export const cartChannelStopCode = 4000;

export const SetQuantityBodySchema = z.object({ amount: z.number().int().min(1).max(100000) });
export const CommentBodySchema = z.object({ comment: z.string().trim().max(2000) });
export const ReferenceBodySchema = z.object({ reference: z.string().trim().max(200) });

/** set-state: the chosen delivery and the totals the buyer saw; the server checks them against its own. */
export const SetStateBodySchema = z.object({
  state: z.enum(['cart', 'order', 'pay', 'summary']),
  deliveryMethodType: DeliveryMethodTypeSchema,
  ownFreight: OwnFreightSchema.optional(),
  freightTotal: CentsSchema,
  cartTotal: CentsSchema,
});

export const PaymentMethodInfoSchema = z.object({
  name: PaymentMethodSchema,
  /** Invoice: days net; card: null. */
  termDays: z.number().int().nullable(),
});
export const PaymentMethodsResponseSchema = z.array(PaymentMethodInfoSchema);

export const CompleteOrderBodySchema = z.object({ uuid: z.string().uuid() });
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
  /** Why not, when it is not (work-site freight outside its area). */
  problem: z.enum(['worksite_outside_area']).nullable(),
  delivery_price: CentsSchema,
  total_price_with_vat: CentsSchema,
});
export const DeliveryOptionsResponseSchema = z.array(DeliveryOptionSchema);
export type DeliveryOption = z.infer<typeof DeliveryOptionSchema>;
