import { z } from 'zod';
import { CentsSchema } from './common';
import { PictureSchema } from './picture';

export const availabilities = ['available', 'not_available', 'out_of_stock'] as const;
export const AvailabilitySchema = z.enum(availabilities);
export type Availability = z.infer<typeof AvailabilitySchema>;

/** Delivery estimate in working days, in the four wordings the shop uses. */
export const DeliveryEstimateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('from'), days: z.number().int().min(0) }),
  z.object({ kind: z.literal('upTo'), days: z.number().int().min(1) }),
  z.object({ kind: z.literal('exactly'), days: z.number().int().min(0) }),
  z.object({ kind: z.literal('range'), min: z.number().int().min(0), max: z.number().int().min(1) }),
]);
export type DeliveryEstimate = z.infer<typeof DeliveryEstimateSchema>;

export const SupplierRefSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  slug: z.string(),
});

export const VariantSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  title: z.string(),
  sale_price: CentsSchema,
  min_order: z.number().int().min(1),
  supplier: SupplierRefSchema,
  availability: AvailabilitySchema,
  description: z.string(),
  delivery_estimate: DeliveryEstimateSchema,
  products: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  /** The product's category with every ancestor, root first, the product's own category last. */
  product_categories: z.array(z.object({ categoryid: z.number().int(), slug: z.string(), title: z.string() })),
  variant_pictures: z.array(PictureSchema),
});
export type Variant = z.infer<typeof VariantSchema>;

/** What pricing a cart needs of a variant; the orders service reads no more than this. */
export const VariantPriceSchema = VariantSchema.pick({
  id: true,
  code: true,
  title: true,
  sale_price: true,
  min_order: true,
  availability: true,
});
export type VariantPrice = z.infer<typeof VariantPriceSchema>;

export const VariantAttributeSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.union([z.string(), z.number()]),
  /** The value as the buyer reads it, unit included. */
  display: z.string(),
});

/** GET /productVariant/{id}: the variant with its attributes and, for a set, its parts. */
export const VariantDetailSchema = VariantSchema.extend({
  attributes: z.array(VariantAttributeSchema),
  hidden: z.boolean(),
  parts: z.array(z.object({ quantity: z.number().int().positive(), variant: VariantSchema })),
});
export type VariantDetail = z.infer<typeof VariantDetailSchema>;
