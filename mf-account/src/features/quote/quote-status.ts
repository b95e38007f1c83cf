import type { QuoteStatus } from '@shop/contracts';

/** A quote's status as the buyer reads it (the quote page and the list of quotes). */
export const quoteStatusText = {
  requested: 'quote.status_requested',
  priced: 'quote.status_priced',
  changes_requested: 'quote.status_changes_requested',
  accepted: 'quote.status_accepted',
  expired: 'quote.status_expired',
} as const satisfies Record<QuoteStatus, string>;
