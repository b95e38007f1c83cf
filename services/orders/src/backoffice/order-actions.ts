import type { Order } from '@shop/contracts';
import { canTransition, transition } from '../shared/order-status';
import { backofficeRefused } from './cancel-line';
import { creditDecidable } from './credit-approval';

/** The operator's state changes of the status table (docs/orders.md, "Order states"). */
const actions = {
  marked_delivered: { event: 'deliver', refusal: 'backoffice.cannot_mark_delivered' },
  marked_reviewed: { event: 'review', refusal: 'backoffice.cannot_mark_reviewed' },
} as const;

export type StateAction = keyof typeof actions;

/**
 * Moves the order through the status table (in_delivery → done, done → reviewed) and logs who did
 * it; any other state is 409 with the reason and the state it is in.
 */
export function applyStateAction(order: Order, action: StateAction, operator: string, at: Date): Order {
  const { event, refusal } = actions[action];
  if (!canTransition(order, event)) throw backofficeRefused('state', refusal);
  return {
    ...transition(order, event),
    operator_log: [...(order.operator_log ?? []), { at: at.toISOString(), operator, action }],
  };
}

/** What the status table allows an operator now. */
export const allowedActions = (order: Order) => ({
  mark_delivered: canTransition(order, 'deliver'),
  mark_reviewed: canTransition(order, 'review'),
  decide_credit: creditDecidable(order),
});
