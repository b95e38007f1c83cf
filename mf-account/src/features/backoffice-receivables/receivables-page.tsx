import {
  apiPath,
  receivableCalls,
  ReceivablesQuerySchema,
  type Receivable,
  type ReceivablesQuery,
} from '@shop/contracts';
import { useDocumentHead, useFormatDay, useFormatEur, useT } from '@shop/state';
import { buttonClassName, ErrorMessage, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { receivablesQuery } from '../../api/invoices';
import { BackofficeNav } from '../backoffice/backoffice-nav';
import { BackofficeRefusal, isRefusal } from '../backoffice/backoffice-refusal';
import { useBackofficeTrail } from '../backoffice/use-backoffice-trail';
import { SettlementStatus } from '../invoices/settlement-status';
import { CamtImportForm } from './camt-import-form';
import { RecordPaymentForm } from './record-payment-form';
import { ReceivablesFilter } from './receivables-filter';
import './receivables.css';

/** The filters the address holds (`?status=overdue&company=…`), so a list can be bookmarked; bad ones are dropped. */
function filtersOf(params: URLSearchParams): ReceivablesQuery {
  const parsed = ReceivablesQuerySchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : {};
}

function ReceivableRow({ item }: { item: Receivable }) {
  const t = useT();
  const eur = useFormatEur();
  const day = useFormatDay();
  return (
    <tr className="receivables__row" data-testid="receivable-row">
      <th scope="row" data-label={t('receivables.number')}>
        {item.number}
      </th>
      <td data-label={t('receivables.issue_date')}>{day(item.issue_date)}</td>
      <td data-label={t('receivables.due_date')}>{day(item.due_date)}</td>
      <td data-label={t('receivables.list.buyer')}>
        {/* One value beside the card's label: name, e-mail and company stack in its column. */}
        <span>
          <span className="receivables__buyer">{item.buyer}</span>
          <span className="receivables__muted">{item.buyer_email}</span>
          {item.company_id ? <span className="receivables__muted">{item.company_id}</span> : null}
        </span>
      </td>
      <td data-label={t('receivables.list.reference')}>{item.reference}</td>
      <td data-label={t('receivables.list.gross')} className="receivables__amount">
        {eur(item.gross)}
      </td>
      <td data-label={t('receivables.list.paid')} className="receivables__amount">
        {eur(item.paid)}
      </td>
      <td data-label={t('receivables.list.open')} className="receivables__amount">
        {eur(item.open)}
      </td>
      <td data-label={t('receivables.status')}>
        <SettlementStatus settlement={item} amounts={false} />
      </td>
    </tr>
  );
}

/**
 * /backoffice/receivables (BackofficeReceivablesPage of mf_account/app): the unpaid invoices for
 * operators, the earliest due first, filtered by status, company and due date, their CSV for
 * accounting with the same filters, a payment recorded by hand, and the import of the bank's
 * camt.054 notification.
 */
export function ReceivablesPage() {
  const t = useT();
  useDocumentHead(t('head.backoffice_receivables.title'), t('head.backoffice_receivables.description'));
  useBackofficeTrail();
  const eur = useFormatEur();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const list = useQuery(receivablesQuery(filters));
  const filter = (next: ReceivablesQuery) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined)));
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => !!entry[1]));
  const csv = `${apiPath(receivableCalls.csv)}${query.size > 0 ? `?${query}` : ''}`;

  let body;
  if (list.isError && isRefusal(list.error)) body = <BackofficeRefusal error={list.error} />;
  else if (list.isError)
    body = (
      <ErrorMessage
        message={t('receivables.list.load_failed')}
        retryLabel={t('fulfilment.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  else if (!list.data) body = <Skeleton height={320} />;
  else
    body = (
      <>
        <ReceivablesFilter key={params.toString()} filters={filters} onFilter={filter} />
        <p>
          <a className={buttonClassName('secondary')} href={csv} download data-testid="receivables-csv">
            {t('receivables.list.csv')}
          </a>
        </p>
        {list.data.items.length === 0 ? (
          <p className="backoffice__empty" data-testid="receivables-empty">
            {t('receivables.list.empty')}
          </p>
        ) : (
          <table className="receivables" data-testid="receivables">
            <thead>
              <tr>
                <th scope="col">{t('receivables.number')}</th>
                <th scope="col">{t('receivables.issue_date')}</th>
                <th scope="col">{t('receivables.due_date')}</th>
                <th scope="col">{t('receivables.list.buyer')}</th>
                <th scope="col">{t('receivables.list.reference')}</th>
                <th scope="col">{t('receivables.list.gross')}</th>
                <th scope="col">{t('receivables.list.paid')}</th>
                <th scope="col">{t('receivables.list.open')}</th>
                <th scope="col">{t('receivables.status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((item) => (
                <ReceivableRow key={item.uuid} item={item} />
              ))}
            </tbody>
            <tfoot>
              <tr className="receivables__row receivables__totals" data-testid="receivables-totals">
                <th scope="row" colSpan={5}>
                  {t('receivables.list.totals')}
                </th>
                <td className="receivables__amount" data-label={t('receivables.list.gross')}>
                  {eur(list.data.totals.gross)}
                </td>
                <td className="receivables__amount" data-label={t('receivables.list.paid')}>
                  {eur(list.data.totals.paid)}
                </td>
                <td className="receivables__amount" data-label={t('receivables.list.open')}>
                  {eur(list.data.totals.open)}
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
        )}
        {list.data.items.length > 0 ? <RecordPaymentForm key={params.toString()} items={list.data.items} /> : null}
        <CamtImportForm />
      </>
    );

  return (
    <section className="ui-container backoffice" data-testid="backoffice-receivables-page" data-remote="account">
      <BackofficeNav answer={list} />
      <h1 className="backoffice__title">{t('receivables.list.title')}</h1>
      {body}
    </section>
  );
}

export default ReceivablesPage;
