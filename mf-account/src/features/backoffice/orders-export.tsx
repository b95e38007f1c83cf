import { apiPath, orderExportCalls } from '@shop/contracts';
import { useT } from '@shop/state';
import { buttonClassName } from '@shop/ui';
import type { OrderFilters } from '../../api/backoffice-orders';

/** The filters as an address's query: the ones set, as text. */
export const filterParams = (filters: OrderFilters): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );

/** "Export CSV" and "Export XLSX": every order the list's current filters match, as a download. */
export function OrdersExport({ filters }: { filters: OrderFilters }) {
  const t = useT();
  const query = new URLSearchParams(filterParams(filters)).toString();
  const href = (path: string) => `${apiPath(path)}${query ? `?${query}` : ''}`;
  return (
    <p className="backoffice-orders__export">
      <a className={buttonClassName('secondary')} href={href(orderExportCalls.csv)} download data-testid="orders-csv">
        {t('backoffice.orders.export_csv')}
      </a>
      <a className={buttonClassName('secondary')} href={href(orderExportCalls.xlsx)} download data-testid="orders-xlsx">
        {t('backoffice.orders.export_xlsx')}
      </a>
    </p>
  );
}
