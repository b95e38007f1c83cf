import type { ApprovalDecisionBody, OrderCreditApproval } from '@shop/contracts';
import { useFormatEur, useT } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useState } from 'react';

interface CreditApprovalCardProps {
  approval: OrderCreditApproval;
  /** The order's total with VAT, cents. */
  total: number;
  decidable: boolean;
  busy: boolean;
  onDecide: (decision: ApprovalDecisionBody) => void;
}

/**
 * An order on invoice above its company's credit limit (docs/orders.md, "Credit limit"): the limit,
 * what the company owed and the order's total, and while it waits, the operator's approval or
 * rejection (a rejection tells the buyer why, so it needs the comment); once decided, by whom.
 */
export function CreditApprovalCard({ approval, total, decidable, busy, onDecide }: CreditApprovalCardProps) {
  const t = useT();
  const eur = useFormatEur();
  const [comment, setComment] = useState('');
  const decided =
    approval.status === 'pending'
      ? null
      : t(approval.status === 'approved' ? 'backoffice.credit_approved_by' : 'backoffice.credit_rejected_by', {
          by: approval.decided_by ?? '',
        });
  return (
    <section className="backoffice-credit" data-testid="credit-approval" data-status={approval.status}>
      <h2 className="backoffice__subtitle">{t('backoffice.credit_title')}</h2>
      <p>
        {t('backoffice.credit_text', {
          limit: eur(approval.limit),
          balance: eur(approval.open_balance),
          total: eur(total),
        })}
      </p>
      {decided ? <p data-testid="credit-decided">{[decided, approval.comment].filter(Boolean).join(': ')}</p> : null}
      {decidable ? (
        <>
          <TextField
            multiline
            name="credit-comment"
            label={t('backoffice.credit_comment')}
            value={comment}
            maxLength={2000}
            onChange={(event) => setComment(event.target.value)}
          />
          <div className="backoffice-actions">
            <Button onClick={() => onDecide({ decision: 'approve', comment })} disabled={busy}>
              {t('backoffice.credit_approve')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => onDecide({ decision: 'reject', comment })}
              disabled={busy || comment.trim() === ''}
            >
              {t('backoffice.credit_reject')}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
