/**
 * Texts of the back office (docs/orders.md, "Back office"): its pages in mf-account, the refusals
 * of the operator-only calls and the buyer's mail about a cancelled line. English is the
 * reference: the other languages must have the same keys.
 */
export const backofficeEn = {
  'error.operators_only': 'This is only for the shop’s operators.',
  'backoffice.order_not_cancellable': 'Lines can be cancelled only while the order is sent and not yet delivered.',
  'backoffice.no_such_part': 'This supplier has no part in the order.',
  'backoffice.no_such_line': 'The supplier’s part has no such line.',
  'backoffice.line_already_cancelled': 'This line is already cancelled.',
  'backoffice.line_shipped': 'This line has been shipped and can no longer be cancelled.',
  'backoffice.cannot_mark_delivered': 'Only an order in delivery can be marked delivered.',
  'backoffice.cannot_mark_reviewed': 'Only a delivered order can be marked reviewed.',
  'backoffice.no_such_mail': 'The order has no such mail to send again.',
  'backoffice.cancel_mail_subject': 'Your order {number}: a line was cancelled',
  'backoffice.cancel_mail_text':
    'Hello,\n\nwe had to cancel a line of your order {number}:\n\n- {title} ({code}), {quantity} pcs, from ' +
    '{supplier}\n\nReason: {reason}\n\nThe line is no longer charged: your order’s total goes down by {credit} ' +
    '(VAT included) to {total}. The other lines are delivered as confirmed.',
} as const;
