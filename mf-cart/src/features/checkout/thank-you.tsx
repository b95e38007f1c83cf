import { apiPath, documentLink, type Order } from '@shop/contracts';
import { useFormatEur, useLocale, useT } from '@shop/state';
import { Button, buttonClassName } from '@shop/ui';
import { VatChargedNote } from '@shop/ui/order-figures';
import { OrderParts } from '@shop/ui/order-parts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { cartCalls, orderKeys } from '../../api/orders';
import { ApprovalNotice, CreditApprovalNotice } from './approval-notice';
import { isUnpaidCardOrder } from './unpaid-card-order';

/**
 * A sent order: back from card payment the server is asked whether it was paid; then the
 * thank-you page with the order number, each supplier's part of the delivery as the suppliers
 * answer (state, dispatch day, tracking, lines not deliverable), its PDF and a way back to the
 * front page. A card payment
 * that was declined, cancelled or expired leaves the order payment_failed: shown with pay again
 * whenever the order is opened, not only on the return from the provider.
 */
export function ThankYou({ order }: { order: Order }) {
  const t = useT();
  const locale = useLocale();
  const eur = useFormatEur();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const returning = params.get('payment') === 'return' && order.payment !== undefined;
  const confirmation = useQuery({
    queryKey: [...orderKeys.cart(order.uuid), 'payment-confirmation'],
    queryFn: () => cartCalls.confirmPayment(order.uuid),
    enabled: returning,
    staleTime: Infinity,
  });
  const current = confirmation.data ?? order;
  const payAgain = useMutation({
    mutationFn: () => cartCalls.payAgain(order.uuid),
    onSuccess: (updated) => updated.payment && window.location.assign(updated.payment.url),
  });
  useEffect(() => {
    if (confirmation.data) queryClient.setQueryData(orderKeys.cart(order.uuid), confirmation.data);
  }, [confirmation.data, order.uuid, queryClient]);

  const payment = current.payment;
  const email = typeof current.form?.email === 'string' ? current.form.email : '';
  // Waiting for a company admin, or rejected: no confirmation was sent, nor is there one to print.
  const unconfirmed = current.order_status === 'awaiting_approval' || current.order_status === 'cancelled';
  // A card order's confirmation goes out once it is paid (docs/orders.md, "Mail"): until then it waits.
  const awaitingPayment = isUnpaidCardOrder(current);
  return (
    <section className="ui-container thanks" data-testid="thank-you">
      <ApprovalNotice order={current} onPay={() => payAgain.mutate()} paying={payAgain.isPending} />
      <CreditApprovalNotice order={current} />
      {current.order_status === 'payment_failed' ? (
        <div className="thanks__notice thanks__notice--error" role="alert" data-testid="payment-declined">
          <p>{t('checkout.payment_failed')}</p>
          <Button onClick={() => payAgain.mutate()} disabled={payAgain.isPending}>
            {t('checkout.pay_again')}
          </Button>
        </div>
      ) : null}
      {payment?.status === 'pending' && returning && !confirmation.isLoading ? (
        <div className="thanks__notice" role="status">
          <p>{t('checkout.payment_pending')}</p>
          <Button onClick={() => payAgain.mutate()} disabled={payAgain.isPending}>
            {t('checkout.pay_again')}
          </Button>
        </div>
      ) : null}
      <h1 className="thanks__title">{t('checkout.thanks')}</h1>
      <p className="thanks__number" data-testid="order-number">
        {t('checkout.order_number', { number: current.order_number ?? '' })}
      </p>
      {payment?.status === 'paid' ? (
        <p className="thanks__paid" data-testid="payment-paid">
          {t('checkout.paid')}
        </p>
      ) : null}
      {awaitingPayment ? (
        <p data-testid="awaiting-payment">{t('checkout.awaiting_payment', { email })}</p>
      ) : email && !unconfirmed ? (
        <p>{t('checkout.thanks_text', { email })}</p>
      ) : null}
      <p className="thanks__total">
        {t('checkout.total')}: <strong>{eur(current.total_price_with_vat)}</strong>
      </p>
      <VatChargedNote order={current} />
      <OrderParts fulfilment={current.fulfilment} headingLevel={2} />
      <div className="thanks__actions">
        {unconfirmed || awaitingPayment ? null : (
          <a
            className={buttonClassName('secondary')}
            href={apiPath(documentLink(`/orders/confirmation-pdf/${current.uuid}`, locale))}
            target="_blank"
            rel="noreferrer"
          >
            {t('checkout.confirmation_pdf')}
          </a>
        )}
        <Link className={buttonClassName('primary')} to="/">
          {t('checkout.front_page')}
        </Link>
      </div>
    </section>
  );
}
