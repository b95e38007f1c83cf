import type { ApprovalDecisionBody, Order } from '@shop/contracts';
import { afterDecision } from '../approvals/approval';
import { canTransition } from '../shared/order-status';
import type { AnyOrderEvent } from '../shared/order-store';
import { backofficeRefused } from './cancel-line';

/** Whether an operator may decide the order's credit approval now. */
export const creditDecidable = (order: Order) =>
  order.credit_approval?.status === 'pending' && canTransition(order, 'approve');

/**
 * An operator's decision on an order on invoice above its company's credit limit (docs/orders.md,
 * "Credit limit"), as a company admin decides one above a buyer's limit: approved, it goes on once
 * no admin's approval is pending any more; rejected, it is cancelled with the comment. Logged with
 * the operator's e-mail; once only (409 after a decision).
 */
export function decideCredit(
  order: Order,
  body: ApprovalDecisionBody,
  operator: string,
  at: Date,
): { order: Order; events: AnyOrderEvent[] } {
  if (!creditDecidable(order)) throw backofficeRefused('decision', 'backoffice.credit_not_pending');
  const approved = body.decision === 'approve';
  const decidedAt = at.toISOString();
  return afterDecision(
    {
      ...order,
      credit_approval: {
        ...order.credit_approval!,
        status: approved ? 'approved' : 'rejected',
        decided_by: operator,
        decided_at: decidedAt,
        ...(body.comment ? { comment: body.comment } : {}),
      },
      operator_log: [
        ...(order.operator_log ?? []),
        {
          at: decidedAt,
          operator,
          action: approved ? 'credit_approved' : 'credit_rejected',
          ...(body.comment ? { detail: body.comment } : {}),
        },
      ],
    },
    body.decision,
  );
}
