/**
 * Approvals of company orders above a buyer's limit (docs/orders.md, "Approvals"): mails, the approval
 * page, the buyer's views, work sites in checkout.
 */
export const approvalEn = {
  'approval.not_your_company': 'Only an admin of the company that placed this order can approve or reject it.',
  'approval.already_decided': 'This order has already been approved or rejected.',
  'approval.admin_mail_subject': 'Order {number} is waiting for your approval',
  'approval.admin_mail_text':
    'Hello,\n\n{buyer} has placed order {number} for {company}: {total} incl. VAT, above their order limit ' +
    'of {limit}. Nothing has gone to the suppliers yet.\n\nPlease approve or reject the order here (log in ' +
    'as an admin of {company}):\n{link}',
  'approval.buyer_approved_subject': 'Your order {number} has been approved',
  'approval.buyer_approved_text':
    '{admin} has approved your order {number}. The order confirmation follows in a separate e-mail.',
  'approval.buyer_pay_now': 'The order goes to the suppliers once it is paid by card. You can pay it here:\n{link}',
  'approval.buyer_rejected_subject': 'Your order {number} has been rejected',
  'approval.buyer_rejected_text':
    '{admin} has rejected your order {number}. The order has been cancelled and nothing was sent to the suppliers.',
  'approval.buyer_comment': 'Comment from {admin}: {comment}',
  'account.status_awaiting_approval': 'Awaiting approval',
  'account.status_cancelled': 'Cancelled',
  'approval.waiting_for': 'Waiting for approval by {names}',
  'approval.waiting_text':
    'Your order is above your order limit. Nothing is sent to the ' +
    'suppliers until it is approved; you will be told by e-mail.',
  'approval.approved_by': 'Approved by {name} on {date}',
  'approval.rejected_by': 'Rejected by {name} on {date}',
  'approval.comment_of': 'Comment: {comment}',
  'approval.placed_by': 'Placed by {name}',
  'approval.pay_now': 'Pay now',
  'approval.page_title': 'Approve order {number}',
  'approval.crumb': 'Order approval',
  'approval.page_intro': '{buyer} ordered for {company}: {total} incl. VAT, above the order limit of {limit}.',
  'approval.comment_label': 'Comment for the buyer',
  'approval.comment_hint': 'Required when you reject the order.',
  'approval.approve': 'Approve order',
  'approval.reject': 'Reject order',
  'approval.login_needed': 'Please log in as an admin of the company to approve or reject this order.',
  'approval.not_found': 'This order does not exist.',
  'approval.error': 'The order could not be loaded. Please try again.',
  'approval.work_site_label': 'Deliver to a work site of your company',
  'approval.work_site_choose': 'Choose a saved work site',
} as const;
