import type { Quote, QuoteLine, VariantPrice } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';

/** The lines and message of the buyer's next round, as the contract parsed them. */
export interface ChangesInput {
  lines: { variant_id: number; quantity: number }[];
  note: string;
}

const stateRefusal = (reason: string) => new HttpError(409, 'QUOTE_STATE', reason, [{ field: 'quote', reason }]);

/**
 * Which quotes may be answered with changes: a priced one only, also once expired (the next round
 * gets a validity of its own). Before pricing, while the seller prices a round, and after the
 * acceptance there is no offer to answer.
 */
export function checkChangeable(quote: Quote): void {
  if (quote.state === 'accepted') throw stateRefusal('quote.already_accepted');
  if (quote.state === 'changes_requested') throw stateRefusal('quote.changes_pending');
  if (quote.state !== 'priced' || !quote.pricing) throw stateRefusal('quote.not_priced');
}

/**
 * The quote's next round (docs/orders.md, "Quotes"): the offer answered goes into `rounds` with
 * when, and the quote asks the seller again for the lines the buyer wants now. A line the quote
 * had keeps its frozen title and list price; an added one takes the catalogue's now (`variants`:
 * the added ids the catalogue knows). Each product once; one the catalogue does not know is 400.
 */
export function requestChanges(
  quote: Quote,
  input: ChangesInput,
  variants: Map<number, VariantPrice>,
  now: Date,
): Quote {
  checkChangeable(quote);
  const issues: { field: string; reason: string }[] = [];
  const seen = new Set<number>();
  const lines: QuoteLine[] = [];
  input.lines.forEach((line, index) => {
    const field = `lines.${index}.variant_id`;
    if (seen.has(line.variant_id)) return void issues.push({ field, reason: 'quote.line_repeated' });
    seen.add(line.variant_id);
    const had = quote.lines.find((l) => l.variant_id === line.variant_id);
    const variant = variants.get(line.variant_id);
    if (had) lines.push({ ...had, quantity: line.quantity });
    else if (variant)
      lines.push({
        variant_id: variant.id,
        code: variant.code,
        title: variant.title,
        quantity: line.quantity,
        list_price: variant.sale_price,
      });
    else issues.push({ field, reason: 'quote.product_unknown' });
  });
  if (issues.length > 0) throw new HttpError(400, 'VALIDATION', 'error.bad_request', issues);
  return {
    ...quote,
    state: 'changes_requested',
    rounds: [
      ...quote.rounds,
      { lines: quote.lines, note: quote.note, pricing: quote.pricing!, changes_requested_at: now.toISOString() },
    ],
    lines,
    note: input.note,
    pricing: null,
  };
}

/** The round the quote is in: 1 for the first request, one more for each answer with changes. */
export const roundOf = (quote: Pick<Quote, 'rounds'>) => quote.rounds.length + 1;
