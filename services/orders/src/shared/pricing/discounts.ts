import type { DiscountRow, VolumeTier } from '@shop/contracts';
import type { PricingConfig } from './pricing-config';

/**
 * The volume tiers that price a line: the variant's own from its supplier's feed when it has any,
 * else the shop-wide ones of the pricing configuration (docs/pricing-and-vat.md, "Volume tiers").
 */
export function volumeTiersOf(own: readonly VolumeTier[] | undefined, config: PricingConfig): readonly VolumeTier[] {
  if (own && own.length > 0) return own;
  return config.volumeDiscounts.map((tier) => ({ min_quantity: tier.minQuantity, percent: tier.percent }));
}

/** The highest volume tier (volumeTiersOf's) a line's quantity reaches, in percent (0 when none). */
export function volumePercent(quantity: number, own: readonly VolumeTier[] | undefined, config: PricingConfig): number {
  // Per line priced: the shop-wide tiers are read as configured, not copied.
  if (!own || own.length === 0)
    return config.volumeDiscounts.reduce(
      (best, tier) => (quantity >= tier.minQuantity && tier.percent > best ? tier.percent : best),
      0,
    );
  return own.reduce((best, tier) => (quantity >= tier.min_quantity && tier.percent > best ? tier.percent : best), 0);
}

/** The highest whole-order tier a goods subtotal reaches, in percent (0 when none). */
export function wholeOrderPercent(subtotalCents: number, config: PricingConfig): number {
  return config.wholeOrderDiscounts.reduce(
    (best, tier) => (subtotalCents >= tier.minSubtotalCents && tier.percent > best ? tier.percent : best),
    0,
  );
}

/**
 * A user's personal discount rows in the order SPEC §3 gives them: only rows valid today, by
 * earliest end date, then by threshold, rows without an end date last.
 */
export function validPersonalDiscounts(rows: DiscountRow[], today: string): DiscountRow[] {
  return rows
    .filter(
      (row) => (row.start_date === null || row.start_date <= today) && (row.end_date === null || row.end_date >= today),
    )
    .sort((a, b) => {
      if (a.end_date !== b.end_date) {
        if (a.end_date === null) return 1;
        if (b.end_date === null) return -1;
        return a.end_date < b.end_date ? -1 : 1;
      }
      return a.threshold - b.threshold;
    });
}

/** The personal discount that applies to a subtotal: the first row in that order whose threshold it reaches. */
export function personalDiscountFor(rows: DiscountRow[], subtotalCents: number, today: string): DiscountRow | null {
  return validPersonalDiscounts(rows, today).find((row) => subtotalCents >= row.threshold) ?? null;
}

/** Percent of an amount in cents, rounded half away from zero to a whole cent. */
export const percentOf = (amountCents: number, percent: number) => Math.round((amountCents * percent) / 100);
