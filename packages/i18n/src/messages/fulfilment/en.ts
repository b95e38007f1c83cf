/**
 * Texts of fulfilment (docs/orders.md, "Fulfilment"): the purchase order and its mail in the
 * supplier's language, the buyer's mails about each answer, the supplier calls' refusals.
 * English is the reference: the other languages must have the same keys.
 */
export const fulfilmentEn = {
  'fulfilment.po_title': 'Purchase order',
  'fulfilment.po_supplier': 'Supplier',
  'fulfilment.po_phone': 'Phone for the carrier',
  'fulfilment.po_window': 'Booked delivery time',
  'fulfilment.po_comment': "Buyer's comment",
  'fulfilment.po_answer':
    'Please confirm the lines and the dispatch date, report lines you cannot deliver and the shipment ' +
    'with its tracking number on this page (valid until {date}):',
  'fulfilment.supplier_mail_subject': 'Purchase order {number} from {shop}',
  'fulfilment.supplier_mail_text_one':
    'Hello,\n\nplease find attached our purchase order {number} ({lines} line) for delivery straight to ' +
    'our customer.\n\nConfirm the lines and the dispatch date, report any line you cannot deliver, and ' +
    'tell us the shipment with its tracking number here:\n{link}\n\nThe link is valid until {date} and ' +
    'needs no account. It is meant for you alone: anyone holding it can answer this order for you.',
  'fulfilment.supplier_mail_text_other':
    'Hello,\n\nplease find attached our purchase order {number} ({lines} lines) for delivery straight to ' +
    'our customer.\n\nConfirm the lines and the dispatch date, report any line you cannot deliver, and ' +
    'tell us the shipment with its tracking number here:\n{link}\n\nThe link is valid until {date} and ' +
    'needs no account. It is meant for you alone: anyone holding it can answer this order for you.',
  'fulfilment.buyer_mail_subject': 'Your order {number}: news from {supplier}',
  'fulfilment.buyer_confirmed':
    '{supplier} has confirmed these products of your order {number}. Dispatch date: {date}.',
  'fulfilment.buyer_shipped': '{supplier} has shipped these products of your order {number}.',
  'fulfilment.buyer_supplier_statement': 'Details given by the supplier {supplier} (not checked by us):',
  'fulfilment.buyer_carrier': 'Carrier: {carrier}',
  'fulfilment.buyer_tracking_number': 'Tracking number: {tracking}',
  'fulfilment.buyer_tracking_link': 'Tracking page on {host}: {url}',
  'fulfilment.buyer_not_deliverable':
    '{supplier} cannot deliver this product of your order {number}. Reason given: {reason}\nWe will ' +
    'contact you about a replacement; you will not be charged for it.',
  'fulfilment.buyer_line': '{quantity} × {title} ({code})',
  'fulfilment.link_missing': 'This page needs the link from the purchase order e-mail',
  'fulfilment.link_invalid': 'This link is not valid. Please use the link from the purchase order e-mail',
  'fulfilment.link_expired': 'This link has expired. Please ask us for a new one',
  'fulfilment.link_not_for_this': 'This link does not open this purchase order',
  'fulfilment.dispatch_date_past': 'The dispatch date cannot be in the past',
  'fulfilment.nothing_to_confirm': 'There are no lines left to confirm',
  'fulfilment.line_unknown': 'This line is not part of your purchase order',
  'fulfilment.line_not_open': 'This line has already been answered',
  'fulfilment.already_shipped': 'This purchase order has already been shipped',
  'fulfilment.confirm_before_shipping': 'Confirm every line, or report it not deliverable, before shipping',
  'fulfilment.nothing_to_ship': 'There are no confirmed lines to ship',
  'fulfilment.line_already_shipped': 'This line has already been shipped',
  'fulfilment.line_already_not_deliverable': 'This line has already been reported not deliverable',
  'fulfilment.tracking_url_https': 'Enter the tracking address as https://…',
  'fulfilment.changed_elsewhere': 'This purchase order was changed at the same moment. Please try again',
  'fulfilment.page_title': 'Purchase order {number}',
  'fulfilment.page_intro': '{supplier}, please answer this purchase order here. The link is valid until {date}.',
  'fulfilment.page_load_failed': 'The purchase order could not be loaded. Please try again.',
  'fulfilment.retry': 'Try again',
  'fulfilment.lines_title': 'Lines',
  'fulfilment.col_code': 'Code',
  'fulfilment.col_product': 'Product',
  'fulfilment.col_quantity': 'Quantity',
  'fulfilment.col_reference': "Buyer's reference",
  'fulfilment.col_state': 'State',
  'fulfilment.delivery_title': 'Delivery',
  'fulfilment.deliver_to': 'Deliver to',
  'fulfilment.order_reference': "Buyer's order reference",
  'fulfilment.follow_shipment': 'Follow the shipment',
  'fulfilment.confirm_title': 'Confirm lines',
  'fulfilment.confirm_line': 'Confirm {title}',
  'fulfilment.dispatch_date': 'Dispatch date',
  'fulfilment.confirm_submit': 'Confirm the selected lines',
  'fulfilment.ship_title': 'Shipment',
  'fulfilment.carrier': 'Carrier',
  'fulfilment.tracking_number': 'Tracking number',
  'fulfilment.tracking_url': 'Tracking address (optional)',
  'fulfilment.ship_submit': 'Mark as shipped',
  'fulfilment.nd_title': 'Report a line not deliverable',
  'fulfilment.nd_line': 'Line',
  'fulfilment.nd_reason': 'Reason',
  'fulfilment.nd_submit': 'Report not deliverable',
  'fulfilment.choose_lines': 'Choose at least one line',
  'fulfilment.saved': 'Thank you, your answer has been saved.',
  'fulfilment.sending': 'Sending…',
  'fulfilment.all_answered': 'Every line of this purchase order has been answered. Thank you.',
} as const;
