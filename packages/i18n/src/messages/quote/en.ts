/**
 * Texts of quotes (docs/orders.md, "Quotes"): the request in the cart, the seller's pricing page,
 * the buyer's quote page, the quote PDF, its mails and the refusals of the quote calls.
 * English is the reference: the other languages must have the same keys.
 */
export const quoteEn = {
  'quote.request_open': 'Request a quote',
  'quote.request_title': 'Request a quote',
  'quote.empty_cart_intro':
    'Put the products you want a quote for into the cart: ' +
    'the quote request is under its lines. For anything else, write to us:',
  'quote.contact_link': 'Contact form',
  'quote.request_intro':
    'We freeze the products and quantities of this cart into a quote request. Our sales team prices it and sends ' +
    'you the quote by e-mail.',
  'quote.name': 'Your name',
  'quote.email': 'E-mail',
  'quote.company': 'Company (optional)',
  'quote.phone': 'Phone (optional)',
  'quote.note': 'Your note for our sales team (optional)',
  'quote.request_submit': 'Send quote request',
  'quote.cancel': 'Cancel',
  'quote.request_done':
    'Quote request {number} is sent. We will e-mail the quote to {email}; your cart stays as it is.',
  'quote.view_link': 'View quote {number}',
  'quote.locked_cart':
    'This cart belongs to quote {number}: products, quantities and prices are fixed as quoted, valid until {date}.',
  'quote.page_title': 'Quote {number}',
  'quote.status_label': 'Status',
  'quote.status_requested': 'Requested: our sales team is pricing it',
  'quote.status_priced': 'Priced: ready to accept',
  'quote.status_accepted': 'Accepted',
  'quote.status_expired': 'Expired',
  'quote.lines_title': 'Products',
  'quote.product': 'Product',
  'quote.quantity': 'Quantity',
  'quote.list_price': 'List price',
  'quote.waiting': 'You will receive an e-mail as soon as the quote is priced.',
  'quote.accept': 'Accept quote and go to checkout',
  'quote.accept_intro':
    'Accepting turns the quote into an order at the quoted prices. You then choose delivery and payment as usual.',
  'quote.go_to_checkout': 'Continue to checkout',
  'quote.pdf': 'Quote as PDF',
  'quote.expired_intro': 'This quote was valid until {date}. Ask us for a new quote.',
  'quote.note_label': 'Your note',
  'quote.load_failed': 'The quote could not be loaded.',
  'quote.retry': 'Try again',
  'quote.login_needed': 'Log in with the account you requested this quote with to open it.',
  'quote.pricing_title': 'Price quote request {number}',
  'quote.pricing_intro':
    'Set a net unit price (without VAT, delivery included) for each line, and how long the quote is valid.',
  'quote.pricing_submit': 'Send quote to the buyer',
  'quote.pricing_done': 'The quote is priced and has been sent to {email}.',
  'quote.unit_price_input': 'Net unit price (EUR)',
  'quote.valid_until_input': 'Valid until',
  'quote.comment_input': 'Comment for the buyer (optional)',
  'quote.link_missing': 'This page opens only with the link from the e-mail.',
  'quote.link_invalid': 'This link is not valid. Please use the link from the e-mail.',
  'quote.link_expired': 'This link has expired. Please ask us for a new one.',
  'quote.link_not_for_this': 'This link does not open this quote.',
  'quote.already_priced': 'This quote has already been priced.',
  'quote.already_accepted': 'This quote has already been accepted.',
  'quote.not_priced': 'This quote has not been priced yet.',
  'quote.expired': 'This quote was valid until {date} and can no longer be accepted. Please ask us for a new quote.',
  'quote.cart_locked': 'The products and quantities of a quote are fixed. For other quantities, request a new quote.',
  'quote.cart_of_quote': 'This cart already belongs to a quote.',
  'quote.price_positive': 'Enter a price above zero',
  'quote.price_too_large': 'This price is too large',
  'quote.line_unknown': 'This product is not in the quote request',
  'quote.line_twice': 'This product is priced twice',
  'quote.price_missing': 'Enter a price for this line',
  'quote.valid_until_past': 'The quote must be valid after today',
  'quote.valid_until_too_far': 'A quote can be valid for up to 90 days, until {date} at the latest',
  'quote.doc_title': 'Quote',
  'quote.number': 'Quote no.',
  'quote.valid_until': 'Valid until',
  'quote.buyer': 'For',
  'quote.unit_price': 'Unit price',
  'quote.line_net': 'Amount',
  'quote.goods': 'Total without VAT',
  'quote.vat': 'VAT {rate} %',
  'quote.total': 'Total',
  'quote.seller_comment': 'Our comment',
  'quote.doc_terms':
    'Net prices per unit, delivery included. The quote is valid until {date}; VAT is charged as your order ' +
    'details decide.',
  'quote.doc_accept': 'Accept the quote on its page and order at these prices:',
  'quote.seller_mail_subject': 'Quote request {number} from {buyer}',
  'quote.seller_mail_text':
    'A new quote request {number}.\n\nBuyer: {buyer}\nNote: {note}\n\nProducts:\n{products}\n\nSet the prices and ' +
    'validity here (the link is valid until {date}):\n{link}',
  'quote.ack_mail_subject': 'Your quote request {number}',
  'quote.ack_mail_text':
    'Hello {name},\n\nthank you for your quote request {number}. We are pricing these products:\n{products}\n\nYou ' +
    'will receive the quote by e-mail. Your request:\n{link}',
  'quote.priced_mail_subject': 'Your quote {number}',
  'quote.priced_mail_text':
    'Hello {name},\n\nyour quote {number} is attached: {total} including VAT, valid until {date}.\n\nRead and ' +
    'accept it here:\n{link}',
} as const;
