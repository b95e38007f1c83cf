import { quoteMaxValidityDays, type Order, type OrderQuote, type Quote, type QuoteStatus } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import { priceOrder } from '../shared/pricing/price-order';
import type { PricingConfig } from '../shared/pricing/pricing-config';
import { vatBuyerOf } from '../shared/pricing/vat';

/**
 * A quote's state machine (docs/orders.md, "Quotes"): requested → priced (the seller, once) →
 * accepted (its buyer, once, on or before the validity date). `expired` is not stored: a priced
 * quote whose day has passed reads so, and can no longer be accepted.
 */
export function statusOf(quote: Quote, today: string): QuoteStatus {
  if (quote.state === 'priced' && quote.pricing && today > quote.pricing.valid_until) return 'expired';
  return quote.state;
}

const refused = (status: number, field: string, reason: string, params?: Record<string, string | number>) =>
  new HttpError(status, 'QUOTE_STATE', reason, [{ field, reason }], params);

/** YYYY-MM-DD plus whole days, as calendar days (UTC arithmetic on a date without a time). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const isCalendarDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

export interface PriceInput {
  lines: { variant_id: number; unit_price: number }[];
  valid_until: string;
  comment: string;
}

/**
 * The seller's prices applied: every line of the quote priced exactly once, a validity after
 * today and at most 90 days ahead; the server computes each line, VAT and the totals the same way
 * the quote's cart will be priced (priceOrder, quoted), so the order's totals are the quote's.
 */
/** Writes a calendar day (YYYY-MM-DD) for the message it goes into, in the reader's language. */
export type DayFormat = (isoDate: string) => string;

export function priceQuote(
  quote: Quote,
  input: PriceInput,
  ctx: { today: string; now: Date; pricing: PricingConfig; day?: DayFormat },
) {
  // A first request, or a later round the buyer asked for with changes.
  if (quote.state !== 'requested' && quote.state !== 'changes_requested')
    throw refused(409, 'quote', 'quote.already_priced');
  const issues: { field: string; reason: string }[] = [];
  const given = new Map<number, number>();
  input.lines.forEach((line, index) => {
    if (!quote.lines.some((l) => l.variant_id === line.variant_id))
      issues.push({ field: `lines.${index}.variant_id`, reason: 'quote.line_unknown' });
    else if (given.has(line.variant_id))
      issues.push({ field: `lines.${index}.variant_id`, reason: 'quote.line_twice' });
    given.set(line.variant_id, line.unit_price);
  });
  quote.lines.forEach((line, index) => {
    if (!given.has(line.variant_id)) issues.push({ field: `lines.${index}.unit_price`, reason: 'quote.price_missing' });
  });
  if (!isCalendarDay(input.valid_until)) issues.push({ field: 'valid_until', reason: 'validation.invalid' });
  else if (input.valid_until <= ctx.today) issues.push({ field: 'valid_until', reason: 'quote.valid_until_past' });
  else if (input.valid_until > addDays(ctx.today, quoteMaxValidityDays))
    issues.push({ field: 'valid_until', reason: 'quote.valid_until_too_far' });
  if (issues.length > 0)
    throw new HttpError(400, 'VALIDATION', 'error.bad_request', issues, {
      date: (ctx.day ?? String)(addDays(ctx.today, quoteMaxValidityDays)),
    });

  const priced = priceOrder(
    {
      lines: quote.lines.map((line) => ({
        variantId: line.variant_id,
        quantity: line.quantity,
        unitPriceCents: given.get(line.variant_id)!,
        lineDiscountPercent: 0,
      })),
      deliveryMethod: 'product_freight',
      postCode: null,
      // Quoted for delivery in the seller's country at its rate; a buyer elsewhere gets their VAT at checkout.
      buyer: vatBuyerOf(undefined, undefined, ctx.pricing),
      personalDiscounts: [],
      today: ctx.today,
      quoted: true,
    },
    ctx.pricing,
  );
  if (!priced.ok) throw new Error('a quote is priced without a delivery address');
  const { pricing } = priced;
  return {
    ...quote,
    state: 'priced' as const,
    pricing: {
      lines: pricing.lines.map((line) => ({
        variant_id: line.variantId,
        unit_price: line.unitPriceCents,
        net: line.netCents,
      })),
      valid_until: input.valid_until,
      comment: input.comment,
      goods: pricing.goodsCents,
      vat_rate_percent: pricing.vat.ratePercent,
      vat: pricing.vatCents,
      total: pricing.totalWithVatCents,
      priced_at: ctx.now.toISOString(),
    },
  };
}

/**
 * May this quote be accepted today? Refusals name why: not priced yet, accepted already (409),
 * expired; while the seller prices a round the buyer asked for, no offer holds.
 */
export function checkAcceptable(quote: Quote, today: string, day: DayFormat = String): void {
  if (quote.state === 'accepted') throw refused(409, 'quote', 'quote.already_accepted');
  if (quote.state === 'changes_requested') throw refused(409, 'quote', 'quote.changes_pending');
  if (quote.state !== 'priced' || !quote.pricing) throw refused(409, 'quote', 'quote.not_priced');
  if (statusOf(quote, today) === 'expired')
    throw refused(409, 'quote', 'quote.expired', { date: day(quote.pricing.valid_until) });
}

/** The quote accepted into this cart. */
export function accepted(quote: Quote, cartUuid: string, now: Date): Quote {
  return { ...quote, state: 'accepted', accepted: { at: now.toISOString(), cart_uuid: cartUuid } };
}

/** What the quote's cart keeps of it: the prices it is priced at and until when. */
export function orderQuoteOf(quote: Quote): OrderQuote {
  if (!quote.pricing) throw new Error(`quote ${quote.uuid} is not priced`);
  const prices = new Map(quote.pricing.lines.map((line) => [line.variant_id, line.unit_price]));
  return {
    uuid: quote.uuid,
    number: quote.number,
    valid_until: quote.pricing.valid_until,
    lines: quote.lines.map((line) => ({
      variant_id: line.variant_id,
      quantity: line.quantity,
      unit_price: prices.get(line.variant_id)!,
    })),
  };
}

/** A quote's cart completed after the validity date is refused: the prices held until then. */
export function checkQuoteCartValid(cart: Order, today: string, day: DayFormat = String): void {
  if (cart.quote && today > cart.quote.valid_until)
    throw refused(409, 'quote', 'quote.expired', { date: day(cart.quote.valid_until) });
}

/** Quote numbers are what buyer and seller quote to each other: short, sequential, their own series. */
export const quoteNumberFor = (sequence: number) => `Q-${100000 + sequence}`;
