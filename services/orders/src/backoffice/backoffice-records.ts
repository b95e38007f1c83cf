import type { OrderStore } from '../shared/order-store';
import { orderSections, type OrderSections } from '../shared/order-sections';
import { pricedFields } from '../cart/cart-records';

/**
 * What the back office writes of an order: its operator log and cancelled lines, the shop's credit
 * approval, and the order's state (an operator's state action, a decision, no line left). Each
 * action is one write with its log entry, so two sections span it:
 * - a line cancel takes the line off the order's lines and totals (the cart's fields) and marks it
 *   not deliverable on its supplier part (fulfilment's), in the write that logs and credits it;
 * - an approved credit decision places the order as an admin's approval does (approvals/approval.ts
 *   `afterDecision`): state only, its events in the same write.
 */
export const backofficeFields = [
  'operator_log',
  'cancelled_lines',
  'credit_approval',
  'order_status',
  'isProcessed',
  // A line cancel:
  ...pricedFields,
  'fulfilment',
] as const;

/** The back office's store port: operators' actions on a sent order, each with its log entry and events. */
export type BackofficeRecords = OrderSections<(typeof backofficeFields)[number]>;

export const backofficeRecords = (store: OrderStore): BackofficeRecords =>
  orderSections(store, { module: 'backoffice', owns: backofficeFields });
