import { z } from 'zod';
import { IsoDaySchema } from './delivery';
import { CentsSchema, LocaleSchema } from './common';
import { EmailSchema, PhoneSchema, RequiredText } from './validation';

/**
 * Quotes (issue 19, docs/orders.md "Quotes"): a buyer freezes a cart into a quote request, the
 * seller prices it by a signed mail link, the buyer accepts it once before it expires and orders
 * at the quoted prices. These are the stored quote, the cart's reference to it and the calls.
 */

/**
 * requested → priced → accepted; a priced quote whose validity has passed reads as `expired`. A
 * priced quote's buyer may ask for changes instead (`changes_requested`, the next round), which the
 * seller prices again.
 */
export const quoteStates = ['requested', 'priced', 'changes_requested', 'accepted'] as const;
export const QuoteStateSchema = z.enum(quoteStates);
export type QuoteState = z.infer<typeof QuoteStateSchema>;
export const QuoteStatusSchema = z.enum([...quoteStates, 'expired']);
export type QuoteStatus = z.infer<typeof QuoteStatusSchema>;

/** How long a seller may hold a quoted price: the validity date is at most this many days after today. */
export const quoteMaxValidityDays = 90;

/** A line of the cart as it was frozen into the request: what and how many, and the catalogue's price then. */
export const QuoteLineSchema = z.object({
  variant_id: z.number().int().positive(),
  code: z.string(),
  title: z.string(),
  quantity: z.number().int().min(1),
  /** The catalogue's unit price without VAT when the quote was requested: the seller's reference. */
  list_price: CentsSchema,
});
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

/** Who asked: the quote is mailed to this address, and only this buyer may accept it. */
export const QuoteBuyerSchema = z.object({
  name: RequiredText('validation.required', 200),
  email: EmailSchema,
  company: z.string().trim().max(200, 'validation.too_long').default(''),
  phone: z.union([z.literal(''), PhoneSchema]).default(''),
});
export type QuoteBuyer = z.infer<typeof QuoteBuyerSchema>;

/** The seller's prices and what the server computed of them (VAT at the seller's domestic rate). */
export const QuotePricingSchema = z.object({
  lines: z.array(z.object({ variant_id: z.number().int().positive(), unit_price: CentsSchema, net: CentsSchema })),
  valid_until: IsoDaySchema,
  comment: z.string(),
  goods: CentsSchema,
  vat_rate_percent: z.number(),
  vat: CentsSchema,
  total: CentsSchema,
  priced_at: z.string().datetime(),
});
export type QuotePricing = z.infer<typeof QuotePricingSchema>;

/** An earlier round of a quote: what was asked, what the seller offered, and when the buyer asked for changes. */
export const QuoteRoundSchema = z.object({
  lines: z.array(QuoteLineSchema).min(1),
  note: z.string(),
  pricing: QuotePricingSchema,
  changes_requested_at: z.string().datetime(),
});
export type QuoteRound = z.infer<typeof QuoteRoundSchema>;

export const QuoteSchema = z.object({
  uuid: z.string().uuid(),
  /** What buyer and seller quote to each other: Q-100001, Q-100002, … */
  number: z.string(),
  state: QuoteStateSchema,
  locale: LocaleSchema,
  created_at: z.string().datetime(),
  /** The logged-in buyer it was made for; null for a guest (then the buyer's signed link opens it). */
  user_id: z.number().int().positive().nullable(),
  buyer: QuoteBuyerSchema,
  note: z.string(),
  lines: z.array(QuoteLineSchema).min(1),
  pricing: QuotePricingSchema.nullable(),
  /** The rounds before this one, oldest first: `lines`, `note` and `pricing` above are the latest round's. */
  rounds: z.array(QuoteRoundSchema).default([]),
  /** The cart the acceptance made, locked to the quoted prices. */
  accepted: z.object({ at: z.string().datetime(), cart_uuid: z.string().uuid() }).nullable(),
});
export type Quote = z.infer<typeof QuoteSchema>;

/** A quote as the buyer and the seller read it: its status says `expired` once the validity has passed. */
export const QuoteViewSchema = QuoteSchema.omit({ user_id: true }).extend({ status: QuoteStatusSchema });
export type QuoteView = z.infer<typeof QuoteViewSchema>;

/**
 * On a cart made by accepting a quote (`Order.quote`): the quoted unit prices the server prices
 * it with. Only the acceptance sets it; no call of the buyer's changes it.
 */
export const OrderQuoteSchema = z.object({
  uuid: z.string().uuid(),
  number: z.string(),
  valid_until: IsoDaySchema,
  lines: z.array(
    z.object({ variant_id: z.number().int().positive(), quantity: z.number().int().min(1), unit_price: CentsSchema }),
  ),
});
export type OrderQuote = z.infer<typeof OrderQuoteSchema>;

/** POST /orders/quote-request: the cart to freeze, the buyer's note and how to reach them. */
export const RequestQuoteBodySchema = z
  .object({
    cart_uuid: z.string().uuid('validation.invalid'),
    note: z.string().trim().max(2000, 'validation.too_long').default(''),
    buyer: QuoteBuyerSchema,
  })
  .strict()
  .meta({
    examples: [
      {
        cart_uuid: '3f0c2b1e-9a4d-4c8e-b1f2-7d6e5a4b3c21',
        note: 'Please quote delivery to the site in Pasila.',
        buyer: { name: 'Anna Virtanen', email: 'anna.virtanen@rakennus-oy.fi', company: 'Rakennus Oy', phone: '' },
      },
    ],
  });
export type RequestQuoteBody = z.input<typeof RequestQuoteBodySchema>;

/** What the request answers: the quote's number, and where the buyer reads it. */
export const QuoteRequestedSchema = z.object({ uuid: z.string().uuid(), number: z.string(), email: z.string() });
export type QuoteRequested = z.infer<typeof QuoteRequestedSchema>;

/** POST /orders/quote-pricing: a net unit price for every line, the validity and an optional comment. */
export const PriceQuoteBodySchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            variant_id: z.number().int().positive(),
            unit_price: z
              .number({ error: 'validation.invalid' })
              .int('validation.invalid')
              .min(1, 'quote.price_positive')
              .max(100_000_000, 'quote.price_too_large'),
          })
          .strict(),
      )
      .min(1)
      .max(500),
    valid_until: IsoDaySchema,
    comment: z.string().trim().max(2000, 'validation.too_long').default(''),
  })
  .strict()
  .meta({
    examples: [
      {
        lines: [
          { variant_id: 102, unit_price: 2000 },
          { variant_id: 103, unit_price: 1500 },
        ],
        valid_until: '2026-12-15',
        comment: 'Delivery to the site included.',
      },
    ],
  });
export type PriceQuoteBody = z.input<typeof PriceQuoteBodySchema>;

/** What a quote link's token says: this quote, for pricing it (the seller) or reading it (a guest buyer). */
export const quoteLinkPurposes = ['quote_pricing', 'quote_buyer'] as const;
export const QuoteLinkClaimsSchema = z.object({
  quote: z.string().uuid(),
  purpose: z.enum(quoteLinkPurposes),
});
export type QuoteLinkClaims = z.infer<typeof QuoteLinkClaimsSchema>;

/** The pages behind the links; the token goes in the fragment, which browsers never send. */
export const quotePricingPagePath = '/quote-pricing';
export const quotePagePath = (uuid: string) => `/quote/${uuid}`;
export const quotePricingLink = (origin: string, token: string) => `${origin}${quotePricingPagePath}#${token}`;
export const quoteBuyerLink = (origin: string, uuid: string, token: string) =>
  `${origin}${quotePagePath(uuid)}#${token}`;

/**
 * Where a quote is requested: under the lines of the buyer's cart, opened by this fragment (the
 * header's "Request a quote"). Without a cart, the empty cart says how to ask for one.
 */
export const quoteRequestFragment = 'quote-request';
export const cartQuoteRequestPath = (cartUuid: string | null) => `/cart/${cartUuid ?? 'new'}#${quoteRequestFragment}`;

/** The quote calls (orders service). */
export const quoteCalls = {
  request: '/orders/quote-request',
  read: '/orders/quote/:uuid',
  pdf: '/orders/quote-pdf/:uuid',
  accept: '/orders/quote/:uuid/accept',
  pricingRead: '/orders/quote-pricing',
  price: '/orders/quote-pricing',
} as const;
