import type { FulfilmentPart, Order } from '@shop/contracts';

/** Who supplies a line: the catalogue's supplier of its variant, in the language the shop writes to it. */
export interface LineSupplier {
  id: number;
  name: string;
  language: FulfilmentPart['supplier']['language'];
}

/**
 * One purchase order per supplier: each of the order's lines goes to the part of its variant's
 * supplier, in the order's line order, with its quantity and the buyer's line reference; never
 * its price. A line whose supplier is unknown is refused (the caller retries: the order cannot be
 * routed in part).
 */
export function splitOrder(order: Order, supplierOf: ReadonlyMap<number, LineSupplier>, at: Date): FulfilmentPart[] {
  const parts = new Map<number, FulfilmentPart>();
  for (const item of order.items) {
    const supplier = supplierOf.get(item.variant_id);
    if (!supplier) throw new Error(`no supplier known for variant ${item.variant_id} of order ${order.uuid}`);
    const part = parts.get(supplier.id) ?? {
      supplier,
      state: 'received' as const,
      lines: [],
      created_at: at.toISOString(),
      mailed_at: null,
      confirmed_at: null,
      dispatch_date: null,
      shipped_at: null,
      shipment: null,
      history: [{ at: at.toISOString(), actor: 'system' as const, type: 'created' as const }],
    };
    part.lines.push({
      variant_id: item.variant_id,
      code: item.code,
      title: item.fullTitle,
      quantity: item.quantity,
      reference: item.reference,
      state: 'received',
      reason: null,
    });
    parts.set(supplier.id, part);
  }
  return [...parts.values()];
}
