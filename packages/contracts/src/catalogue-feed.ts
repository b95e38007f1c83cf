import { z } from 'zod';
import { CentsSchema } from './common';
import { AvailabilitySchema, DeliveryEstimateSchema } from './variant';
import { VolumeTiersSchema } from './volume-tiers';

/**
 * A supplier's catalogue feed: one record per variant (an article the supplier sells), as JSON
 * lines or as CSV with dotted column names (`title.de`, `attributes.colour`, `delivery.days`).
 * Variants of one product repeat the product's fields. docs/catalogue.md describes the import.
 */

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a slug: lower-case letters, digits and single hyphens');

/** Text in the shop's languages: German is required, a missing language shows the German text. */
export const FeedTextSchema = z.object({
  de: z.string().trim().min(1, 'needs a German text'),
  fi: z.string().trim().min(1).optional(),
  en: z.string().trim().min(1).optional(),
  et: z.string().trim().min(1).optional(),
});
export type FeedText = z.infer<typeof FeedTextSchema>;

/** The supplier's article number: the variant's code in the shop, the key an import merges on. */
export const FeedSkuSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'must be letters, digits and . _ / -');

export const CatalogueFeedRecordSchema = z.strictObject({
  sku: FeedSkuSchema,
  /** The supplier's slug in the shop; the import command's --supplier gives it for a whole file. */
  supplier: slug.optional(),
  /** The product's slug: records with the same product are its variants. */
  product: slug.max(200),
  /** The slug of the shop category the product is listed in. */
  category: slug,
  product_title: FeedTextSchema,
  /** Default: the product's title. */
  product_description: FeedTextSchema.optional(),
  title: FeedTextSchema,
  /** Net price per unit in cents. */
  price_cents: CentsSchema.positive('must be a positive number of cents'),
  min_order: z.number().int().positive().default(1),
  /** The article's own volume tiers (pieces and percent off); none: the shop-wide tiers apply. */
  volume_tiers: VolumeTiersSchema.default([]),
  /** Units in stock (none: out of stock), or an availability. */
  stock: z.union([z.number().int().min(0), AvailabilitySchema], {
    error: 'must be a number of units or one of available, out_of_stock, not_available',
  }),
  delivery: DeliveryEstimateSchema,
  /** Attribute keys of the shop (docs/catalogue.md lists them): numbers for sizes, codes for the rest. */
  attributes: z
    .record(z.string(), z.union([z.string().trim().min(1), z.number()], { error: 'must be a text code or a number' }))
    .default({}),
  /** Picture paths under the shop's image base, main picture first. */
  pictures: z.array(z.string().trim().min(1)).default([]),
  /** Kept in the shop (old carts, direct links) but not listed. */
  hidden: z.boolean().default(false),
  /** For a set: the articles it is made of (in this feed or already in the shop), with how many of each. */
  parts: z.array(z.strictObject({ sku: FeedSkuSchema, quantity: z.number().int().positive() })).default([]),
});
export type CatalogueFeedRecord = z.infer<typeof CatalogueFeedRecordSchema>;
