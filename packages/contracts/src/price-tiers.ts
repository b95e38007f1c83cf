import { z } from 'zod';
import { CentsSchema } from './common';
import { DiscountRowSchema } from './user';
import { PriceSourceSchema } from './order';

/**
 * The discounts pricing applies, as the orders service's pricing configuration has them
 * (docs/pricing-and-vat.md): volume tiers per line by pieces, whole-order tiers by goods, and the
 * logged-in buyer's personal discounts valid today in the order they are tried (empty for a guest).
 */
export const PriceTiersSchema = z.object({
  volume: z.array(z.object({ min_quantity: z.number().int().min(1), percent: z.number() })),
  whole_order: z.array(z.object({ min_goods: CentsSchema, percent: z.number() })),
  personal: z.array(DiscountRowSchema),
});
export type PriceTiers = z.infer<typeof PriceTiersSchema>;

export const PricePreviewQuerySchema = z.object({
  variantId: z.coerce.number().int('validation.invalid').positive('validation.invalid'),
  quantity: z.coerce.number().int('validation.invalid').min(1, 'validation.invalid').max(100_000, 'validation.invalid'),
  /** The buyer's cart: its order form decides the VAT shown (delivery country, reverse charge). */
  uuid: z.string().uuid('validation.invalid').optional(),
});

/**
 * The quantity a purchase row starts at: the variant's minimum order (the cart refuses less). The
 * row's first price preview asks for it, and the gateway embeds that answer in the page, so both
 * take it from here.
 */
export function startingQuantity(variant: { min_order: number }): number {
  return variant.min_order;
}

/**
 * GET /orders/price-preview's query for a line, with the buyer's cart when they have one: one
 * address for the row that asks and the gateway that embeds the answer.
 */
export function pricePreviewParams(variantId: number, quantity: number, cart: string | null) {
  return { variantId, quantity, ...(cart ? { uuid: cart } : {}) };
}

/**
 * One line priced as the cart prices it: unit price (the buyer's company's contract price when
 * `source` is `contract`) and the line discount (the better of a campaign and the volume tier),
 * net without VAT, the VAT the buyer's cart would carry on it, and the next volume tier.
 * `personal`: the personal discount an order of this line alone reaches.
 */
export const PricePreviewSchema = z.object({
  variant_id: z.number().int(),
  quantity: z.number().int(),
  unit_price: CentsSchema,
  source: PriceSourceSchema,
  discount: z.object({
    kind: z.enum(['order_line', 'volume']).nullable(),
    percent: z.number(),
    cents: CentsSchema,
  }),
  net: CentsSchema,
  vat: z.object({
    kind: z.enum(['domestic', 'reverse_charge', 'eu_consumer', 'export']),
    rate_percent: z.number(),
    cents: CentsSchema,
  }),
  gross: CentsSchema,
  next_tier: z.object({ min_quantity: z.number().int(), percent: z.number(), missing: z.number().int() }).nullable(),
  personal: DiscountRowSchema.nullable(),
});
export type PricePreview = z.infer<typeof PricePreviewSchema>;

/**
 * The tier a value reaches (the highest percent among those whose lower bound it reaches, as
 * pricing picks it) and the nearest one above it that gives more.
 */
export function tierProgress<T extends { percent: number }>(
  tiers: readonly T[],
  from: (tier: T) => number,
  value: number,
) {
  let reached: T | null = null;
  for (const tier of tiers) if (value >= from(tier) && tier.percent > (reached?.percent ?? 0)) reached = tier;
  let next: T | null = null;
  for (const tier of tiers)
    if (value < from(tier) && tier.percent > (reached?.percent ?? 0) && (!next || from(tier) < from(next))) next = tier;
  return { reached, next };
}
