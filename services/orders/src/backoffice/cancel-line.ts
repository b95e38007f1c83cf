import type { CancelLineBody, CancelledLine, Order } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import { canTransition, transition } from '../shared/order-status';
import { percentOf } from '../shared/pricing/discounts';
import { orderFollowingParts, partStateOf } from '../fulfilment/part-state';

/** A change the order's state does not allow: 409 naming the field and why (in the operator's language). */
export const backofficeRefused = (field: string, reason: string) =>
  new HttpError(409, 'BACKOFFICE_STATE', reason, [{ field, reason }]);

/** States in which the shop may still take a line off an order: sent, and not yet delivered or closed. */
const cancellable = new Set<Order['order_status']>(['confirmed', 'paid', 'payment_failed', 'in_delivery']);

const totalWithoutVat = (order: Order) => order.total_price + order.total_delivery_price;

/** The order's VAT rate: as priced, or (an order priced before the breakdown) as its totals say. */
function vatRate(order: Order): number {
  if (order.breakdown) return order.breakdown.vat.rate_percent;
  const base = totalWithoutVat(order);
  return base > 0 ? (order.total_vat_price / base) * 100 : 0;
}

/**
 * The order without one of its lines, its totals made honest (docs/orders.md, "Back office"): the
 * line's goods after its own discount, less its share of the order-level discounts (whole-order and
 * personal, shared in proportion to the goods), come off the goods; VAT is computed again at the
 * order's rate on what remains. Delivery costs stay as charged, unless no line remains.
 */
function withoutLine(order: Order, variantId: number): { order: Order; credit: CancelledLine['credit'] } {
  const item = order.items.find((i) => i.variant_id === variantId)!;
  const netOf = (i: Order['items'][number]) => i.price * i.quantity - i.discount;
  const linesNet = order.items.reduce((sum, i) => sum + netOf(i), 0);
  const lineNet = netOf(item);
  const goodsNet = linesNet > 0 ? Math.round((lineNet * order.total_price) / linesNet) : 0;
  const orderLevelShare = lineNet - goodsNet;
  const items = order.items.filter((i) => i !== item);
  const delivery = items.length === 0 ? 0 : order.total_delivery_price;
  const totalPrice = order.total_price - goodsNet;
  const withoutVat = totalPrice + delivery;
  const vat = percentOf(withoutVat, vatRate(order));
  let breakdown = order.breakdown;
  if (breakdown) {
    const { whole_order, personal, order_line, volume } = breakdown.discounts;
    const orderLevel = whole_order + (personal?.cents ?? 0);
    const wholeShare = orderLevel > 0 ? Math.round((orderLevelShare * whole_order) / orderLevel) : 0;
    const fromOrderLine = Math.min(order_line, item.discount);
    breakdown = {
      ...breakdown,
      goods: breakdown.goods - item.price * item.quantity,
      discounts: {
        order_line: order_line - fromOrderLine,
        volume: Math.max(0, volume - (item.discount - fromOrderLine)),
        whole_order: whole_order - wholeShare,
        personal: personal && { ...personal, cents: personal.cents - (orderLevelShare - wholeShare) },
      },
      ...(items.length === 0 ? { freight: 0, packaging: 0 } : {}),
    };
  }
  const changed: Order = {
    ...order,
    items,
    length: items.reduce((sum, i) => sum + i.quantity, 0),
    total_price: totalPrice,
    total_delivery_price: delivery,
    total_discount: order.total_discount - item.discount - orderLevelShare,
    total_vat_price: vat,
    total_price_with_vat: withoutVat + vat,
    breakdown,
  };
  return {
    order: changed,
    credit: {
      net: totalWithoutVat(order) - withoutVat,
      vat: order.total_vat_price - vat,
      gross: order.total_price_with_vat - changed.total_price_with_vat,
    },
  };
}

/**
 * An operator cancels one line of a supplier's part: the line leaves the order's lines and totals
 * (kept in `cancelled_lines` with what it took off), the part's line is not deliverable with the
 * reason, and part and order follow (a part of nothing deliverable; the order in delivery once the
 * rest is shipped; set aside when no line is left). A shipped line, or an order delivered or closed,
 * is refused with 409.
 */
export function cancelLine(order: Order, body: CancelLineBody, operator: string, at: Date): Order {
  if (!order.order_number || !cancellable.has(order.order_status))
    throw backofficeRefused('state', 'backoffice.order_not_cancellable');
  const parts = order.fulfilment?.parts ?? [];
  const part = parts.find((p) => p.supplier.id === body.supplier_id);
  if (!part) throw backofficeRefused('supplier_id', 'backoffice.no_such_part');
  const line = part.lines.find((l) => l.variant_id === body.variant_id);
  if (!line) throw backofficeRefused('variant_id', 'backoffice.no_such_line');
  if ((order.cancelled_lines ?? []).some((c) => c.item.variant_id === body.variant_id))
    throw backofficeRefused('variant_id', 'backoffice.line_already_cancelled');
  if (line.state === 'shipped') throw backofficeRefused('variant_id', 'backoffice.line_shipped');
  const item = order.items.find((i) => i.variant_id === body.variant_id);
  if (!item) throw backofficeRefused('variant_id', 'backoffice.no_such_line');
  const lines = part.lines.map((l) =>
    l === line && l.state !== 'not_deliverable' ? { ...l, state: 'not_deliverable' as const, reason: body.reason } : l,
  );
  const changedPart = { ...part, lines, state: partStateOf(lines) };
  const { order: priced, credit } = withoutLine(order, body.variant_id);
  const { variant: _variant, ...kept } = item;
  const stamp = at.toISOString();
  let changed: Order = orderFollowingParts({
    ...priced,
    fulfilment: { parts: parts.map((p) => (p === part ? changedPart : p)) },
    cancelled_lines: [
      ...(order.cancelled_lines ?? []),
      { item: kept, supplier_id: part.supplier.id, at: stamp, reason: body.reason, credit },
    ],
    operator_log: [
      ...(order.operator_log ?? []),
      {
        at: stamp,
        operator,
        action: 'line_cancelled',
        supplier_id: part.supplier.id,
        variant_id: body.variant_id,
        detail: body.reason,
      },
    ],
  });
  if (changed.items.length === 0 && canTransition(changed, 'set_aside')) changed = transition(changed, 'set_aside');
  return changed;
}
