import { backofficeOrderPagePath, BackofficeOrderQuerySchema, type BackofficeOrderSummary } from '@shop/contracts';
import { useDocumentHead, useFormatEur, useT } from '@shop/state';
import { Button, ErrorMessage, Skeleton } from '@shop/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { backofficeOrdersQuery, type OrderFilters } from '../../api/backoffice-orders';
import { useFormatTime } from '../backoffice-dead-letters/use-format-time';
import { BackofficeNav } from './backoffice-nav';
import { BackofficeRefusal, isRefusal } from './backoffice-refusal';
import { OrdersExport, filterParams } from './orders-export';
import { OrdersFilter } from './orders-filter';
import { stateKey } from './order-state';
import { useBackofficeTrail } from './use-backoffice-trail';

/** The filters the address holds (`?q=…&state=…`), so a search can be bookmarked or passed on; bad ones are dropped. */
function filtersOf(params: URLSearchParams): OrderFilters {
  const read = (name: keyof OrderFilters) => params.get(name) ?? undefined;
  const parsed = BackofficeOrderQuerySchema.safeParse({
    q: read('q'),
    state: read('state'),
    supplier: read('supplier'),
    from: read('from'),
    to: read('to'),
  });
  if (!parsed.success) return {};
  const { limit: _limit, before: _before, ...filters } = parsed.data;
  return filters;
}

function OrderRow({ order }: { order: BackofficeOrderSummary }) {
  const t = useT();
  const eur = useFormatEur();
  const time = useFormatTime();
  const state = stateKey(order.order_status);
  return (
    <tr className="backoffice-orders__row" data-testid="backoffice-order-row">
      <th scope="row" data-label={t('backoffice.orders.number')}>
        <Link to={backofficeOrderPagePath(order.uuid)}>{order.order_number}</Link>
      </th>
      <td data-label={t('backoffice.orders.sent')}>{order.completed_at ? time(order.completed_at) : ''}</td>
      <td data-label={t('backoffice.orders.buyer')}>
        <div>
          <span className="backoffice-orders__company">{order.company}</span>
          <span className="backoffice-orders__email">{order.buyer_email}</span>
        </div>
      </td>
      <td data-label={t('backoffice.orders.reference')}>{order.reference}</td>
      <td data-label={t('backoffice.orders.state')}>
        <span className={`backoffice-state backoffice-state--${order.order_status}`}>
          {state ? t(state) : order.order_status}
        </span>
      </td>
      <td data-label={t('backoffice.orders.suppliers')}>
        <ul className="backoffice-orders__suppliers">
          {order.suppliers.map((supplier) => (
            <li key={supplier.id}>
              {supplier.name}: {t(`fulfilment.state_${supplier.state}`)}
            </li>
          ))}
        </ul>
      </td>
      <td data-label={t('backoffice.orders.total')} className="backoffice-orders__total">
        {eur(order.total_price_with_vat)}
      </td>
    </tr>
  );
}

/**
 * /backoffice (BackofficeOrdersPage of mf_account/app): the shop's sent orders for operators,
 * newest first, searched and filtered (docs/orders.md, "Back office"), 25 at a time; every match
 * exported as CSV or XLSX.
 */
export function OrdersPage() {
  const t = useT();
  useDocumentHead(t('head.backoffice_orders.title'), t('head.backoffice_orders.description'));
  useBackofficeTrail();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const list = useInfiniteQuery(backofficeOrdersQuery(filters));
  const search = (next: OrderFilters) => setParams(filterParams(next));

  let body;
  if (list.isError && isRefusal(list.error)) body = <BackofficeRefusal error={list.error} />;
  else if (list.isError)
    body = (
      <ErrorMessage
        message={t('backoffice.orders.load_failed')}
        retryLabel={t('fulfilment.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  else if (!list.data) body = <Skeleton height={320} />;
  else {
    const orders = list.data.pages.flatMap((page) => page.orders);
    body = (
      <>
        <OrdersFilter key={params.toString()} filters={filters} onSearch={search} />
        <OrdersExport filters={filters} />
        {orders.length === 0 ? (
          <p className="backoffice__empty" data-testid="backoffice-orders-empty">
            {t('backoffice.orders.empty')}
          </p>
        ) : (
          <table className="backoffice-orders" data-testid="backoffice-orders">
            <thead>
              <tr>
                <th scope="col">{t('backoffice.orders.number')}</th>
                <th scope="col">{t('backoffice.orders.sent')}</th>
                <th scope="col">{t('backoffice.orders.buyer')}</th>
                <th scope="col">{t('backoffice.orders.reference')}</th>
                <th scope="col">{t('backoffice.orders.state')}</th>
                <th scope="col">{t('backoffice.orders.suppliers')}</th>
                <th scope="col">{t('backoffice.orders.total')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <OrderRow key={order.uuid} order={order} />
              ))}
            </tbody>
          </table>
        )}
        {list.hasNextPage ? (
          <Button
            variant="secondary"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            data-testid="backoffice-orders-more"
          >
            {t('backoffice.orders.more')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section className="ui-container backoffice" data-testid="backoffice-orders-page" data-remote="account">
      <BackofficeNav answer={list} />
      <h1 className="backoffice__title">{t('backoffice.orders.title')}</h1>
      {body}
    </section>
  );
}

export default OrdersPage;
