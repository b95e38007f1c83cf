import type { FulfilmentEvent, FulfilmentPart, Order, TimelineEntry } from '@shop/contracts';
import { buyerFacts } from './order-search';

const partEventTypes: Record<FulfilmentEvent['type'], TimelineEntry['type']> = {
  created: 'part_created',
  mailed: 'purchase_order_mailed',
  confirmed: 'part_confirmed',
  shipped: 'part_shipped',
  line_not_deliverable: 'line_not_deliverable',
};

/** The order's lines by variant, as the timeline names them (cancelled lines included). */
function lineNames(order: Order) {
  const names = new Map<number, { variant_id: number; code: string; title: string }>();
  for (const part of order.fulfilment?.parts ?? [])
    for (const line of part.lines)
      names.set(line.variant_id, { variant_id: line.variant_id, code: line.code, title: line.title });
  return (ids: readonly number[] | undefined) =>
    (ids ?? []).flatMap((id) => {
      const found = names.get(id);
      return found ? [found] : [];
    });
}

function partEntries(part: FulfilmentPart, linesOf: ReturnType<typeof lineNames>): TimelineEntry[] {
  const supplier = { id: part.supplier.id, name: part.supplier.name };
  return (
    part.history
      // An operator's own changes are in the operator log, with the operator's name.
      .filter((event) => event.actor !== 'operator')
      .map((event) => ({
        at: event.at,
        actor:
          event.actor === 'supplier' ? { kind: 'supplier', name: part.supplier.name } : { kind: 'system', name: '' },
        type: partEventTypes[event.type],
        supplier,
        lines: linesOf(event.variant_ids),
        detail: event.detail ?? '',
      }))
  );
}

/**
 * Every event of an order with its time and who caused it, oldest first: the buyer's completion,
 * each supplier part's history (created, mailed, the supplier's answers) and what operators did
 * (their log: cancelled lines, states set, mails sent again). Built from what the order stores.
 */
export function timelineOf(order: Order): TimelineEntry[] {
  const linesOf = lineNames(order);
  const suppliers = new Map((order.fulfilment?.parts ?? []).map((p) => [p.supplier.id, p.supplier.name]));
  const entries: TimelineEntry[] = [];
  if (order.completed_at)
    entries.push({
      at: order.completed_at,
      actor: { kind: 'buyer', name: buyerFacts(order).email },
      type: 'completed',
      supplier: null,
      lines: [],
      detail: order.paymentmethod?.name ?? '',
    });
  for (const part of order.fulfilment?.parts ?? []) entries.push(...partEntries(part, linesOf));
  for (const action of order.operator_log ?? []) {
    const supplierName = action.supplier_id === undefined ? undefined : suppliers.get(action.supplier_id);
    entries.push({
      at: action.at,
      actor: { kind: 'operator', name: action.operator },
      type: action.action,
      supplier: action.supplier_id === undefined ? null : { id: action.supplier_id, name: supplierName ?? '' },
      lines: linesOf(action.variant_id === undefined ? undefined : [action.variant_id]),
      detail: action.action === 'mail_resent' ? (action.mail ?? '') : (action.detail ?? ''),
    });
  }
  // Stable: entries of the same instant keep the order above (completion, parts, operators).
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
