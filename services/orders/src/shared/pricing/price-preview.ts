import { tierProgress, type DiscountRow, type PricePreview, type PriceTiers, type VolumeTier } from '@shop/contracts';
import { percentOf, personalDiscountFor, validPersonalDiscounts, volumePercent, volumeTiersOf } from './discounts';
import { priceOrder } from './price-order';
import type { PricingConfig } from './pricing-config';
import type { VatBuyer } from './vat';

/** The discounts of the pricing configuration as buyers read them, with a buyer's personal rows valid today. */
export function priceTiersOf(config: PricingConfig, personalRows: DiscountRow[], today: string): PriceTiers {
  return {
    volume: [...volumeTiersOf(undefined, config)],
    whole_order: config.wholeOrderDiscounts.map((tier) => ({
      min_goods: tier.minSubtotalCents,
      percent: tier.percent,
    })),
    personal: validPersonalDiscounts(personalRows, today),
  };
}

export interface LinePreviewInput {
  variantId: number;
  quantity: number;
  unitPriceCents: number;
  /** `unitPriceCents` is the buyer's company's contract price (final). */
  contract: boolean;
  /** The variant's own volume tiers; none: the shop-wide ones. */
  volumeTiers?: readonly VolumeTier[];
  buyer: VatBuyer;
  personalDiscounts: DiscountRow[];
  today: string;
}

/**
 * One line priced by priceOrder, the cart's own pricing, as an order of that line alone: its
 * unit price, line discount and net are what a cart charges for it. Its VAT is the buyer's rate on
 * the net (the cart's VAT also covers delivery, which a single line does not know yet).
 */
export function previewLine(input: LinePreviewInput, config: PricingConfig): PricePreview {
  const result = priceOrder(
    {
      lines: [
        {
          variantId: input.variantId,
          quantity: input.quantity,
          unitPriceCents: input.unitPriceCents,
          lineDiscountPercent: 0,
          contract: input.contract,
          volumeTiers: input.volumeTiers,
        },
      ],
      // Product freight prices everywhere: the line's figures do not depend on the method.
      deliveryMethod: 'product_freight',
      postCode: null,
      buyer: input.buyer,
      personalDiscounts: input.personalDiscounts,
      today: input.today,
    },
    config,
  );
  if (!result.ok) throw new Error('product freight is available everywhere');
  const { lines, vat, goodsCents, wholeOrderDiscount } = result.pricing;
  const line = lines[0]!;
  const vatCents = percentOf(line.netCents, vat.ratePercent);
  const { next } = tierProgress(volumeTiersOf(input.volumeTiers, config), (tier) => tier.min_quantity, input.quantity);
  const percent =
    line.discountKind === 'volume'
      ? volumePercent(input.quantity, input.volumeTiers, config)
      : line.discountKind === 'order_line'
        ? line.lineDiscountPercent
        : 0;
  return {
    variant_id: input.variantId,
    quantity: input.quantity,
    unit_price: line.unitPriceCents,
    source: line.priceSource,
    discount: { kind: line.discountKind, percent, cents: line.discountCents },
    net: line.netCents,
    vat: { kind: vat.kind, rate_percent: vat.ratePercent, cents: vatCents },
    gross: line.netCents + vatCents,
    // A contract price is final (priceLine takes no tier off it): no next tier to offer either.
    next_tier:
      next && !input.contract
        ? { min_quantity: next.min_quantity, percent: next.percent, missing: next.min_quantity - input.quantity }
        : null,
    // The row priceOrder picked, named with its threshold and dates for the page; none takes
    // anything off a contract price.
    personal: input.contract
      ? null
      : personalDiscountFor(input.personalDiscounts, goodsCents - wholeOrderDiscount.cents, input.today),
  };
}
