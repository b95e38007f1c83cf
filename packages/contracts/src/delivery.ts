import { z } from 'zod';

/** Delivery methods of the shop; ids are what `delivery_methodid` stores (1 is the default). */
export const deliveryMethods = [
  { id: 1, type: 'product_freight' },
  { id: 2, type: 'own_freight' },
  { id: 3, type: 'worksite_fence_line' },
  { id: 4, type: 'crane_unloading' },
  { id: 5, type: 'timecap' },
] as const;
export const deliveryMethodTypes = deliveryMethods.map((m) => m.type) as [
  (typeof deliveryMethods)[number]['type'],
  ...(typeof deliveryMethods)[number]['type'][],
];
export const DeliveryMethodTypeSchema = z.enum(deliveryMethodTypes);
export type DeliveryMethodType = z.infer<typeof DeliveryMethodTypeSchema>;

/** Own freight needs a contract number, or a phone number together with the carrier's name. */
export const OwnFreightSchema = z.union([
  z.object({ contractNumber: z.string().trim().min(1).max(100, 'validation.too_long') }).strict(),
  z
    .object({
      carrierPhone: z.string().trim().min(5).max(30, 'validation.too_long'),
      carrierName: z.string().trim().min(1).max(200, 'validation.too_long'),
    })
    .strict(),
]);
export type OwnFreight = z.infer<typeof OwnFreightSchema>;

/** An order's life (docs/orders.md, "Order states"; transitions in services/orders/src/domain/order-status). */
export const orderStatuses = [
  'created',
  'confirmed',
  'payment_failed',
  'done',
  'in_delivery',
  'reviewed',
  'paid',
  'other',
] as const;
export const OrderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const paymentMethods = ['invoice', 'card'] as const;
export const PaymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/**
 * The countries the shop delivers to, the one list the catalogue's GET /countries shows and the
 * order form and the orders service accept (a delivery or billing country outside it is refused).
 * `vatRate` is the standard rate the catalogue shows; the orders service computes with the rates
 * of its pricing configuration, which must cover every EU country here.
 */
export const deliveryCountries = [
  { code: 'FI', euMember: true, vatRate: 25.5, phonePrefix: '+358' },
  { code: 'DE', euMember: true, vatRate: 19, phonePrefix: '+49' },
  { code: 'EE', euMember: true, vatRate: 24, phonePrefix: '+372' },
  { code: 'SE', euMember: true, vatRate: 25, phonePrefix: '+46' },
  { code: 'LV', euMember: true, vatRate: 21, phonePrefix: '+371' },
  { code: 'LT', euMember: true, vatRate: 21, phonePrefix: '+370' },
  { code: 'PL', euMember: true, vatRate: 23, phonePrefix: '+48' },
  { code: 'DK', euMember: true, vatRate: 25, phonePrefix: '+45' },
  { code: 'NL', euMember: true, vatRate: 21, phonePrefix: '+31' },
  { code: 'AT', euMember: true, vatRate: 20, phonePrefix: '+43' },
  { code: 'FR', euMember: true, vatRate: 20, phonePrefix: '+33' },
  { code: 'BE', euMember: true, vatRate: 21, phonePrefix: '+32' },
  { code: 'NO', euMember: false, vatRate: 25, phonePrefix: '+47' },
] as const;
export type DeliveryCountryCode = (typeof deliveryCountries)[number]['code'];
export const deliveryCountryCodes = deliveryCountries.map((c) => c.code) as [
  DeliveryCountryCode,
  ...DeliveryCountryCode[],
];

export const isDeliveryCountry = (code: string): code is DeliveryCountryCode =>
  (deliveryCountryCodes as readonly string[]).includes(code);

/** A billing or delivery country: one the shop delivers to (upper case; the form sends it so). */
export const DeliveryCountrySchema = z
  .string({ error: 'validation.country_required' })
  .trim()
  .min(1, 'validation.country_required')
  .refine(isDeliveryCountry, 'validation.country_unsupported');
