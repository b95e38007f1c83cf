import { z } from 'zod';
import { CategorySchema } from './category';
import { VariantListResponseSchema } from './listing';
import { VariantSchema } from './variant';

export const SearchTermSchema = z.string().trim().min(3, 'catalogue.term_too_short').max(200, 'validation.too_long');

/**
 * The id a search's clicks name (POST /search/register_click). Absent only when the address has
 * searched past its budget: the results still come, the clicks are not counted.
 */
const SearchQueryIdSchema = z.string().uuid().optional();

export const SearchResponseSchema = z.object({
  variants: z.array(VariantSchema),
  categories: z.array(CategorySchema),
  count: z.number().int().min(0),
  query_id: SearchQueryIdSchema,
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** GET /search/variants/{search}: the variants of a search without its categories. */
export const VariantSearchResponseSchema = VariantListResponseSchema.extend({ query_id: SearchQueryIdSchema });

export const RegisterQueryBodySchema = z.object({ query: SearchTermSchema }).strict();
export const RegisterQueryResponseSchema = z.object({ query_id: z.string().uuid() });

export const RegisterClickBodySchema = z
  .object({
    query_id: z.string().uuid(),
    result_pos: z.number().int().min(0).max(10_000),
    variant_id: z.number().int().positive(),
    add_to_cart: z.boolean(),
  })
  .strict();
