import type { DeliveryMethodType, DiscountRow, PriceSource, VolumeTier } from '@shop/contracts';
import { deliveryCost, isSmallOrder } from './delivery-cost';
import { percentOf, personalDiscountFor, volumePercent, wholeOrderPercent } from './discounts';
import type { PricingConfig } from './pricing-config';
import { vatTreatment, type VatBuyer, type VatTreatment } from './vat';

export interface LineInput {
  variantId: number;
  quantity: number;
  /** The catalogue's current price per unit, without VAT. */
  unitPriceCents: number;
  /** A campaign discount on this variant, in percent (0 when none). */
  lineDiscountPercent: number;
  /** The variant's own volume tiers from the catalogue; none: the shop-wide ones apply. */
  volumeTiers?: readonly VolumeTier[];
  /**
   * `unitPriceCents` is the buyer's company's contract price: final, so neither a campaign nor a
   * volume tier nor an order-level discount takes anything off it (docs/decisions/2026-11-30-contract-prices.md).
   */
  contract?: boolean;
}

export interface PricedLine extends LineInput {
  grossCents: number;
  /** Which line discount applied: the better of the variant's own and the volume tier (they do not stack). */
  discountKind: 'order_line' | 'volume' | null;
  discountCents: number;
  netCents: number;
  priceSource: PriceSource;
}

export interface OrderPricingInput {
  lines: LineInput[];
  deliveryMethod: DeliveryMethodType;
  postCode: string | null;
  buyer: VatBuyer;
  personalDiscounts: DiscountRow[];
  /** ISO date (YYYY-MM-DD) in the shop's time zone: personal discounts valid on it apply. */
  today: string;
  /**
   * Priced at a quote's prices (docs/orders.md, "Quotes"): the seller's unit prices are final and
   * include the delivery, so no discount applies and delivery costs nothing.
   */
  quoted?: boolean;
}

export interface OrderPricing {
  lines: PricedLine[];
  /** Sum of line net amounts (after line and volume discounts). */
  goodsCents: number;
  /** The part of the goods order-level discounts apply to: all but the contract-priced lines. */
  discountableCents: number;
  wholeOrderDiscount: { percent: number; cents: number };
  personalDiscount: { percent: number; cents: number; endDate: string | null } | null;
  freightCents: number;
  packagingCents: number;
  /** SPEC §9: whether this is a small order (it pays the fixed product freight), and what was waived otherwise. */
  smallOrder: { thresholdCents: number; applies: boolean; freightWaivedCents: number };
  vat: VatTreatment;
  /** Every discount of the order together (lines, whole-order, personal). */
  totalDiscountCents: number;
  /** Goods after all discounts, plus delivery: what VAT is computed on. */
  totalWithoutVatCents: number;
  vatCents: number;
  totalWithVatCents: number;
}

export type PricingResult = { ok: true; pricing: OrderPricing } | { ok: false; reason: 'worksite_outside_area' };

/**
 * Prices an order from the catalogue's current unit prices; the only place totals are computed.
 * Rounding is per amount to whole cents (half away from zero), so each shown figure adds up.
 * Order-level discounts compound: whole-order first, then the personal discount on what remains.
 * A contract-priced line is final: no line discount, and order-level discounts leave it out.
 */
export function priceOrder(input: OrderPricingInput, config: PricingConfig): PricingResult {
  return priceLines(
    input.lines.map((line) => priceLine(line, input.quoted === true, config)),
    input,
    config,
  );
}

/**
 * One line's figures, which depend on nothing else in the order: so a cart change can keep the
 * lines it did not change as priced (repriceOrder) and price the one it changed.
 */
export function priceLine(line: LineInput, quoted: boolean, config: PricingConfig): PricedLine {
  const grossCents = line.unitPriceCents * line.quantity;
  const contract = line.contract === true && !quoted;
  const volume = quoted || contract ? 0 : volumePercent(line.quantity, line.volumeTiers, config);
  const best = contract ? 0 : Math.max(line.lineDiscountPercent, volume);
  const discountKind = best === 0 ? null : line.lineDiscountPercent >= volume ? 'order_line' : 'volume';
  const discountCents = percentOf(grossCents, best);
  // Written out rather than `{ ...line, grossCents, ... }`: on Node 20's V8, adding new keys to a
  // spread copy goes the slow way (about 3 µs a line, the largest cost of repricing a cart).
  return {
    variantId: line.variantId,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    lineDiscountPercent: line.lineDiscountPercent,
    volumeTiers: line.volumeTiers,
    contract,
    grossCents,
    discountKind,
    discountCents,
    netCents: grossCents - discountCents,
    priceSource: contract ? 'contract' : discountKind === 'volume' ? 'tier' : discountKind ? 'campaign' : 'list',
  };
}

/**
 * The order's figures from its lines priced by priceLine (each with the order's `quoted`): all of
 * priceOrder but the lines, so its result is priceOrder's for the same input.
 */
export function priceLines(
  lines: PricedLine[],
  input: Omit<OrderPricingInput, 'lines'>,
  config: PricingConfig,
): PricingResult {
  const goodsCents = lines.reduce((sum, l) => sum + l.netCents, 0);
  // Contract-priced goods count towards the tiers an order reaches, but are not discounted.
  const discountableCents = lines.reduce((sum, l) => (l.priceSource === 'contract' ? sum : sum + l.netCents), 0);

  const wholePercent = input.quoted ? 0 : wholeOrderPercent(goodsCents, config);
  const wholeCents = percentOf(discountableCents, wholePercent);
  const afterWhole = goodsCents - wholeCents;

  const personalRow = input.quoted ? null : personalDiscountFor(input.personalDiscounts, afterWhole, input.today);
  const personalDiscount = personalRow
    ? {
        percent: personalRow.discount_percent,
        cents: percentOf(discountableCents - wholeCents, personalRow.discount_percent),
        endDate: personalRow.end_date,
      }
    : null;
  const discountedGoods = afterWhole - (personalDiscount?.cents ?? 0);

  const delivery = deliveryCost(
    input.deliveryMethod,
    { postCode: input.postCode, country: input.buyer.country },
    config,
    discountedGoods,
  );
  if (!delivery.ok) return delivery;
  // A work site outside the area stays refused for a quote too; only its costs are in the quoted prices.
  const { freightCents, packagingCents, freightWaivedCents } = input.quoted
    ? { freightCents: 0, packagingCents: 0, freightWaivedCents: 0 }
    : delivery.cost;

  const vat = vatTreatment(input.buyer, config);
  const totalWithoutVatCents = discountedGoods + freightCents + packagingCents;
  const vatCents = percentOf(totalWithoutVatCents, vat.ratePercent);
  const lineDiscounts = lines.reduce((sum, l) => sum + l.discountCents, 0);

  return {
    ok: true,
    pricing: {
      lines,
      goodsCents,
      discountableCents,
      wholeOrderDiscount: { percent: wholePercent, cents: wholeCents },
      personalDiscount,
      freightCents,
      packagingCents,
      smallOrder: {
        thresholdCents: config.smallOrderUnderCents,
        applies: isSmallOrder(discountedGoods, config),
        freightWaivedCents,
      },
      vat,
      totalDiscountCents: lineDiscounts + wholeCents + (personalDiscount?.cents ?? 0),
      totalWithoutVatCents,
      vatCents,
      totalWithVatCents: totalWithoutVatCents + vatCents,
    },
  };
}
