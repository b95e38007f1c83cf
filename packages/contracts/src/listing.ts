import { z } from 'zod';
import { sortFields } from './common';
import { VariantSchema } from './variant';

/**
 * Query parameters of the listing and search calls as they travel in the address:
 * `f` a JSON object of chosen filters, `range` a JSON pair [skip, take], `sort` a field with an
 * optional direction. Failures carry i18n keys, so a 400 names the field and the reason.
 */
export const FilterValueSchema = z.union([
  z.string().min(1),
  z.number(),
  z
    .object({ min: z.number().optional(), max: z.number().optional() })
    .strict()
    .refine((r) => r.min !== undefined || r.max !== undefined, 'catalogue.filter_invalid'),
]);
export type FilterValue = z.infer<typeof FilterValueSchema>;
export const FiltersSchema = z.record(z.string().min(1).max(60), FilterValueSchema, {
  error: 'catalogue.filter_invalid',
});
export type Filters = z.infer<typeof FiltersSchema>;

function jsonParam<T extends z.ZodType>(schema: T, key: string) {
  return z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: key });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** `f={"height_mm":1230,"sale_price":{"min":0,"max":20000}}` */
export const FiltersParamSchema = jsonParam(
  z.record(z.string(), z.unknown(), { error: 'catalogue.filter_invalid' }).pipe(FiltersSchema),
  'catalogue.filter_invalid',
);
/** `range=[skip,take]`, take at most 100. */
export const RangeParamSchema = jsonParam(
  z
    .tuple([z.unknown(), z.unknown()], { error: 'catalogue.range_invalid' })
    .pipe(
      z.tuple([
        z.number({ error: 'catalogue.range_invalid' }).int('catalogue.range_invalid').min(0, 'catalogue.range_invalid'),
        z
          .number({ error: 'catalogue.range_invalid' })
          .int('catalogue.range_invalid')
          .min(1, 'catalogue.range_invalid')
          .max(100, 'catalogue.take_too_large'),
      ]),
    ),
  'catalogue.range_invalid',
);

/** `sort=sale_price_desc`, `sort=title`, `sort=default` (the curated order); ascending unless told. */
export const SortParamSchema = z
  .string()
  .regex(new RegExp(`^(default|${sortFields.join('|')})(?:[_:](asc|desc))?$`), 'catalogue.sort_invalid')
  .transform((text) => {
    const [, field, direction] = /^(default|sorting|title|id|sale_price)(?:[_:](asc|desc))?$/.exec(text) ?? [];
    return {
      field: field === 'default' ? 'sorting' : (field as (typeof sortFields)[number]),
      direction: (direction ?? 'asc') as 'asc' | 'desc',
    };
  });

/** `ids=1,2,3` or `ids=[1,2,3]`: product ids, at most 100. */
export const IdsParamSchema = z
  .string()
  .transform((text) =>
    text
      .replace(/^\[|\]$/g, '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map(Number),
  )
  .pipe(
    z
      .array(
        z.number({ error: 'catalogue.ids_invalid' }).int('catalogue.ids_invalid').positive('catalogue.ids_invalid'),
      )
      .min(1, 'catalogue.ids_invalid')
      .max(100, 'catalogue.ids_invalid'),
  );

export const ListingQuerySchema = z.object({
  f: FiltersParamSchema.optional(),
  range: RangeParamSchema.optional(),
  sort: SortParamSchema.optional(),
});

/**
 * GET /productVariant/by-category/{slug}, /by-product/{slug} and /all (the whole catalogue, for
 * /shop; same `f`, `range`, `sort` and optional `showHidden` as by-category).
 */
export const VariantListResponseSchema = z.object({
  variants: z.array(VariantSchema),
  count: z.number().int().min(0),
});
export type VariantListResponse = z.infer<typeof VariantListResponseSchema>;

export const FacetValueSchema = z.object({
  value: z.union([z.string(), z.number()]),
  label: z.string(),
  /** How many variants remain when this value is chosen together with the other filters. */
  count: z.number().int().min(0),
});

export const FacetSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(['text', 'number']),
  unit: z.string().nullable(),
  values: z.array(FacetValueSchema),
  /** Lowest and highest value among the variants this facet counts (numbers only). */
  range: z.object({ min: z.number(), max: z.number() }).nullable(),
});
export type Facet = z.infer<typeof FacetSchema>;

/** GET /productVariant/values/{categoryId}, /values-by-products and /values-all (every visible variant, `f` only). */
export const FacetsResponseSchema = z.object({
  /** Variants that match every current filter. */
  count: z.number().int().min(0),
  facets: z.array(FacetSchema),
});
export type FacetsResponse = z.infer<typeof FacetsResponseSchema>;

/** GET /productVariant/count-by-product */
export const CountByProductResponseSchema = z.object({
  count: z.number().int().min(0),
  products: z.array(z.object({ id: z.number().int().positive(), count: z.number().int().min(0) })),
});
