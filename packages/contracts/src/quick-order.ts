import { z } from 'zod';
import { CentsSchema } from './common';
import { cartLineMaxQuantity } from './order';
import { PictureSchema } from './picture';
import { VariantAttributeSchema, VariantSchema } from './variant';

/**
 * Lines one quick order resolves or adds at once. A spreadsheet of a work site's materials runs to
 * a few dozen lines; every cart change reads each line's price from the catalogue, so a cart of
 * thousands of lines would make every later change slow for its buyer.
 */
export const quickOrderMaxLines = 200;

/** The most pieces of one line, as a cart line holds. */
export const quickOrderMaxQuantity = cartLineMaxQuantity;

/** The page's address (mf-cart's QuickOrderPage). */
export const quickOrderPagePath = '/quick-order';

/** One line as the buyer pasted, typed or uploaded it: the variant's code (as the shop shows it) and how many. */
export const QuickOrderLineInputSchema = z
  .object({
    code: z.string().trim().min(1, 'validation.required').max(64, 'validation.too_long'),
    /** Any number: a fraction, zero or a negative is answered as the line's problem, not refused. */
    quantity: z.number(),
  })
  .strict();
export type QuickOrderLineInput = z.infer<typeof QuickOrderLineInputSchema>;

/** POST /productVariant/resolve. */
export const QuickOrderResolveBodySchema = z
  .object({ lines: z.array(QuickOrderLineInputSchema).min(1).max(quickOrderMaxLines) })
  .strict()
  .meta({ examples: [{ lines: [{ code: 'DFT-003548', quantity: 2 }] }] });
export type QuickOrderResolveBody = z.infer<typeof QuickOrderResolveBodySchema>;

/** Why a line cannot go into the cart as it is. */
export const quickOrderProblems = [
  'unknown_code',
  /** Two suppliers use the code for different articles (the code is the supplier's article number). */
  'ambiguous_code',
  'not_available',
  'out_of_stock',
  'not_whole',
  'not_positive',
  'too_many',
  'below_minimum',
] as const;
export const QuickOrderProblemSchema = z.enum(quickOrderProblems);
export type QuickOrderProblem = z.infer<typeof QuickOrderProblemSchema>;

/** The variant a code names, as the quick order shows it. */
export const QuickOrderVariantSchema = VariantSchema.pick({
  id: true,
  code: true,
  title: true,
  sale_price: true,
  min_order: true,
  availability: true,
  delivery_estimate: true,
  supplier: true,
}).extend({
  attributes: z.array(VariantAttributeSchema.pick({ label: true, display: true })),
  picture: PictureSchema.nullable(),
});
export type QuickOrderVariant = z.infer<typeof QuickOrderVariantSchema>;

export const QuickOrderResolvedLineSchema = z.object({
  code: z.string(),
  quantity: z.number(),
  /** The variant the code names; null when no single variant does. */
  variant: QuickOrderVariantSchema.nullable(),
  /**
   * The line's goods at the catalogue's price (unit price × quantity), before the cart's volume and
   * order discounts; null when the line has a problem.
   */
  line_total: CentsSchema.nullable(),
  /** Null when the line can be added as it is; else why not, in the buyer's language. */
  problem: z.object({ reason: QuickOrderProblemSchema, message: z.string() }).nullable(),
});
export type QuickOrderResolvedLine = z.infer<typeof QuickOrderResolvedLineSchema>;

/** The lines in the order sent. */
export const QuickOrderResolveResponseSchema = z.object({ lines: z.array(QuickOrderResolvedLineSchema) });
export type QuickOrderResolveResponse = z.infer<typeof QuickOrderResolveResponseSchema>;

/** POST /orders/add-many: every line into the cart, or none. */
export const AddManyToCartBodySchema = z
  .object({
    uuid: z.string().uuid().optional(),
    lines: z
      .array(
        z
          .object({
            variantId: z.number().int().positive(),
            amount: z.number().int().min(1).max(quickOrderMaxQuantity),
          })
          .strict(),
      )
      .min(1)
      .max(quickOrderMaxLines),
  })
  .strict()
  .meta({
    examples: [
      {
        lines: [
          { variantId: 3548, amount: 2 },
          { variantId: 3549, amount: 1 },
        ],
      },
    ],
  });
export type AddManyToCartBody = z.infer<typeof AddManyToCartBodySchema>;
