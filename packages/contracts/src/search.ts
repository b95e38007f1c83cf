import { z } from 'zod';
import { CategorySchema } from './category';
import { VariantSchema } from './variant';

export const SearchTermSchema = z.string().trim().min(3, 'catalogue.term_too_short').max(200, 'validation.too_long');

export const SearchResponseSchema = z.object({
  variants: z.array(VariantSchema),
  categories: z.array(CategorySchema),
  count: z.number().int().min(0),
  query_id: z.string().optional(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

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
