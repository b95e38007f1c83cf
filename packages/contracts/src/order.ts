import { z } from 'zod';
import { CentsSchema } from './common';
import { OrderStatusSchema, OwnFreightSchema } from './delivery';
import { EmailSchema, PhoneSchema, PostCodeSchema, RequiredText, VatIdSchema } from './validation';
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
});
export type Order = z.infer<typeof OrderSchema>;

export const AddToCartBodySchema = z.object({
  uuid: z.string().uuid().optional(),
  variantId: z.number().int().positive(),
  amount: z.number().int().min(1).max(100000),
  isProduction: z.boolean().default(true),
});
export type AddToCartBody = z.infer<typeof AddToCartBodySchema>;

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
    customer_reference: z.string().trim().max(200).optional(),
    comment: z.string().trim().max(2000).optional(),
    ownFreight: OwnFreightSchema.optional(),
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
