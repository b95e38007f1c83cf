import type { SupplierDirectory } from '../shared/supplier-directory';
import type { VariantCatalogue } from '../shared/variant-catalogue';
import { derivedEventId } from './event-ids';
import { splitOrder, type LineSupplier } from './split-order';
import type { AnyOrderEvent } from '../shared/order-store';
import type { OrderConsumerDeps, Subscriber } from '../events/subscriber';
import type { FulfilmentRecords } from './fulfilment-records';

export interface RoutingDeps extends Pick<OrderConsumerDeps, 'bus' | 'store' | 'now'> {
  catalogue: VariantCatalogue;
  suppliers: SupplierDirectory;
  fulfilment: FulfilmentRecords;
}

/** The event that tells one supplier's purchase order is stored: one id per order and supplier. */
export const partCreatedEventId = (uuid: string, supplierId: number) =>
  derivedEventId(`fulfilment.part-created:${uuid}:${supplierId}`);

/**
 * Routes a placed order to its suppliers: one purchase order per supplier, stored on the order
 * with a `fulfilment.part-created` event each, in one write over the revision read. A second
 * delivery, or a second replica handling the same event, finds the parts stored (or loses the
 * write and then finds them) and stores nothing: one purchase order, and one event, per supplier.
 */
export async function routeToSuppliers(deps: RoutingDeps, uuid: string): Promise<void> {
  const now = deps.now ?? (() => new Date());
  await deps.fulfilment.change(uuid, async (order) => {
    if (!order.order_number) throw new Error(`order ${uuid} is not completed`);
    if (order.fulfilment) return { result: undefined };
    const supplierOf = await lineSuppliers(
      deps,
      order.items.map((item) => item.variant_id),
    );
    const parts = splitOrder(order, supplierOf, now());
    const events: AnyOrderEvent[] = parts.map((part) => ({
      topic: 'fulfilment.part-created',
      payload: { uuid, supplierId: part.supplier.id },
      key: uuid,
      id: partCreatedEventId(uuid, part.supplier.id),
    }));
    return { set: { fulfilment: { parts } }, events, result: undefined };
  });
}

/** A placed order goes to its suppliers when its confirmation goes out. */
export const purchaseOrderRouting: Subscriber<'order.placed', RoutingDeps> = {
  event: 'order.placed',
  group: 'orders-placed-fulfilment-routing',
  handle: (event, deps) => routeToSuppliers(deps, event.payload.uuid),
};

/**
 * Each variant's supplier as the catalogue knows it now, in the language the shop writes to it.
 * A variant or supplier the catalogue cannot name fails the routing, which the bus retries and
 * dead-letters after its last attempt: an order is routed whole or not at all.
 */
async function lineSuppliers(deps: RoutingDeps, variantIds: number[]): Promise<Map<number, LineSupplier>> {
  const shown = await deps.catalogue.showVariants(variantIds, 'en');
  const contacts = new Map<number, LineSupplier>();
  const result = new Map<number, LineSupplier>();
  for (const id of variantIds) {
    const variant = shown.get(id);
    if (!variant) throw new Error(`the catalogue does not know variant ${id}`);
    let supplier = contacts.get(variant.supplier.id);
    if (!supplier) {
      const contact = await deps.suppliers.contact(variant.supplier.id);
      if (!contact) throw new Error(`the catalogue does not know supplier ${variant.supplier.id}`);
      supplier = { id: contact.id, name: contact.name, language: contact.language };
      contacts.set(contact.id, supplier);
    }
    result.set(id, supplier);
  }
  return result;
}
