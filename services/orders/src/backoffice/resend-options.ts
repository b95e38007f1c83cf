import type { Order, ResendMailBody, ResendOption } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';

/**
 * The mails of an order an operator can send again: the buyer's confirmation and the seller's copy
 * once the order was confirmed (a card order once paid), each supplier's purchase order, and each
 * fulfilment mail the buyer got (one per supplier answer).
 */
export function resendOptions(order: Order): ResendOption[] {
  const confirmed = order.isProcessed && order.order_number !== null;
  const options: ResendOption[] = confirmed
    ? [
        { mail: 'confirmation', supplier: null, history_index: null, at: order.completed_at ?? null },
        { mail: 'seller_copy', supplier: null, history_index: null, at: order.completed_at ?? null },
      ]
    : [];
  for (const part of order.fulfilment?.parts ?? []) {
    const supplier = { id: part.supplier.id, name: part.supplier.name };
    options.push({ mail: 'purchase_order', supplier, history_index: null, at: part.mailed_at });
    part.history.forEach((event, index) => {
      if (event.type === 'confirmed' || event.type === 'shipped' || event.type === 'line_not_deliverable')
        if (event.actor === 'supplier')
          options.push({ mail: 'fulfilment_update', supplier, history_index: index, at: event.at });
    });
  }
  return options;
}

/** The option a resend body names, or 409 naming the field: no such mail of this order. */
export function resendOptionOf(order: Order, body: ResendMailBody): ResendOption {
  const found = resendOptions(order).find(
    (option) =>
      option.mail === body.mail &&
      (option.supplier?.id ?? undefined) === body.supplier_id &&
      (option.history_index ?? undefined) === body.history_index,
  );
  if (!found) {
    const field =
      body.supplier_id === undefined ? 'mail' : body.history_index === undefined ? 'supplier_id' : 'history_index';
    throw new HttpError(409, 'NO_SUCH_MAIL', 'backoffice.no_such_mail', [{ field, reason: 'backoffice.no_such_mail' }]);
  }
  return found;
}
