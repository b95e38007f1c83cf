import type { FulfilmentEvent, FulfilmentPart, Invoice, Order, TimelineEntry } from '@shop/contracts';
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
 * (their log: cancelled lines, states set, mails sent again), and the invoice and credit notes
 * issued. Built from what the order stores and its documents.
 */
export function timelineOf(order: Order, documents: readonly Invoice[] = []): TimelineEntry[] {
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
  for (const document of documents) entries.push(documentEntry(document, order));
  // Stable: entries of the same instant keep the order above (completion, parts, operators).
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/** An invoice or credit note issued (by the system, as its event made it due); a credit note names its lines. */
function documentEntry(document: Invoice, order: Order): TimelineEntry {
  const variantOf = new Map(
    [...order.items, ...(order.cancelled_lines ?? []).map((cancelled) => cancelled.item)].map((item) => [
      item.code,
      item.variant_id,
    ]),
  );
  const credit = document.kind === 'credit_note';
  return {
    at: document.issued_at ?? `${document.issue_date}T00:00:00.000Z`,
    actor: { kind: 'system', name: '' },
    type: credit ? 'credit_note_issued' : 'invoice_issued',
    supplier: null,
    lines: credit
      ? document.lines.flatMap((line) => {
          const variant_id = variantOf.get(line.code);
          return variant_id === undefined ? [] : [{ variant_id, code: line.code, title: line.title }];
        })
      : [],
    detail: document.number,
  };
}
