/**
 * Texts of a quote's rounds (docs/orders.md, "Quotes"): the buyer's changes, the earlier rounds, the seller's
 * mail and the refusals. Only the account's pages show them, so only its chunk carries them, not the cart's.
 * English is the reference: the other languages must have the same keys.
 */
export const quoteRoundsEn = {
  'quote.status_changes_requested': 'Changes asked: our sales team is pricing them',
  'quote.changes_pending':
    'Your changes to this quote are with our sales team: you will receive the revised quote by e-mail.',
  'quote.line_repeated': 'This product is listed twice',
  'quote.product_unknown': 'This product is not in our catalogue',
  'quote.quantity_positive': 'Enter a quantity of at least 1',
  'quote.quantity_too_large': 'This quantity is too large',
  'quote.lines_empty': 'Keep at least one product in the quote',
  'quote.changes_note_required': 'Tell our sales team what you would like changed',
  'quote.changes_open': 'Ask for changes',
  'quote.changes_title': 'Ask for changes',
  'quote.changes_intro':
    'Change the quantities or remove products, and tell us what you need. We then send you a revised quote.',
  'quote.changes_note': 'Your message to our sales team',
  'quote.changes_remove': 'Remove',
  'quote.changes_keep': 'Keep',
  'quote.changes_submit': 'Send changes',
  'quote.changes_sent': 'Your changes are sent. We will e-mail you the revised quote.',
  'quote.round': 'Round {round}',
  'quote.rounds_title': 'Earlier rounds',
  'quote.round_summary': 'Round {round}: offered {total}, valid until {date}; changes asked on {changed}',
  'quote.round_message': 'Message',
  'quote.pricing_round_intro': 'Round {round}: the buyer asked for changes. Price the products as they are now.',
  'quote.seller_changes_mail_subject': 'Quote {number}, round {round}: {buyer} asks for changes',
  'quote.seller_changes_mail_text':
    'The buyer of quote {number} asks for changes (round {round}).\n\nBuyer: {buyer}\nMessage: ' +
    '{note}\n\nProducts now:\n{products}\n\nSet the prices and validity of the new round here (the link ' +
    'is valid until {date}):\n{link}',
} as const;
