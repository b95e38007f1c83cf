import type { BackofficeOrderQuery, Order } from '@shop/contracts';
import { dateTimeFormat, shopTimeZone } from '@shop/i18n';

/** The back office's order list: sent orders matching the query, newest (highest id) first. */
export interface OrderSearch {
  /** At most `query.limit` orders, and `next` (the last one's id) when more match. */
  search(query: BackofficeOrderQuery): Promise<{ orders: Order[]; next: number | null }>;
  close(): Promise<void>;
}

const textOf = (record: Record<string, unknown>, key: string) =>
  typeof record[key] === 'string' ? (record[key] as string) : '';

/** The buyer's e-mail, company and references of an order, as its form and order reference hold them. */
export function buyerFacts(order: Order): { email: string; company: string; reference: string } {
  const form = (order.form ?? {}) as Record<string, unknown>;
  return {
    email: textOf(form, 'email'),
    company: textOf(form, 'company'),
    reference: order.order_reference || textOf(form, 'customer_reference'),
  };
}

/**
 * Whether the search text names this order: a part of its number or uuid, the buyer's e-mail,
 * company or reference, in any case (Unicode: "MÄKI" finds "Mäki Oy").
 */
export function matchesText(order: Order, text: string | undefined): boolean {
  const wanted = text?.trim().toLocaleLowerCase();
  if (!wanted) return true;
  const { email, company, reference } = buyerFacts(order);
  return [order.order_number ?? '', order.uuid, email, company, reference, order.form?.customer_reference]
    .filter((value): value is string => typeof value === 'string')
    .some((value) => value.toLocaleLowerCase().includes(wanted));
}

/** The instant a day of the shop's time zone begins (Finland's, as the shop's business days). */
export function shopDayStart(day: string): Date {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const local = dateTimeFormat('en-GB', {
    timeZone: shopTimeZone,
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(noonUtc);
  const offsetHours = Number(local) - 12;
  return new Date(Date.parse(`${day}T00:00:00Z`) - offsetHours * 3_600_000);
}

/** The query's date range as instants: [from's start, the day after `to`'s start). */
export function completedRange(query: Pick<BackofficeOrderQuery, 'from' | 'to'>): { from?: string; until?: string } {
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    from: query.from ? shopDayStart(query.from).toISOString() : undefined,
    until: query.to ? shopDayStart(nextDay(query.to)).toISOString() : undefined,
  };
}
