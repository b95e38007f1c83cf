import { z } from 'zod';
import { cartLineMaxQuantity } from './order';

/*
 * A quote's next round (docs/orders.md, "Quotes", "Rounds"): the buyer of a priced quote answers it
 * with the lines they want now (other quantities, a line left out, a product added) and a message,
 * and the seller prices the quote again.
 */

/** POST /orders/quote/{uuid}/changes: every line of the next round, and what the buyer asks of the seller. */
export const RequestQuoteChangesBodySchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            variant_id: z
              .number({ error: 'validation.invalid' })
              .int('validation.invalid')
              .positive('validation.invalid'),
            quantity: z
              .number({ error: 'validation.invalid' })
              .int('validation.invalid')
              .min(1, 'quote.quantity_positive')
              .max(cartLineMaxQuantity, 'quote.quantity_too_large'),
          })
          .strict(),
      )
      .min(1, 'quote.lines_empty')
      .max(500),
    note: z.string().trim().min(1, 'quote.changes_note_required').max(2000, 'validation.too_long'),
  })
  .strict()
  .meta({
    examples: [
      {
        lines: [
          { variant_id: 102, quantity: 6 },
          { variant_id: 104, quantity: 2 },
        ],
        note: 'Six mats instead of four, no posts, and two gates please.',
      },
    ],
  });
export type RequestQuoteChangesBody = z.input<typeof RequestQuoteChangesBodySchema>;

export const quoteChangesCall = '/orders/quote/:uuid/changes';
