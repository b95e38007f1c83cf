import type { Order } from '@shop/contracts';
import { useFormatDay, useT } from '@shop/state';
import { Button } from '@shop/ui';

/**
 * A company order's approval on its thank-you page: waiting for the named admins (nothing goes to
 * the suppliers meanwhile), rejected with the admin's comment, or approved; an approved card order
 * is paid only now (docs/orders.md, "Approvals": nobody pays for an order that may be rejected).
 */
export function ApprovalNotice({ order, onPay, paying }: { order: Order; onPay: () => void; paying: boolean }) {
  const t = useT();
  const day = useFormatDay();
  const approval = order.approval;
  if (!approval) return null;
  const unpaidCard = order.order_status === 'confirmed' && order.paymentmethod?.name === 'card' && !order.payment;
  const decided = approval.decided_by && approval.decided_at;
  return (
    <div
      className={`thanks__notice${approval.status === 'rejected' ? ' thanks__notice--error' : ''}`}
      role="status"
      data-testid="approval-notice"
      data-status={approval.status}
    >
      {approval.status === 'pending' ? (
        <>
          <p>
            <strong>{t('approval.waiting_for', { names: approval.approvers.join(', ') })}</strong>
          </p>
          <p>{t('approval.waiting_text')}</p>
        </>
      ) : decided ? (
        <p>
          <strong>
            {t(approval.status === 'approved' ? 'approval.approved_by' : 'approval.rejected_by', {
              name: approval.decided_by!.name,
              date: day(approval.decided_at!),
            })}
          </strong>
        </p>
      ) : null}
      {approval.comment ? <p>{t('approval.comment_of', { comment: approval.comment })}</p> : null}
      {unpaidCard ? (
        <Button onClick={onPay} disabled={paying} data-testid="approval-pay">
          {t('approval.pay_now')}
        </Button>
      ) : null}
    </div>
  );
}

/** An order on invoice above the company's credit limit, waiting for the shop (docs/orders.md, "Credit limit"). */
export function CreditApprovalNotice({ order }: { order: Order }) {
  const t = useT();
  if (order.credit_approval?.status !== 'pending') return null;
  return (
    <div className="thanks__notice" role="status" data-testid="credit-approval-notice">
      <p>{t('checkout.credit_waiting')}</p>
    </div>
  );
}
