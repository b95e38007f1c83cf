import type { SupplierOrderView } from '@shop/contracts';
import { isApiError, useDocumentHead, useFormatDay, useLocaleStore, useT, useTranslateText } from '@shop/state';
import { ErrorMessage, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { supplierOrderQuery } from '../../api/fulfilment';
import { ConfirmLinesForm } from './confirm-lines-form';
import { NotDeliverableForm } from './not-deliverable-form';
import { PartLines } from './part-lines';
import { ShipForm } from './ship-form';
import { SupplierDelivery } from './supplier-delivery';
import './supplier-order.css';

/**
 * Speaks the supplier's language (the one its purchase order and mail were written in) once the
 * link is read; a language the supplier picks afterwards stays.
 */
function useSupplierLanguage(view: SupplierOrderView | undefined) {
  const applied = useRef(false);
  useEffect(() => {
    if (!view || applied.current) return;
    applied.current = true;
    const { locale, setLocale } = useLocaleStore.getState();
    if (view.supplier.language !== locale) setLocale(view.supplier.language);
  }, [view]);
}

function Answers({ token, view }: { token: string; view: SupplierOrderView }) {
  const t = useT();
  const day = useFormatDay();
  const { part } = view;
  const received = part.lines.filter((line) => line.state === 'received');
  const open = part.lines.filter((line) => line.state === 'received' || line.state === 'confirmed');
  const shippable = received.length === 0 && part.lines.some((line) => line.state === 'confirmed');
  return (
    <>
      {part.dispatch_date ? (
        <p className="supplier-order__fact" data-testid="supplier-order-dispatch">
          {t('fulfilment.dispatch_on', { date: day(part.dispatch_date) })}
        </p>
      ) : null}
      {part.shipment ? (
        <p className="supplier-order__fact" data-testid="supplier-order-shipment">
          {t('fulfilment.shipped_with', {
            carrier: part.shipment.carrier,
            tracking: part.shipment.tracking_number,
          })}
        </p>
      ) : null}
      {open.length === 0 ? (
        <p className="supplier-order__done" role="status" data-testid="supplier-order-done">
          {t('fulfilment.all_answered')}
        </p>
      ) : (
        <div className="supplier-order__forms">
          {received.length > 0 ? (
            <ConfirmLinesForm
              key={received.length}
              token={token}
              lines={received}
              earliestDay={view.earliest_dispatch_date}
            />
          ) : null}
          {shippable ? <ShipForm token={token} /> : null}
          <NotDeliverableForm token={token} lines={open} />
        </div>
      )}
    </>
  );
}

/**
 * /supplier-order#<token> (SupplierOrderPage of mf_account/app): the supplier's purchase order of
 * one order, opened by the signed link of its mail without an account. The token stays in the
 * fragment, which the browser never sends; the calls carry it as a Bearer token.
 */
export function SupplierOrderPage() {
  const t = useT();
  useDocumentHead(t('head.supplier_order.title'), t('head.supplier_order.description'));
  const translateText = useTranslateText();
  const day = useFormatDay();
  const token = useLocation().hash.replace(/^#/, '');
  const order = useQuery(supplierOrderQuery(token));
  useSupplierLanguage(order.data);

  let body;
  if (!token)
    body = (
      <p className="supplier-order__alert" role="alert" data-testid="supplier-order-refused">
        {t('fulfilment.link_missing')}
      </p>
    );
  else if (order.isError && isApiError(order.error) && order.error.isClientError)
    body = (
      <p className="supplier-order__alert" role="alert" data-testid="supplier-order-refused">
        {translateText(order.error.body?.message ?? 'fulfilment.link_invalid')}
      </p>
    );
  else if (order.isError)
    body = (
      <ErrorMessage
        message={t('fulfilment.page_load_failed')}
        retryLabel={t('fulfilment.retry')}
        onRetry={() => void order.refetch()}
      />
    );
  else if (!order.data) body = <Skeleton height={360} />;
  else
    body = (
      <>
        <p className="supplier-order__intro">
          {t('fulfilment.page_intro', { supplier: order.data.supplier.name, date: day(order.data.link_expires_at) })}
        </p>
        <section className="supplier-order__section" aria-labelledby="supplier-order-lines">
          <h2 id="supplier-order-lines" className="supplier-order__heading">
            {t('fulfilment.lines_title')}
          </h2>
          <PartLines lines={order.data.part.lines} />
        </section>
        <SupplierDelivery view={order.data} />
        <Answers token={token} view={order.data} />
      </>
    );

  return (
    <section className="ui-container supplier-order" data-testid="supplier-order-page" data-remote="account">
      <h1 className="supplier-order__title">
        {order.data ? t('fulfilment.page_title', { number: order.data.order_number }) : t('fulfilment.po_title')}
      </h1>
      {body}
    </section>
  );
}

export default SupplierOrderPage;
