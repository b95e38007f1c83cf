import { invoicesPagePath, type AccountInvoice } from '@shop/contracts';
import { useBreadcrumbs, useDocumentHead, useFormatDay, useFormatEur, useT } from '@shop/state';
import { useQuery } from '@tanstack/react-query';
import { myInvoicesQuery } from '../../api/invoices';
import { accountCrumb } from '../profile/account-crumb';
import { AccountListState } from '../profile/account-list-state';
import { useCurrentUser } from '../profile/use-current-user';
import { InvoiceDownloads } from './invoice-downloads';
import { SettlementStatus } from './settlement-status';
import '../../components/account.css';
import './invoices.css';

function InvoiceRow({ invoice }: { invoice: AccountInvoice }) {
  const t = useT();
  const eur = useFormatEur();
  const day = useFormatDay();
  return (
    <tr className="invoice-table__row" data-testid="invoice-row">
      <th scope="row" data-label={t('receivables.number')}>
        {/* One value beside the card's label: kind, number and what it credits stack in its column. */}
        <span>
          <span className="invoice-table__kind">{t(`receivables.kind_${invoice.kind}`)}</span> {invoice.number}
          {invoice.credits ? (
            <span className="invoice-table__credits">{t('receivables.credits', { number: invoice.credits })}</span>
          ) : null}
        </span>
      </th>
      <td data-label={t('receivables.issue_date')}>{day(invoice.issue_date)}</td>
      <td data-label={t('receivables.due_date')}>{invoice.due_date ? day(invoice.due_date) : ''}</td>
      <td data-label={t('receivables.amount')} className="invoice-table__amount">
        {eur(invoice.kind === 'credit_note' ? -invoice.gross : invoice.gross)}
      </td>
      <td data-label={t('receivables.status')}>
        <SettlementStatus settlement={invoice} />
      </td>
      <td data-label={t('receivables.downloads')}>
        <InvoiceDownloads invoice={invoice} />
      </td>
    </tr>
  );
}

/**
 * /invoices (InvoicesPage of mf_account/app): the buyer's and their company's invoices and credit
 * notes, newest first, with their status and their PDF and e-invoice downloads.
 */
export function InvoicesPage() {
  const t = useT();
  useDocumentHead(t('head.invoices.title'), t('head.invoices.description'));
  useBreadcrumbs([accountCrumb(t), { label: t('receivables.account.title'), href: invoicesPagePath }]);
  const { loggedIn, consent } = useCurrentUser();
  const invoices = useQuery(myInvoicesQuery(loggedIn && consent));

  const content = (
    <AccountListState
      consent={consent}
      loggedIn={loggedIn}
      list={invoices}
      path={invoicesPagePath}
      loginHint="receivables.account.login_hint"
      loadFailed="receivables.account.load_failed"
    >
      {({ invoices: list }) =>
        list.length === 0 ? (
          <p className="profile-card__text">{t('receivables.account.empty')}</p>
        ) : (
          <table className="invoice-table" data-testid="invoice-table">
            <thead>
              <tr>
                <th scope="col">{t('receivables.number')}</th>
                <th scope="col">{t('receivables.issue_date')}</th>
                <th scope="col">{t('receivables.due_date')}</th>
                <th scope="col">{t('receivables.amount')}</th>
                <th scope="col">{t('receivables.status')}</th>
                <th scope="col">{t('receivables.downloads')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((invoice) => (
                <InvoiceRow key={invoice.uuid} invoice={invoice} />
              ))}
            </tbody>
          </table>
        )
      }
    </AccountListState>
  );

  return (
    <section className="ui-container invoices-page" data-testid="invoices-page" data-remote="account">
      <h1 className="invoices-page__title">{t('receivables.account.title')}</h1>
      {content}
    </section>
  );
}

export default InvoicesPage;
