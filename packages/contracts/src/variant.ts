import { z } from 'zod';
import { CentsSchema } from './common';
import { PictureSchema } from './picture';
import { VolumeTiersSchema } from './volume-tiers';

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
  /** The variant's own volume tiers from its supplier's feed; absent: the shop-wide tiers apply. */
  volume_tiers: VolumeTiersSchema.optional(),
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
  volume_tiers: true,
});
export type VariantPrice = z.infer<typeof VariantPriceSchema>;

export const VariantAttributeSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.union([z.string(), z.number()]),
  /** The value as the buyer reads it, unit included. */
  display: z.string(),
});

/** A variant as the catalogue answers it in English (a double swing gate): the API description's example. */
export const variantExample = {
  id: 3548,
  code: 'DFT-003548',
  title: 'Double swing gate Heavy-duty galvanised and powder-coated, 3000 mm, 1230 mm, RAL 7016 anthracite grey',
  sale_price: 98290,
  min_order: 1,
  supplier: { id: 26, name: 'Pirkan Rauta Oy', slug: 'pirkan-rauta-oy' },
  availability: 'available',
  description: 'Two-leaf driveway gate matching mesh fences, with lock and drop bolt. Width: 3000 mm; Height: 1230 mm.',
  delivery_estimate: { kind: 'range', min: 3, max: 5 },
  products: { id: 472, slug: 'double-swing-gate-heavy-duty-472', title: 'Double swing gate Heavy-duty' },
  product_categories: [
    { categoryid: 2, slug: 'gates', title: 'Gates' },
    { categoryid: 14, slug: 'swing-gates', title: 'Swing gates' },
  ],
  variant_pictures: [{ id: 35480, url: '/static/images/products/swing-gates-2.png', is_main: true }],
} satisfies z.input<typeof VariantSchema>;

/** What a set is made of: each part variant and how many of it one set holds. */
export const SetPartsSchema = z.array(z.object({ quantity: z.number().int().positive(), variant: VariantSchema }));

/** GET /productVariant/{id}: the variant with its attributes and, for a set, its parts. */
export const VariantDetailSchema = VariantSchema.extend({
  attributes: z.array(VariantAttributeSchema),
  hidden: z.boolean(),
  parts: SetPartsSchema,
}).meta({
  examples: [
    {
      ...variantExample,
      attributes: [
        { key: 'width_mm', label: 'Width', value: 3000, display: '3000 mm' },
        { key: 'colour', label: 'Colour', value: 'RAL 7016', display: 'RAL 7016 anthracite grey' },
      ],
      hidden: false,
      parts: [],
    },
  ],
});
export type VariantDetail = z.infer<typeof VariantDetailSchema>;
