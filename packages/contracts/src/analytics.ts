import { z } from 'zod';

/** SPEC 7 Analytics: the 30 events the shop reports, by name. */
export const analyticsEventNames = [
  'Account Button Clicked',
  'Account Information Saved',
  'Account Logged In',
  'Account View Changed',
  'Added To Cart',
  'All Filters Cleared',
  'All Search Results Opened',
  'Call To Button Clicked',
  'Cart Viewed',
  'Catalogue Searched',
  'Category Clicked',
  'Checkout Began',
  'Contact Form Clicked',
  'Contact Form Sent',
  'CTA Element Viewed',
  'Filter Chosen',
  'Filter Cleared',
  'Filter Collapsed',
  'Filter Expanded',
  'Filter Removed',
  'Mail To Button Clicked',
  'Payment Method Selected',
  'Product Clicked',
  'Product Listing Style Changed',
  'Purchased',
  'Removed From Cart',
  'Shipping Address Added',
  'Spinner Amount Edited',
  'Variant Clicked',
  'Variant List Viewed',
] as const;
export const AnalyticsEventNameSchema = z.enum(analyticsEventNames);
export type AnalyticsEventName = z.infer<typeof AnalyticsEventNameSchema>;

/** Events that report a lead: their personal fields travel only with analytics consent. */
export const leadEventNames: readonly AnalyticsEventName[] = ['Contact Form Sent', 'Contact Form Clicked'];
/** Fields of a lead that identify a person or company. */
export const leadPersonalFields = ['email', 'company', 'message'] as const;

/** An event's ad conversion value: fixed EUR, or a share of the amount (EUR) the event is about. */
export type ConversionRule = { eur: number } | { shareOfAmount: number };

/**
 * SPEC 9 ad conversion values (EUR): 30 for checkout start, 50 for a lead, 90, 10, and 0.05, 0.2
 * and 0.1 of amounts; the reasons are in docs/analytics.md. Other events carry no value.
 */
export const conversionRules = {
  'Checkout Began': { eur: 30 },
  'Contact Form Sent': { eur: 50 },
  'Shipping Address Added': { eur: 90 },
  'Call To Button Clicked': { eur: 10 },
  'Mail To Button Clicked': { eur: 10 },
  'Added To Cart': { shareOfAmount: 0.05 },
  Purchased: { shareOfAmount: 0.2 },
  'Cart Viewed': { shareOfAmount: 0.1 },
} as const satisfies Partial<Record<AnalyticsEventName, ConversionRule>>;

/**
 * The conversion value of an event about `amount` EUR (a line, a cart, an order), rounded to cents;
 * undefined for an event without one, or a share of an amount not given.
 */
export function conversionValue(name: AnalyticsEventName, amount?: number): number | undefined {
  const rule: ConversionRule | undefined = (conversionRules as Partial<Record<AnalyticsEventName, ConversionRule>>)[
    name
  ];
  if (!rule) return undefined;
  if ('eur' in rule) return rule.eur;
  return amount === undefined ? undefined : Math.round(amount * rule.shareOfAmount * 100) / 100;
}

/**
 * POST /analytics/events: one event, value in EUR (not cents: it is what the tag service takes).
 * Bounded: a lead's message (up to the contact form's 5,000 characters) is the longest property.
 */
export const AnalyticsEventBodySchema = z
  .object({
    name: AnalyticsEventNameSchema,
    properties: z
      .record(z.string().max(64), z.union([z.string().max(5000), z.number(), z.boolean(), z.null()]))
      .refine((properties) => Object.keys(properties).length <= 40, 'validation.too_big')
      .default({}),
    value: z.number().min(0).max(1_000_000).optional(),
  })
  .strict()
  // A line of 2 gates (1,965.80 EUR) added: its conversion value is a share of the line (conversionRules).
  .meta({
    examples: [{ name: 'Added To Cart', properties: { variant_id: 3548, quantity: 2, currency: 'EUR' }, value: 98.29 }],
  });
export type AnalyticsEventBody = z.infer<typeof AnalyticsEventBodySchema>;
export const analyticsEventsPath = '/analytics/events';
/** The 202 of POST /analytics/events: the event is queued for the configured sinks. */
export const AnalyticsAcceptedSchema = z.object({ accepted: z.literal(true) });

/**
 * GET /analytics/config: the tag scripts the browser may load. The gateway lists them only for
 * requests to a production host; the shell loads them only with analytics consent.
 */
export const AnalyticsConfigSchema = z.object({
  tagManager: z.object({ scriptUrl: z.string().url(), dataLayer: z.string().regex(/^[A-Za-z_$][\w$]*$/) }).nullable(),
});
export type AnalyticsConfig = z.infer<typeof AnalyticsConfigSchema>;
export const analyticsConfigPath = '/analytics/config';
