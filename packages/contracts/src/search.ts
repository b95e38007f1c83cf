import { z } from 'zod';
import { CategorySchema } from './category';
import { VariantListResponseSchema } from './listing';
import { variantExample, VariantSchema } from './variant';

export const SearchTermSchema = z.string().trim().min(3, 'catalogue.term_too_short').max(200, 'validation.too_long');

/**
 * The id a search's clicks name (POST /search/register_click). Absent only when the address has
 * searched past its budget: the results still come, the clicks are not counted.
 */
const SearchQueryIdSchema = z.string().uuid().optional();

export const SearchResponseSchema = z
  .object({
    variants: z.array(VariantSchema),
    categories: z.array(CategorySchema),
    count: z.number().int().min(0),
    query_id: SearchQueryIdSchema,
  })
  .meta({
    examples: [
      {
        variants: [variantExample],
        categories: [
          {
            categoryid: 14,
            parentid: 2,
            slug: 'swing-gates',
            title: 'Swing gates',
            iconPicture: null,
            variantCount: 212,
            category_pictures: [],
          },
        ],
        count: 57,
        query_id: '9d9e0c95-3b26-454e-81d7-db3f30f6d58c',
      },
    ],
  });
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** GET /search/variants/{search}: the variants of a search without its categories. */
export const VariantSearchResponseSchema = VariantListResponseSchema.extend({ query_id: SearchQueryIdSchema }).meta({
  examples: [{ variants: [variantExample], count: 57, query_id: '9d9e0c95-3b26-454e-81d7-db3f30f6d58c' }],
});

export const RegisterQueryBodySchema = z
  .object({ query: SearchTermSchema })
  .strict()
  .meta({ examples: [{ query: 'drehtor' }] });
export const RegisterQueryResponseSchema = z.object({ query_id: z.string().uuid() });

export const RegisterClickBodySchema = z
  .object({
    query_id: z.string().uuid(),
    result_pos: z.number().int().min(0).max(10_000),
    variant_id: z.number().int().positive(),
    add_to_cart: z.boolean(),
  })
  .strict()
  .meta({
    examples: [
      { query_id: '9d9e0c95-3b26-454e-81d7-db3f30f6d58c', result_pos: 0, variant_id: 3548, add_to_cart: true },
    ],
  });
