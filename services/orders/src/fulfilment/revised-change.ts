import type { Order } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import { RevisionConflictError, type AnyOrderEvent, type OrderStore } from '../shared/order-store';

/** What a change makes of the order it read: the order to store with its events, or nothing to store. */
export type OrderChange<R> = (
  order: Order,
) => Promise<{ order: Order; events: AnyOrderEvent[]; result: R } | { result: R }>;

const rounds = 5;

/**
 * Runs `change` over the order as stored and writes its outcome only over the revision it read
 * (docs/orders.md, "Orders as two replicas"): when another write (another replica, a second delivery
 * of the same event) came first, the change runs again from a fresh read. 409 after five conflicts.
 */
export async function changeRevised<R>(store: OrderStore, uuid: string, change: OrderChange<R>): Promise<R | null> {
  for (let round = 0; round < rounds; round++) {
    const revised = await store.findRevised(uuid);
    if (!revised) return null;
    const outcome = await change(revised.order);
    if (!('order' in outcome)) return outcome.result;
    try {
      if (await store.replace(outcome.order, outcome.events, revised.revision)) return outcome.result;
      return null;
    } catch (error) {
      if (!(error instanceof RevisionConflictError)) throw error;
    }
  }
  throw new HttpError(409, 'ORDER_BUSY', 'fulfilment.changed_elsewhere');
}
