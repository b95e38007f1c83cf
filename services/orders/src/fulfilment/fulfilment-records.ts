import type { OrderStore } from '../shared/order-store';
import { orderSections, type OrderSections } from '../shared/order-sections';

/**
 * What fulfilment writes of an order: its supplier parts, and the order's state when the parts
 * move it (all shipped: in delivery, part-state.ts `orderFollowingParts`), in the same write.
 */
export const fulfilmentFields = ['fulfilment', 'order_status', 'isProcessed'] as const;

/** Fulfilment's store port: the supplier parts of an order, with their events in the same write. */
export type FulfilmentRecords = OrderSections<(typeof fulfilmentFields)[number]>;

export const fulfilmentRecords = (store: OrderStore): FulfilmentRecords =>
  orderSections(store, { module: 'fulfilment', owns: fulfilmentFields });
