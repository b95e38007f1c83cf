import { backofficeOrderPagePath, backofficePagePath } from '@shop/contracts';
import type { TextKey } from '@shop/i18n';
import { isApiError, useDocumentHead, useFormatEur, useT, useTranslateText, useUiStore } from '@shop/state';
import { Button, ErrorMessage, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { backofficeOrderQuery, useOrderAction, type OrderAction } from '../../api/backoffice-orders';
import { BackofficeNav } from './backoffice-nav';
import { useBackofficeTrail } from './use-backoffice-trail';
import { BackofficeRefusal, isRefusal } from './backoffice-refusal';
import { CreditApprovalCard } from './credit-approval-card';
import { OrderLines } from './order-lines';
import { OrderMails } from './order-mails';
import { stateKey } from './order-state';
import { OrderTimeline } from './order-timeline';

const doneMessage: Record<OrderAction['kind'], TextKey> = {
  cancel: 'backoffice.line_cancelled',
  delivered: 'backoffice.marked',
  reviewed: 'backoffice.marked',
  resend: 'backoffice.mail_sent',
  credit: 'backoffice.credit_decided',
};

/**
 * /backoffice/orders/:uuid (BackofficeOrderPage of mf_account/app): one order for operators, with
 * its timeline, its lines (an open one can be cancelled), the state changes the status table
 * allows, its mails to send again, and the shop's decision on an order above its company's credit limit.
 */
export function OrderPage() {
  const t = useT();
  const eur = useFormatEur();
  const translateText = useTranslateText();
  const notify = useUiStore((state) => state.notify);
  const { uuid = '' } = useParams();
  const order = useQuery(backofficeOrderQuery(uuid));
  const action = useOrderAction(uuid);
  const number = order.data?.summary.order_number ?? '';
  useDocumentHead(t('head.backoffice_order.title', { number }), t('head.backoffice_orders.description'));
  useBackofficeTrail({ label: t('backoffice.order_title', { number }), href: backofficeOrderPagePath(uuid) });

  const run = (request: OrderAction) =>
    action.mutate(request, {
      onSuccess: () => notify('success', t(doneMessage[request.kind])),
      onError: (error) =>
        notify(
          'error',
          isApiError(error) && error.body
            ? translateText(error.body.issues?.[0]?.reason ?? error.body.message)
            : t('error.internal'),
        ),
    });

  let body;
  if (order.isError && isRefusal(order.error)) body = <BackofficeRefusal error={order.error} />;
  else if (order.isError)
    body = (
      <ErrorMessage
        message={t('backoffice.orders.load_failed')}
        retryLabel={t('fulfilment.retry')}
        onRetry={() => void order.refetch()}
      />
    );
  else if (!order.data) body = <Skeleton height={480} />;
  else {
    const { summary, can } = order.data;
    const state = stateKey(summary.order_status);
    body = (
      <>
        <h1 className="backoffice__title">{t('backoffice.order_title', { number: summary.order_number })}</h1>
        <dl className="backoffice-summary" data-testid="backoffice-summary">
          <div>
            <dt>{t('backoffice.orders.state')}</dt>
            <dd data-testid="backoffice-order-state">{state ? t(state) : summary.order_status}</dd>
          </div>
          <div>
            <dt>{t('backoffice.orders.buyer')}</dt>
            <dd>
              {summary.company} · {summary.buyer_email}
            </dd>
          </div>
          <div>
            <dt>{t('backoffice.orders.reference')}</dt>
            <dd>{summary.reference}</dd>
          </div>
          <div>
            <dt>{t('backoffice.orders.total')}</dt>
            <dd data-testid="backoffice-order-total">{eur(summary.total_price_with_vat)}</dd>
          </div>
        </dl>
        {order.data.credit_approval ? (
          <CreditApprovalCard
            approval={order.data.credit_approval}
            total={summary.total_price_with_vat}
            decidable={can.decide_credit}
            busy={action.isPending}
            onDecide={(decision) => run({ kind: 'credit', body: decision })}
          />
        ) : null}
        {can.mark_delivered || can.mark_reviewed ? (
          <div className="backoffice-actions">
            {can.mark_delivered ? (
              <Button onClick={() => run({ kind: 'delivered' })} disabled={action.isPending}>
                {t('backoffice.mark_delivered')}
              </Button>
            ) : null}
            {can.mark_reviewed ? (
              <Button onClick={() => run({ kind: 'reviewed' })} disabled={action.isPending}>
                {t('backoffice.mark_reviewed')}
              </Button>
            ) : null}
          </div>
        ) : null}
        <div className="backoffice-order">
          <div className="backoffice-order__main">
            <h2 className="backoffice__subtitle">{t('backoffice.lines_title')}</h2>
            <OrderLines
              order={order.data}
              busy={action.isPending}
              onCancel={(cancel) => run({ kind: 'cancel', body: cancel })}
            />
            <h2 className="backoffice__subtitle">{t('backoffice.mails_title')}</h2>
            <OrderMails
              mails={order.data.mails}
              busy={action.isPending}
              onResend={(resend) => run({ kind: 'resend', body: resend })}
            />
          </div>
          <div className="backoffice-order__side">
            <h2 className="backoffice__subtitle">{t('backoffice.timeline_title')}</h2>
            <OrderTimeline entries={order.data.timeline} />
          </div>
        </div>
      </>
    );
  }

  return (
    <section className="ui-container backoffice" data-testid="backoffice-order-page" data-remote="account">
      <BackofficeNav answer={order} />
      <Link className="backoffice__back" to={backofficePagePath}>
        {t('backoffice.back_to_orders')}
      </Link>
      {body}
    </section>
  );
}

export default OrderPage;
