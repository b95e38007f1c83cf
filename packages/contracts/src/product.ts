import { z } from 'zod';
import { CentsSchema } from './common';
import { PictureSchema } from './picture';
import { SetPartsSchema, SupplierRefSchema, VariantSchema } from './variant';

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

const fencesCategories = [
  { categoryid: 1, slug: 'fences', title: 'Fences and fence panels' },
  { categoryid: 11, slug: 'welded-mesh-panels', title: 'Welded mesh fence panels' },
];
const pärnuMetall = { id: 106, name: 'Pärnu Metall OÜ', slug: 'parnu-metall-ou' };

/** A fence kit as the catalogue answers it in English, with its panels and posts: the API description's example. */
const fenceKitExample = {
  id: 10186,
  code: 'SET-010186',
  title: 'Fence kit 10 m Mesh fence panel Standard 8/6/8, 50 × 200, galvanised and powder-coated, 1030 mm',
  sale_price: 37430,
  min_order: 1,
  supplier: pärnuMetall,
  availability: 'available',
  description: 'Sturdy mesh fencing for industrial sites, schools and homes. Height: 1030 mm; Length: 10000 mm.',
  delivery_estimate: { kind: 'exactly', days: 3 },
  products: { id: 1354, slug: 'fence-kit-dsm-000593-1354', title: 'Fence kit Mesh fence panel Standard 8/6/8' },
  product_categories: fencesCategories,
  variant_pictures: [{ id: 101860, url: '/static/images/products/welded-mesh-panels-2.png', is_main: true }],
  parts: [
    {
      quantity: 4,
      variant: {
        id: 593,
        code: 'DSM-000593',
        title: 'Mesh fence panel Standard 8/6/8, 50 × 200, galvanised and powder-coated, 1030 mm',
        sale_price: 4790,
        min_order: 5,
        supplier: pärnuMetall,
        availability: 'available',
        description: 'Sturdy mesh fencing for industrial sites, schools and homes. Height: 1030 mm.',
        delivery_estimate: { kind: 'exactly', days: 3 },
        products: { id: 79, slug: 'mesh-fence-panel-standard-79', title: 'Mesh fence panel Standard 8/6/8' },
        product_categories: fencesCategories,
        variant_pictures: [{ id: 5930, url: '/static/images/products/welded-mesh-panels-2.png', is_main: true }],
      },
    },
  ],
};

/**
 * GET /product/sets/{slug}: the product's variants that are sets, each with its parts, in the
 * buyer's language; the product page asks it once instead of every variant's detail.
 */
export const ProductSetsResponseSchema = z.array(VariantSchema.extend({ parts: SetPartsSchema })).meta({
  examples: [[fenceKitExample]],
});
export type ProductSets = z.infer<typeof ProductSetsResponseSchema>;
