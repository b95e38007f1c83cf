import type { Order } from '@shop/contracts';
import { useFormatDay, useT } from '@shop/state';
import './approval.css';

/**
 * Where a company order's approval stands: whom it waits for, or who approved or rejected it when,
 * with their comment. Nothing for an order that never needed approval.
 */
export function ApprovalStatus({ order }: { order: Pick<Order, 'approval'> }) {
  const t = useT();
  const day = useFormatDay();
  const approval = order.approval;
  if (!approval) return null;
  const decided = approval.decided_by && approval.decided_at;
  return (
    <div className="approval-status" data-testid="approval-status" data-status={approval.status}>
      <p className="approval-status__line">
        {approval.status === 'pending'
          ? t('approval.waiting_for', { names: approval.approvers.join(', ') })
          : decided
            ? t(approval.status === 'approved' ? 'approval.approved_by' : 'approval.rejected_by', {
                name: approval.decided_by!.name,
                date: day(approval.decided_at!),
              })
            : null}
      </p>
      {approval.comment ? (
        <p className="approval-status__comment">{t('approval.comment_of', { comment: approval.comment })}</p>
      ) : null}
    </div>
  );
}
