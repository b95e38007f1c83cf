import type { BackofficeOrderSummary, Order } from '@shop/contracts';
import { buyerFacts } from './order-search';

/** An order as the back office's list shows it. */
export function orderSummary(order: Order): BackofficeOrderSummary {
  const { email, company, reference } = buyerFacts(order);
  return {
    uuid: order.uuid,
    id: order.id ?? 0,
    order_number: order.order_number ?? '',
    order_status: order.order_status,
    completed_at: order.completed_at ?? null,
    buyer_email: email,
    company,
    reference,
    total_price_with_vat: order.total_price_with_vat,
    suppliers: (order.fulfilment?.parts ?? []).map((part) => ({
      id: part.supplier.id,
      name: part.supplier.name,
      state: part.state,
    })),
  };
}
