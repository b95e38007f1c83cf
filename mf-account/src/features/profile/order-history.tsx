import { apiPath, documentLink, type Order } from '@shop/contracts';
import { dateTimeFormat, intlLocale } from '@shop/i18n';
import {
  isApiError,
  useCartStore,
  useCountT,
  useFormatEur,
  useLocale,
  useReceiveCart,
  useT,
  useTranslateText,
  useUiStore,
} from '@shop/state';
import { Button, ErrorMessage, Skeleton } from '@shop/ui';
import { OrderDelivery, OrderFigures } from '@shop/ui/order-figures';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { myOrdersQuery, rebuy, reorderIntoCart } from '../../api/orders';
import { OrderLines } from './order-lines';
import { ReorderResult } from './reorder-result';
import { OrderParts } from '@shop/ui/order-parts';
import { ApprovalStatus } from '../approval/approval-status';
import './order-history.css';

function OrderRow({ order }: { order: Order }) {
  const t = useT();
  const tc = useCountT();
  const eur = useFormatEur();
  const locale = useLocale();
  const translateText = useTranslateText();
  const notify = useUiStore((state) => state.notify);
  const receiveCart = useReceiveCart();
  const navigate = useNavigate();
  const failed = (error: unknown) =>
    notify(
      'error',
      isApiError(error) && error.body?.message ? translateText(error.body.message) : t('cart.rebuy_failed'),
    );
  const again = useMutation({
    mutationFn: () => rebuy(order.uuid),
    onSuccess: (cart) => {
      receiveCart(cart);
      navigate(`/cart/${cart.uuid}`);
    },
    onError: failed,
  });
  const currentCart = useCartStore((state) => state.cartUuid);
  const intoCart = useMutation({
    mutationFn: () => reorderIntoCart(order.uuid, currentCart),
    onSuccess: ({ cart }) => receiveCart(cart),
    onError: failed,
  });
  const date = order.completed_at
    ? dateTimeFormat(intlLocale[locale], { dateStyle: 'medium' }).format(new Date(order.completed_at))
    : '';
  return (
    <li className="order-row" data-testid="order-row">
      <div className="order-row__main">
        <strong>{t('account.order_number', { number: order.order_number ?? '' })}</strong>
        <span className="order-row__meta">
          {date} · {tc('account.order_items', order.length)} · {t(`account.status_${order.order_status}`)}
        </span>
        {order.company ? (
          <span className="order-row__meta" data-testid="order-placed-by">
            {t('approval.placed_by', { name: order.company.placed_by.name })}
          </span>
        ) : null}
        {order.billing?.purchase_order ? (
          <span className="order-row__meta" data-testid="order-purchase-order">
            {t('account.order_purchase_order', { reference: order.billing.purchase_order })}
          </span>
        ) : null}
        {order.billing?.cost_center ? (
          <span className="order-row__meta" data-testid="order-cost-center">
            {t('account.order_cost_center', { cost_center: order.billing.cost_center })}
          </span>
        ) : null}
        <ApprovalStatus order={order} />
      </div>
      <strong className="order-row__total">{eur(order.total_price_with_vat)}</strong>
      <details className="order-row__details" data-testid="order-details">
        <summary>{t('account.order_details')}</summary>
        <div className="order-row__view">
          <OrderLines items={order.items} />
          <OrderFigures order={order} />
          <OrderDelivery order={order} />
          <OrderParts fulfilment={order.fulfilment} />
        </div>
      </details>
      <div className="order-row__actions">
        {/* Waiting for a company admin, or rejected: no confirmation exists to print. */}
        {order.order_status === 'awaiting_approval' || order.order_status === 'cancelled' ? null : (
          <a
            href={apiPath(documentLink(`/orders/confirmation-pdf/${order.uuid}`, locale))}
            target="_blank"
            rel="noreferrer"
          >
            {t('account.order_pdf')}
          </a>
        )}
        <Button variant="secondary" onClick={() => again.mutate()} disabled={again.isPending} data-testid="buy-again">
          {t('account.buy_again')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => intoCart.mutate()}
          disabled={intoCart.isPending}
          data-testid="reorder-into-cart"
        >
          {t('account.add_to_current_cart')}
        </Button>
      </div>
      {intoCart.data ? <ReorderResult answer={intoCart.data} /> : null}
    </li>
  );
}

/**
 * The buyer's orders with their state, total and own references (purchase-order number, cost centre),
 * each with the order display of SPEC §3 to open
 * (its lines as charged, discounts, delivery costs, VAT, delivery method and term) with each
 * supplier's part of its delivery, the confirmation PDF, buy again (a new cart) and add to my cart
 * (the current one).
 */
export function OrderHistory() {
  const t = useT();
  const orders = useQuery(myOrdersQuery());
  return (
    <section className="profile-card" data-testid="order-history">
      <h2 className="profile-card__title">{t('account.orders_title')}</h2>
      {orders.isPending ? <Skeleton height={120} /> : null}
      {orders.isError ? (
        <ErrorMessage
          message={t('account.orders_load_failed')}
          retryLabel={t('account.retry')}
          onRetry={() => void orders.refetch()}
        />
      ) : null}
      {orders.data?.length === 0 ? <p className="profile-card__text">{t('account.orders_empty')}</p> : null}
      {orders.data && orders.data.length > 0 ? (
        <ul className="order-list">
          {orders.data.map((order) => (
            <OrderRow key={order.uuid} order={order} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
