import type { DeliveryEstimate, Order } from '@shop/contracts';

/**
 * One cart line as a purchasing system takes it back, whichever the protocol: the shop's prices,
 * texts in the session's language, what the catalogue knows about the product.
 */
export interface PunchoutLine {
  /** The variant's title in the session's language. */
  description: string;
  longText: string;
  quantity: number;
  /** UN/ECE Recommendation 20 code: the catalogue sells every variant by the piece (C62). */
  unit: string;
  /** Net price in cents, without VAT, for `priceUnit` pieces, after every discount the cart has. */
  priceCents: number;
  priceUnit: number;
  currency: 'EUR';
  /** The shop's variant code: the buyer's supplier part number. */
  code: string;
  /**
   * The variant's id: cXML's SupplierPartAuxiliaryID, which the buyer's system sends back unchanged
   * in its OrderRequest, naming the variant where two suppliers use one code.
   */
  variantId: number;
  supplier: string;
  /** Working days until delivery, the catalogue's longest estimate; null when it has none. */
  leadTimeDays: number | null;
  /** UNSPSC code; the catalogue keeps none yet, so it stays empty. */
  unspsc: string;
}

/** The C62 "one" (piece) of UN/ECE Recommendation 20. */
export const pieceUnit = 'C62';

const leadTimeOf = (estimate: DeliveryEstimate | undefined): number | null => {
  if (!estimate) return null;
  return estimate.kind === 'range' ? estimate.max : estimate.days;
};

/**
 * Each line's share of the order-level discounts (whole-order tier, personal discount), in
 * proportion to its net, the rounding remainders given to the largest fractions: the lines then add
 * up to exactly the goods the cart charges (`total_price`).
 */
function orderDiscountShares(nets: number[], orderDiscount: number): number[] {
  const goods = nets.reduce((sum, net) => sum + net, 0);
  if (goods === 0 || orderDiscount === 0) return nets.map(() => 0);
  const exact = nets.map((net) => (net * orderDiscount) / goods);
  const shares = exact.map(Math.floor);
  let left = orderDiscount - shares.reduce((sum, share) => sum + share, 0);
  const byFraction = exact.map((value, index) => ({ index, fraction: value - Math.floor(value) }));
  byFraction.sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of byFraction) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The cart's lines for the purchasing system, from the cart as the shop answers it (prices as the
 * server computed them, variants in the reader's language). A line's price is per piece when its
 * net divides into whole cents, else for the line's whole quantity (price unit = quantity), so no
 * cent is lost or made up by rounding.
 */
export function punchoutLines(cart: Order): PunchoutLine[] {
  const nets = cart.items.map((item) => item.price * item.quantity - item.discount);
  const goods = nets.reduce((sum, net) => sum + net, 0);
  const shares = orderDiscountShares(nets, Math.max(0, goods - cart.total_price));
  return cart.items.map((item, index) => {
    const net = nets[index]! - shares[index]!;
    const perPiece = net % item.quantity === 0;
    return {
      description: item.fullTitle,
      longText: item.variant?.description ?? '',
      quantity: item.quantity,
      unit: pieceUnit,
      priceCents: perPiece ? net / item.quantity : net,
      priceUnit: perPiece ? 1 : item.quantity,
      currency: 'EUR',
      code: item.code,
      variantId: item.variant_id,
      supplier: item.variant?.supplier.name ?? '',
      leadTimeDays: leadTimeOf(item.variant?.delivery_estimate),
      unspsc: '',
    };
  });
}

/** Cents as a decimal amount with a point, as OCI and cXML both write money: 1234 → "12.34". */
export const decimalAmount = (cents: number) => (cents / 100).toFixed(2);
