import { z } from 'zod';
import { CentsSchema } from './common';
import { IsoDaySchema } from './delivery';
import { QuoteStatusSchema } from './quotes';

/*
 * A buyer's quotes (docs/orders.md, "Quotes", the buyer's list): the signed-in buyer's own quote
 * requests, newest first, a page at a time, each with its status and where it is read.
 */

/** GET /orders/quotes: the page after the one that ended with quote `before` (the list's `next`). */
export const QuoteListQuerySchema = z.object({
  before: z
    .string()
    .regex(/^Q-\d{6,}$/, 'validation.invalid')
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type QuoteListQuery = z.infer<typeof QuoteListQuerySchema>;

/** One quote of the list: what the buyer asked for, how it stands, and the quoted total once priced. */
export const QuoteSummarySchema = z.object({
  uuid: z.string().uuid(),
  number: z.string(),
  status: QuoteStatusSchema,
  created_at: z.string().datetime(),
  /** How many products the request holds. */
  lines: z.number().int().min(1),
  /** The quoted total with VAT and the day it holds until, once priced; null before. */
  total: CentsSchema.nullable(),
  valid_until: IsoDaySchema.nullable(),
});
export type QuoteSummary = z.infer<typeof QuoteSummarySchema>;

export const QuoteListSchema = z.object({
  quotes: z.array(QuoteSummarySchema),
  /** `before` for the next page; null on the last. */
  next: z.string().nullable(),
});
export type QuoteList = z.infer<typeof QuoteListSchema>;

/** The buyer's page of their quotes (mf-account), and its call. */
export const quotesPagePath = '/quotes';
export const quoteListCall = '/orders/quotes';
