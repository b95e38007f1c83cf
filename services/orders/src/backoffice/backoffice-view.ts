import type { BackofficeOrder, Invoice, Order } from '@shop/contracts';
import { allowedActions } from './order-actions';
import { orderSummary } from './order-summary';
import { resendOptions } from './resend-options';
import { timelineOf } from './timeline';

/**
 * One order as the back office shows it: its lines with their supplier's state, timeline (with its
 * invoice and credit notes, `documents`), mails and actions.
 */
export function backofficeView(order: Order, documents: readonly Invoice[] = []): BackofficeOrder {
  const partLines = new Map(
    (order.fulfilment?.parts ?? []).flatMap((part) =>
      part.lines.map((line) => [line.variant_id, { supplier: part.supplier.id, line }] as const),
    ),
  );
  return {
    summary: orderSummary(order),
    lines: order.items.map((item) => {
      const found = partLines.get(item.variant_id);
      return {
        variant_id: item.variant_id,
        code: item.code,
        title: item.fullTitle,
        quantity: item.quantity,
        supplier_id: found?.supplier ?? null,
        state: found?.line.state ?? null,
        reason: found?.line.reason ?? null,
      };
    }),
    cancelled_lines: order.cancelled_lines ?? [],
    timeline: timelineOf(order, documents),
    mails: resendOptions(order),
    credit_approval: order.credit_approval ?? null,
    can: allowedActions(order),
  };
}
