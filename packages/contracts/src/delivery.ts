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
  z.object({ contractNumber: z.string().trim().min(1) }),
  z.object({ carrierPhone: z.string().trim().min(5), carrierName: z.string().trim().min(1) }),
]);
export type OwnFreight = z.infer<typeof OwnFreightSchema>;

export const orderStatuses = ['created', 'confirmed', 'done', 'in_delivery', 'reviewed', 'paid', 'other'] as const;
export const OrderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const paymentMethods = ['invoice', 'card'] as const;
export const PaymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
