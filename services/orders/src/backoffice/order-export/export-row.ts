import type { Order, OrderExportColumn, OrderExportQuery } from '@shop/contracts';
import { dateTimeFormat, shopTimeZone } from '@shop/i18n';
import { buyerFacts, type OrderSearch } from '../order-search';

/** One order as the export writes it: texts, amounts in cents, the sending time in the shop's zone. */
export type OrderExportRow = Record<Exclude<OrderExportColumn, 'net' | 'vat' | 'gross'>, string> &
  Record<'net' | 'vat' | 'gross', number>;

/** How many orders the export reads at a time: a large export never holds more than a page. */
export const exportPageSize = 200;

/** Every sent order the filters match, newest first, read a page at a time through the list's own search. */
export async function* matchingOrders(
  search: OrderSearch,
  filters: OrderExportQuery,
  pageSize = exportPageSize,
): AsyncGenerator<Order> {
  let before: number | undefined;
  do {
    const page = await search.search({ ...filters, limit: pageSize, ...(before ? { before } : {}) });
    yield* page.orders;
    before = page.next ?? undefined;
  } while (before);
}

/**
 * An ISO instant as the shop's wall-clock time, YYYY-MM-DD HH:MM:SS: accounting books an order on
 * the shop's day (Helsinki's), which an instant in UTC would put a day early near midnight.
 */
export const shopLocalTime = (iso: string): string =>
  dateTimeFormat('sv-SE', {
    timeZone: shopTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

const formText = (order: Order, key: string) => {
  const value = order.form?.[key];
  return typeof value === 'string' ? value : '';
};

/**
 * An order's row: its references as fixed at completion (`billing`) where the order has them, else
 * as the form held them; net is gross less VAT, so delivery and packaging are in it as charged.
 */
export function exportRowOf(order: Order): OrderExportRow {
  const { email, company, reference } = buyerFacts(order);
  return {
    order_number: order.order_number ?? '',
    completed_at: order.completed_at ? shopLocalTime(order.completed_at) : '',
    company: company || order.company?.name || '',
    buyer_name: formText(order, 'name'),
    buyer_email: email,
    purchase_order: order.billing?.purchase_order ?? reference,
    cost_center: order.billing?.cost_center ?? formText(order, 'cost_center'),
    status: order.order_status,
    payment_method: order.paymentmethod?.name ?? '',
    net: order.total_price_with_vat - order.total_vat_price,
    vat: order.total_vat_price,
    gross: order.total_price_with_vat,
    currency: 'EUR',
    suppliers: (order.fulfilment?.parts ?? []).map((part) => part.supplier.name).join(', '),
  };
}
