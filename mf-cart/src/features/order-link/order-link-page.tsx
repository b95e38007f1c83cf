import { orderLinkPagePath, type Order } from '@shop/contracts';
import { isApiError, useBreadcrumbs, useDocumentHead, useFormatDay, useLocaleStore, useT } from '@shop/state';
import { ErrorMessage, Skeleton } from '@shop/ui';
import { OrderDelivery, OrderFigures } from '@shop/ui/order-figures';
import { OrderParts } from '@shop/ui/order-parts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { orderLinkQuery } from '../../api/order-link';
import { OrderLinkLines } from './order-link-lines';
import { useLinkToken } from './use-link-token';
import './order-link.css';

/**
 * Speaks the order's language (the one its mails were written in) once the order is read; a
 * language the buyer picks afterwards stays.
 */
function useOrderLanguage(order: Order | undefined) {
  const applied = useRef(false);
  useEffect(() => {
    if (!order?.locale || applied.current) return;
    applied.current = true;
    const { locale, setLocale } = useLocaleStore.getState();
    if (order.locale !== locale) setLocale(order.locale);
  }, [order]);
}

/** Why the link opens nothing: an expired one says what to do instead, any other the server's reason. */
function Refusal({ error }: { error: unknown }) {
  const t = useT();
  if (isApiError(error) && error.body?.code === 'LINK_EXPIRED')
    return (
      <div className="order-link__alert" role="alert" data-testid="order-link-expired">
        <p>
          <strong>{t('order_link.link_expired')}</strong>
        </p>
        <p>{t('order_link.expired_help', { email: t('shop.email') })}</p>
      </div>
    );
  const message = isApiError(error) ? error.body?.message : undefined;
  return (
    <p className="order-link__alert" role="alert" data-testid="order-link-refused">
      {message ?? t('order_link.link_invalid')}
    </p>
  );
}

/**
 * /order#<token> (OrderLinkPage of mf_cart/app): a sent order opened by the signed link in every
 * mail to its buyer, on any device and without the confirmation cookie, to read only: its lines
 * as charged, the totals, the delivery and each supplier's part with its tracking. The token
 * never leaves the browser but as the Bearer token of that one call (docs/orders.md).
 */
export function OrderLinkPage() {
  const t = useT();
  useDocumentHead(t('head.order_link.title'), t('head.order_link.description'));
  const day = useFormatDay();
  const token = useLinkToken();
  const view = useQuery(orderLinkQuery(token));
  const order = view.data?.order;
  // The link's token stays out of the trail: the crumb names the page only.
  useBreadcrumbs([
    {
      label: order?.order_number ? t('order_link.title', { number: order.order_number }) : t('order_link.title_plain'),
      href: orderLinkPagePath,
    },
  ]);
  useOrderLanguage(order);

  let body;
  if (!token)
    body = (
      <p className="order-link__alert" role="alert" data-testid="order-link-refused">
        {t('order_link.link_missing')}
      </p>
    );
  else if (view.isError && isApiError(view.error) && view.error.isClientError) body = <Refusal error={view.error} />;
  else if (view.isError)
    body = (
      <ErrorMessage
        message={t('order_link.load_failed')}
        retryLabel={t('order_link.retry')}
        onRetry={() => void view.refetch()}
      />
    );
  else if (!order || !view.data) body = <Skeleton height={480} />;
  else
    body = (
      <>
        <p>{t('order_link.intro', { date: day(view.data.link_expires_at) })}</p>
        <OrderLinkLines items={order.items} />
        <section className="order-link__section" data-testid="order-link-figures">
          <OrderFigures order={order} totalTestId="order-link-total" />
          <OrderDelivery order={order} />
        </section>
        <OrderParts fulfilment={order.fulfilment} headingLevel={2} />
      </>
    );

  return (
    <section className="ui-container order-link" data-testid="order-link-page" data-remote="cart">
      <h1 className="order-link__title">
        {order?.order_number ? t('order_link.title', { number: order.order_number }) : t('order_link.title_plain')}
      </h1>
      {body}
    </section>
  );
}

export default OrderLinkPage;
