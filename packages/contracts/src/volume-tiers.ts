import { z } from 'zod';

/**
 * A variant's own volume tier from its supplier's feed: from `min_quantity` pieces on a line, this
 * percent off the unit price (docs/pricing-and-vat.md, "Volume tiers").
 */
export const VolumeTierSchema = z.strictObject({
  min_quantity: z.number().int().min(2, 'must be 2 pieces or more').max(100_000, 'must be at most 100,000 pieces'),
  percent: z.number().gt(0, 'must be more than 0').max(90, 'must be at most 90'),
});
export type VolumeTier = z.infer<typeof VolumeTierSchema>;

/** A variant's tiers: at most 10, each from more pieces than the one before and giving more. */
export const VolumeTiersSchema = z
  .array(VolumeTierSchema)
  .max(10, 'at most 10 tiers')
  .refine(
    (tiers) =>
      tiers.every(
        (tier, i) =>
          i === 0 || (tier.min_quantity > tiers[i - 1]!.min_quantity && tier.percent > tiers[i - 1]!.percent),
      ),
    'each tier must start at more pieces and give more than the one before',
  );
