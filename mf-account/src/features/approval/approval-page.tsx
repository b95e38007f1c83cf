import { approvalPagePath, companyPagePath, type Order } from '@shop/contracts';
import {
  hasSession,
  isApiError,
  useBreadcrumbs,
  useDocumentHead,
  useFormatEur,
  useT,
  useTranslateText,
} from '@shop/state';
import { Button, buttonClassName, ErrorMessage, Skeleton, TextField } from '@shop/ui';
import { OrderDelivery, OrderFigures } from '@shop/ui/order-figures';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { approvalQuery, useDecideApproval } from '../../api/approval';
import { loginHerePath } from '../login-drawer/login-return';
import { accountCrumb } from '../profile/account-crumb';
import { OrderLines } from '../profile/order-lines';
import { ApprovalStatus } from './approval-status';
import './approval.css';

/** Approve or reject with a comment; a rejection's comment is required (the server says so too). */
function DecisionForm({ order }: { order: Order }) {
  const t = useT();
  const translateText = useTranslateText();
  const [comment, setComment] = useState('');
  const decide = useDecideApproval(order.uuid);
  const error = decide.error && isApiError(decide.error) ? decide.error.body : undefined;
  const commentIssue = error?.issues?.find((issue) => issue.field === 'comment');
  return (
    <form className="approval__decide" onSubmit={(event) => event.preventDefault()} data-testid="approval-form">
      {error && !commentIssue ? (
        <p className="approval__alert" role="alert" data-testid="approval-refused">
          {translateText(error.message)}
        </p>
      ) : null}
      <TextField
        multiline
        label={t('approval.comment_label')}
        hint={t('approval.comment_hint')}
        error={commentIssue ? translateText(commentIssue.reason) : null}
        className="approval__comment-field"
        rows={4}
        maxLength={2000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        data-testid="approval-comment"
      />
      <div className="approval__buttons">
        <Button
          disabled={decide.isPending}
          onClick={() => decide.mutate({ decision: 'approve', comment })}
          data-testid="approval-approve"
        >
          {t('approval.approve')}
        </Button>
        <Button
          variant="secondary"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ decision: 'reject', comment })}
          data-testid="approval-reject"
        >
          {t('approval.reject')}
        </Button>
      </div>
    </form>
  );
}

/**
 * /approval/{uuid} (ApprovalPage of mf_account/app), opened from the mail to a company's admins: the
 * order a buyer placed above their limit, who placed it, its lines, figures and delivery, and the
 * admin's decision. Only a logged-in admin of that company gets the order (the server decides);
 * anyone else sees why not.
 */
export function ApprovalPage() {
  const t = useT();
  useDocumentHead(t('head.approval.title'), t('head.approval.description'));
  const translateText = useTranslateText();
  const eur = useFormatEur();
  const { uuid = '' } = useParams();
  const location = useLocation();
  const order = useQuery(approvalQuery(uuid));
  useBreadcrumbs([
    accountCrumb(t),
    { label: t('company.page_title'), href: companyPagePath },
    {
      label: order.data?.order_number
        ? t('approval.page_title', { number: order.data.order_number })
        : t('approval.crumb'),
      href: `${approvalPagePath}/${uuid}`,
    },
  ]);

  let body;
  if (order.isError && isApiError(order.error) && order.error.isClientError) {
    const status = order.error.status;
    const loginNeeded = status === 401 || !hasSession();
    body = (
      <>
        <p className="approval__alert" role="alert" data-testid="approval-refused">
          {loginNeeded
            ? t('approval.login_needed')
            : status === 404
              ? t('approval.not_found')
              : translateText(order.error.body?.message ?? 'approval.not_your_company')}
        </p>
        {loginNeeded ? (
          // The admin comes from the mail's link: the login opens here and brings them back to this order.
          <Link to={loginHerePath(location)} className={buttonClassName('primary')} data-testid="approval-login">
            {t('account.login_button')}
          </Link>
        ) : null}
      </>
    );
  } else if (order.isError)
    body = (
      <ErrorMessage
        message={t('approval.error')}
        retryLabel={t('account.retry')}
        onRetry={() => void order.refetch()}
      />
    );
  else if (!order.data) body = <Skeleton height={360} />;
  else {
    const shown = order.data;
    body = (
      <>
        {shown.company && shown.approval ? (
          <p className="approval__intro">
            {t('approval.page_intro', {
              buyer: shown.company.placed_by.name,
              company: shown.company.name,
              total: eur(shown.total_price_with_vat),
              limit: eur(shown.approval.limit),
            })}
          </p>
        ) : null}
        <p data-testid="approval-order-status">{t(`account.status_${shown.order_status}`)}</p>
        <ApprovalStatus order={shown} />
        <OrderLines items={shown.items} />
        <OrderFigures order={shown} />
        <OrderDelivery order={shown} />
        {shown.order_status === 'awaiting_approval' ? <DecisionForm order={shown} /> : null}
      </>
    );
  }

  return (
    <section className="ui-container approval" data-testid="approval-page" data-remote="account">
      <h1 className="approval__title">{t('approval.page_title', { number: order.data?.order_number ?? '' })}</h1>
      {body}
    </section>
  );
}

export default ApprovalPage;
