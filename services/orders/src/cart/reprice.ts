import {
  deliveryMethods,
  type CartItem,
  type DeliveryMethodType,
  type DeliveryProblem,
  type Order,
  type VariantPrice,
  type VatChargedReason,
  type VolumeTier,
} from '@shop/contracts';
import { priceLine, priceLines, type OrderPricingInput, type PricedLine } from '../shared/pricing/price-order';
import type { PricingConfig } from '../shared/pricing/pricing-config';
import { contractPriceFor, noContractPrices, type ContractPriceBook } from '../contract-prices/contract-price-for';
import { vatBuyerOf, vatChargedReasonOf } from '../shared/pricing/vat';

const methodId = (type: DeliveryMethodType) => deliveryMethods.find((m) => m.type === type)?.id ?? 1;
export const methodType = (id: number): DeliveryMethodType =>
  deliveryMethods.find((m) => m.id === id)?.type ?? 'product_freight';

function formValue(order: Order, key: string): string | null {
  const value = order.form?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Delivery postcode: the separate shipping address's when there is one (the work-site area follows the goods). */
function deliveryValue(order: Order, key: 'postCode'): string | null {
  const shipping = order.form?.shipping as Record<string, unknown> | undefined;
  const value = order.form?.isSeparateShipping === true ? shipping?.[key] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : formValue(order, key);
}

/** Each line as last priced under one pricing configuration, with whether it was priced as quoted. */
type PricedLines = WeakMap<CartItem, { quoted: boolean; line: PricedLine }>;
const lastPriced = new WeakMap<PricingConfig, PricedLines>();

/**
 * A line priced at `unitPriceCents` (a contract price when `contract`): as it was last time when
 * neither its price nor the kind of pricing changed (a cart line is never changed in place, and a
 * change keeps the lines it does not touch), so a change to a 500-line cart prices the line it
 * changed, not 500. A line's figures depend on nothing else in the order (priceLine); the totals
 * are summed from them anew.
 */
function pricedLine(
  item: CartItem,
  unitPriceCents: number,
  contract: boolean,
  quoted: boolean,
  config: PricingConfig,
  known: PricedLines,
  volumeTiers?: readonly VolumeTier[],
): PricedLine {
  const last = known.get(item);
  if (
    last &&
    last.quoted === quoted &&
    last.line.unitPriceCents === unitPriceCents &&
    last.line.contract === contract &&
    sameTiers(last.line.volumeTiers, volumeTiers)
  )
    return last.line;
  const line = priceLine(
    {
      variantId: item.variant_id,
      quantity: item.quantity,
      unitPriceCents,
      lineDiscountPercent: 0,
      contract,
      volumeTiers,
    },
    quoted,
    config,
  );
  known.set(item, { quoted, line });
  return line;
}

/** Whether a variant's tiers are as they were (read anew from the catalogue at every change). */
function sameTiers(a: readonly VolumeTier[] = [], b: readonly VolumeTier[] = []): boolean {
  return (
    a.length === b.length &&
    a.every((tier, i) => tier.min_quantity === b[i]!.min_quantity && tier.percent === b[i]!.percent)
  );
}

/**
 * A line at its buyer's company's contract price valid today for its quantity, else at the
 * catalogue's current price (the last one if the variant is gone) with the variant's own volume
 * tiers when it has them; a cart of a quote at the quote's prices, whatever the catalogue's are now.
 */
function lineAtPrice(
  item: CartItem,
  variant: VariantPrice | undefined,
  quotedPrices: Map<number, number> | null,
  today: string,
  contracts: ContractPriceBook,
  config: PricingConfig,
  known: PricedLines,
): PricedLine {
  if (quotedPrices)
    return pricedLine(item, quotedPrices.get(item.variant_id) ?? item.price, false, true, config, known);
  const contract = variant ? contractPriceFor(contracts, variant.code, item.quantity, today) : null;
  if (contract !== null) return pricedLine(item, contract, true, false, config, known);
  return pricedLine(item, variant?.sale_price ?? item.price, false, false, config, known, variant?.volume_tiers);
}

/**
 * The stored line with its figures: the same object when nothing in it changed (carts are never
 * changed in place), which spares the store re-freezing it and the heap a copy per line per
 * change; a new object otherwise, remembered as priced so the next change keeps it.
 */
function lineWithFigures(
  item: CartItem,
  variant: VariantPrice | undefined,
  line: PricedLine,
  quoted: boolean,
  known: PricedLines,
): CartItem {
  const code = variant?.code ?? item.code;
  const fullTitle = variant?.title ?? item.fullTitle;
  if (
    item.code === code &&
    item.fullTitle === fullTitle &&
    item.price === line.unitPriceCents &&
    item.discount === line.discountCents &&
    item.price_source === line.priceSource
  )
    return item;
  const priced = {
    ...item,
    code,
    fullTitle,
    price: line.unitPriceCents,
    discount: line.discountCents,
    price_source: line.priceSource,
  };
  known.set(priced, { quoted, line });
  return priced;
}

/** A cart's lines as its last change priced them: `lines[i]` holds the figures of `items[i]`. */
export interface RepricedLines {
  readonly items: readonly CartItem[];
  readonly lines: readonly PricedLine[];
  readonly quote: Order['quote'];
  readonly config: PricingConfig;
  /** Priced with contract prices: its lines then depend on the day and the company's rows too. */
  readonly contracted: boolean;
}

/**
 * What a change may keep of the cart's last repricing: its lines, and the variants whose prices
 * may differ from the ones they were priced at (those the catalogue's epoch names and those the
 * change read anew). Only for a cart without contract prices, whose lines depend on nothing but
 * their own quantity and their variant's price and tiers.
 */
export interface KeptLines {
  readonly last: RepricedLines;
  readonly fresh: ReadonlySet<number>;
}

/** The last repricing when this one may keep its unchanged lines, else undefined. */
function keepable(order: Order, config: PricingConfig, contracts: ContractPriceBook, kept?: KeptLines) {
  if (!kept || contracts.size > 0 || kept.last.contracted) return undefined;
  return kept.last.config === config && kept.last.quote === order.quote ? kept : undefined;
}

/**
 * Every line of a cart priced and with its figures, its item count and the variants the catalogue
 * no longer has, in one pass over the lines: a 500-line cart made each of these a pass of its own.
 * A line the change did not touch (the same object at the same place as last time) whose variant
 * is not fresh keeps its last figures without being looked at again (`kept`).
 */
function repricedLines(
  order: Order,
  variants: Map<number, VariantPrice>,
  config: PricingConfig,
  today: string,
  contracts: ContractPriceBook,
  kept?: KeptLines,
) {
  let known = lastPriced.get(config);
  if (!known) lastPriced.set(config, (known = new WeakMap()));
  const quoted = order.quote !== undefined;
  const quotedPrices = order.quote
    ? new Map(order.quote.lines.map((line) => [line.variant_id, line.unit_price]))
    : null;
  const keep = keepable(order, config, contracts, kept);
  const count = order.items.length;
  const lines = new Array<PricedLine>(count);
  const items = new Array<CartItem>(count);
  const missing: number[] = [];
  let length = 0;
  for (let i = 0; i < count; i++) {
    const item = order.items[i]!;
    length += item.quantity;
    if (keep && item === keep.last.items[i] && !keep.fresh.has(item.variant_id)) {
      lines[i] = keep.last.lines[i]!;
      items[i] = item;
      if (!variants.has(item.variant_id)) missing.push(item.variant_id);
      continue;
    }
    const variant = variants.get(item.variant_id);
    if (!variant) missing.push(item.variant_id);
    const line = lineAtPrice(item, variant, quotedPrices, today, contracts, config, known);
    lines[i] = line;
    items[i] = lineWithFigures(item, variant, line, quoted, known);
  }
  return { lines, items, length, missing };
}

/** What priceOrder needs of a cart besides its lines. */
function pricingInput(
  order: Order,
  config: PricingConfig,
  today: string,
  deliveryMethod: DeliveryMethodType,
): Omit<OrderPricingInput, 'lines'> {
  return {
    quoted: order.quote !== undefined,
    deliveryMethod,
    postCode: deliveryValue(order, 'postCode'),
    // VAT follows the goods, and reverse charge only a VAT id the business register confirmed.
    buyer: vatBuyerOf(order.form, order.vat_check, config),
    personalDiscounts: order.personal_discounts ?? [],
    today,
  };
}

/** Why a buyer who asked for reverse charge pays VAT, to be shown on the order (docs/security.md). */
function chargedReason(order: Order, config: PricingConfig): { charged_reason?: VatChargedReason } {
  const reason = vatChargedReasonOf(order.form, order.vat_check, config);
  return reason ? { charged_reason: reason } : {};
}

/** The lines' discounts: all of them, and those of each kind. */
function lineDiscounts(lines: readonly PricedLine[]) {
  const cents = { all: 0, order_line: 0, volume: 0 };
  for (const line of lines) {
    cents.all += line.discountCents;
    if (line.discountKind === 'order_line' || line.discountKind === 'volume')
      cents[line.discountKind] += line.discountCents;
  }
  return cents;
}

/**
 * Recomputes every line and total of a cart from the catalogue's current variants and the buyer's
 * company's contract prices (`contracts`: none for a guest, a private buyer or a shared basket),
 * as priceOrder does (lines whose price did not change keep their figures, pricedLine). A line whose variant no
 * longer exists keeps its last price and shows up in `missing`, so the buyer sees it and
 * completion refuses it.
 *
 * (Its helpers above live at module level, not as arrow functions inside it: it runs on every
 * cart change, and under tsx each inner named function costs a defineProperty per call.)
 */
export function repriceOrder(
  order: Order,
  variants: Map<number, VariantPrice>,
  config: PricingConfig,
  today: string,
  contracts: ContractPriceBook = noContractPrices,
  kept?: KeptLines,
) {
  const type = order.delivery?.type ?? methodType(order.delivery_methodid);
  // Own freight for goods only the shop's freight delivers (isOwnFreightAllowed, own-freight.ts) is
  // not priced at all: like an address outside the work-site area, the cart is priced with product
  // freight and says why.
  const refused: DeliveryProblem | null =
    type === 'own_freight' && !order.isOwnFreightAllowed ? 'own_freight_not_allowed' : null;
  const { lines, items, length, missing } = repricedLines(order, variants, config, today, contracts, kept);
  const result = refused
    ? ({ ok: false, reason: refused } as const)
    : priceLines(lines, pricingInput(order, config, today, type), config);
  const fallback = result.ok
    ? result
    : priceLines(lines, pricingInput(order, config, today, 'product_freight'), config);
  if (!fallback.ok) throw new Error('product freight is available everywhere');
  const pricing = fallback.pricing;
  const problem = result.ok ? null : result.reason;

  const discounts = lineDiscounts(pricing.lines);
  const updated: Order = {
    ...order,
    items,
    length,
    delivery_methodid: methodId(type),
    delivery: { type, own_freight: order.delivery?.own_freight ?? null, problem },
    total_price: pricing.totalWithoutVatCents - pricing.freightCents - pricing.packagingCents,
    total_delivery_price: pricing.freightCents + pricing.packagingCents,
    total_discount: pricing.totalDiscountCents,
    total_vat_price: pricing.vatCents,
    total_price_with_vat: pricing.totalWithVatCents,
    breakdown: {
      goods: pricing.goodsCents + discounts.all,
      discounts: {
        order_line: discounts.order_line,
        volume: discounts.volume,
        whole_order: pricing.wholeOrderDiscount.cents,
        personal: pricing.personalDiscount
          ? {
              cents: pricing.personalDiscount.cents,
              percent: pricing.personalDiscount.percent,
              end_date: pricing.personalDiscount.endDate,
            }
          : null,
      },
      freight: pricing.freightCents,
      packaging: pricing.packagingCents,
      small_order: {
        threshold: pricing.smallOrder.thresholdCents,
        applies: pricing.smallOrder.applies,
        freight_waived: pricing.smallOrder.freightWaivedCents,
      },
      vat: { kind: pricing.vat.kind, rate_percent: pricing.vat.ratePercent, ...chargedReason(order, config) },
    },
  };
  const repriced: RepricedLines = { items, lines, quote: order.quote, config, contracted: contracts.size > 0 };
  return { order: updated, missing, repriced };
}
