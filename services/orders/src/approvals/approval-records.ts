import type { OrderStore } from '../shared/order-store';
import { orderSections, type OrderSections } from '../shared/order-sections';

/**
 * What approvals write of an order: the company admin's approval, and the order's state with it
 * in the same write (approved: placed, `order.placed` with it; rejected: cancelled).
 */
export const approvalFields = ['approval', 'order_status', 'isProcessed'] as const;

/** Approvals' store port: an admin's decision on an order, with its events in the same write. */
export type ApprovalRecords = OrderSections<(typeof approvalFields)[number]>;

export const approvalRecords = (store: OrderStore): ApprovalRecords =>
  orderSections(store, { module: 'approvals', owns: approvalFields });
