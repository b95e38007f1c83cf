import type {
  FulfilmentActor,
  FulfilmentLine,
  FulfilmentPart,
  FulfilmentState,
  Order,
  Shipment,
} from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import { canTransition, transition } from '../shared/order-status';

/**
 * A supplier's answer the part's state does not allow: 409 naming the field and why, in the
 * supplier's language (the supplier routes answer in it).
 */
export const fulfilmentRefused = (field: string, reason: string) =>
  new HttpError(409, 'FULFILMENT_STATE', reason, [{ field, reason }]);

/** A part is as far as its deliverable lines (contracts: FulfilmentStateSchema). */
export function partStateOf(lines: readonly FulfilmentLine[]): FulfilmentState {
  const deliverable = lines.filter((line) => line.state !== 'not_deliverable');
  if (deliverable.length === 0) return 'not_deliverable';
  if (deliverable.every((line) => line.state === 'shipped')) return 'shipped';
  if (deliverable.every((line) => line.state !== 'received')) return 'confirmed';
  return 'received';
}

interface Change {
  at: Date;
  actor: FulfilmentActor;
}

const withLines = (part: FulfilmentPart, lines: FulfilmentLine[]): FulfilmentPart => ({
  ...part,
  lines,
  state: partStateOf(lines),
});

/**
 * The supplier confirms lines (all still received when none are named) and the day they leave.
 * Only received lines can be confirmed; a dispatch day before `today` is refused.
 */
export function confirmLines(
  part: FulfilmentPart,
  body: { variant_ids?: number[]; dispatch_date: string },
  today: string,
  { at, actor }: Change,
): FulfilmentPart {
  if (body.dispatch_date < today) throw fulfilmentRefused('dispatch_date', 'fulfilment.dispatch_date_past');
  const named = body.variant_ids ?? part.lines.filter((line) => line.state === 'received').map((l) => l.variant_id);
  if (named.length === 0) throw fulfilmentRefused('variant_ids', 'fulfilment.nothing_to_confirm');
  named.forEach((id, index) => {
    const line = part.lines.find((l) => l.variant_id === id);
    if (!line) throw fulfilmentRefused(`variant_ids.${index}`, 'fulfilment.line_unknown');
    if (line.state !== 'received') throw fulfilmentRefused(`variant_ids.${index}`, 'fulfilment.line_not_open');
  });
  const lines = part.lines.map((line) =>
    named.includes(line.variant_id) ? { ...line, state: 'confirmed' as const } : line,
  );
  return {
    ...withLines(part, lines),
    confirmed_at: part.confirmed_at ?? at.toISOString(),
    dispatch_date: body.dispatch_date,
    history: [
      ...part.history,
      { at: at.toISOString(), actor, type: 'confirmed', variant_ids: named, detail: body.dispatch_date },
    ],
  };
}

/** Every line confirmed has left with this shipment; lines not yet confirmed must be answered first. */
export function shipPart(part: FulfilmentPart, shipment: Shipment, { at, actor }: Change): FulfilmentPart {
  if (part.state === 'shipped') throw fulfilmentRefused('state', 'fulfilment.already_shipped');
  if (part.lines.some((line) => line.state === 'received'))
    throw fulfilmentRefused('state', 'fulfilment.confirm_before_shipping');
  if (!part.lines.some((line) => line.state === 'confirmed'))
    throw fulfilmentRefused('state', 'fulfilment.nothing_to_ship');
  const shipped = part.lines.filter((line) => line.state === 'confirmed').map((line) => line.variant_id);
  const lines = part.lines.map((line) => (line.state === 'confirmed' ? { ...line, state: 'shipped' as const } : line));
  return {
    ...withLines(part, lines),
    shipped_at: at.toISOString(),
    shipment,
    history: [
      ...part.history,
      { at: at.toISOString(), actor, type: 'shipped', variant_ids: shipped, detail: shipment.carrier },
    ],
  };
}

/** A line the supplier cannot deliver, with the reason; a line already shipped cannot be taken back. */
export function markNotDeliverable(
  part: FulfilmentPart,
  variantId: number,
  reason: string,
  { at, actor }: Change,
): FulfilmentPart {
  const line = part.lines.find((l) => l.variant_id === variantId);
  if (!line) throw fulfilmentRefused('variant_id', 'fulfilment.line_unknown');
  if (line.state === 'shipped') throw fulfilmentRefused('variant_id', 'fulfilment.line_already_shipped');
  if (line.state === 'not_deliverable')
    throw fulfilmentRefused('variant_id', 'fulfilment.line_already_not_deliverable');
  const lines = part.lines.map((l) =>
    l.variant_id === variantId ? { ...l, state: 'not_deliverable' as const, reason } : l,
  );
  return {
    ...withLines(part, lines),
    history: [
      ...part.history,
      { at: at.toISOString(), actor, type: 'line_not_deliverable', variant_ids: [variantId], detail: reason },
    ],
  };
}

/**
 * The order follows its parts: once every part is done with (shipped, or nothing of it deliverable)
 * and at least one shipped, the order is in delivery. An order whose state does not allow it (a card
 * order not paid) stays as it is.
 */
export function orderFollowingParts(order: Order): Order {
  if (isFulfilled(order) && canTransition(order, 'dispatch')) return transition(order, 'dispatch');
  return order;
}

/**
 * Every supplier part is done with (shipped, or nothing of it deliverable) and at least one was
 * shipped: nothing of the order will move any more (its invoice is issued then, docs/invoices.md).
 */
export function isFulfilled(order: Order): boolean {
  const parts = order.fulfilment?.parts ?? [];
  const done = parts.length > 0 && parts.every((part) => part.state === 'shipped' || part.state === 'not_deliverable');
  return done && parts.some((part) => part.state === 'shipped');
}
