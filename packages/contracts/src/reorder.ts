import { z } from 'zod';
import { PublicOrderSchema } from './order';

/** POST /orders/reorder/{uuid}: a sent order's lines into the caller's current cart. */
export const ReorderBodySchema = z
  .object({
    /** The caller's current cart; without it, or when it is not an open cart of theirs, a new cart is started. */
    cart: z.string().uuid().optional(),
  })
  .strict()
  .meta({ examples: [{}] });
export type ReorderBody = z.infer<typeof ReorderBodySchema>;

/**
 * Why a line of the order did not go into the cart: the catalogue no longer has the variant, it is
 * no longer sold, or it is sold out for now.
 */
export const reorderSkipReasons = ['not_sold', 'not_available', 'out_of_stock'] as const;
export const ReorderSkipReasonSchema = z.enum(reorderSkipReasons);
export type ReorderSkipReason = z.infer<typeof ReorderSkipReasonSchema>;

export const ReorderAnswerSchema = z.object({
  /** The cart the lines went into, repriced at today's prices, as every cart call answers it. */
  cart: PublicOrderSchema,
  /** The order's lines that were not added, each with why; none when every line was. */
  not_added: z.array(
    z.object({
      variant_id: z.number().int().positive(),
      code: z.string(),
      /** The catalogue's title in the caller's language, else the title the order was sent with. */
      title: z.string(),
      reason: ReorderSkipReasonSchema,
    }),
  ),
});
export type ReorderAnswer = z.infer<typeof ReorderAnswerSchema>;
