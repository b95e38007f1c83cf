import { z } from 'zod';
import { CentsSchema } from './common';
import { PictureSchema } from './picture';
import { SupplierRefSchema } from './variant';

/** A product as listed in a category: its variants summarised. */
export const ProductSummarySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  supplier: SupplierRefSchema,
  category: z.object({ categoryid: z.number().int(), slug: z.string(), title: z.string() }),
  /** Lowest price among the variants that match the filters. */
  min_price: CentsSchema,
  variantCount: z.number().int().min(0),
  is_set: z.boolean(),
  picture: PictureSchema.nullable(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

/** GET /product/by-category/{slug} */
export const ProductListResponseSchema = z.object({
  products: z.array(ProductSummarySchema),
  count: z.number().int().min(0),
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

/** GET /product/parent-sets/{arg}: the sets that contain the product or variant. */
export const ParentSetsResponseSchema = z.array(ProductSummarySchema);
