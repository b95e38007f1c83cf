import { requisitionListPagePath, requisitionListsPagePath } from '@shop/contracts';
import { isApiError, useBreadcrumbs, useDocumentHead, useT } from '@shop/state';
import { ErrorMessage, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { requisitionListQuery } from '../../api/requisition-lists';
import { ConsentNotice } from '../consent/consent-notice';
import { accountCrumb } from '../profile/account-crumb';
import { useCurrentUser } from '../profile/use-current-user';
import { AddLineForm } from './add-line-form';
import { ListActions } from './list-actions';
import { ListLineRow } from './list-line-row';
import '../../components/account.css';
import './requisition-lists.css';

/**
 * /lists/{uuid} (RequisitionListPage of mf_account/app): one list's lines, each with its quantity
 * and note; its owner or a company admin edits them and adds products by code.
 */
export function RequisitionListPage() {
  const t = useT();
  const { uuid = '' } = useParams();
  const { loggedIn, consent } = useCurrentUser();
  const list = useQuery(requisitionListQuery(uuid, loggedIn && consent));
  useDocumentHead(list.data ? `${list.data.name} | Nordbau` : t('head.list.title'), t('head.list.description'));
  useBreadcrumbs([
    accountCrumb(t),
    { label: t('lists.title'), href: requisitionListsPagePath },
    { label: list.data?.name ?? t('head.list.title'), href: requisitionListPagePath(uuid) },
  ]);

  let content;
  if (!consent) content = <ConsentNotice />;
  else if (!loggedIn)
    content = (
      <p>
        {t('lists.login_hint')}{' '}
        <Link to={`${requisitionListPagePath(uuid)}?login=true`}>{t('account.login_title')}</Link>
      </p>
    );
  else if (isApiError(list.error) && list.error.status === 404)
    content = (
      <p role="alert" data-testid="list-not-found">
        {t('lists.not_found')}
      </p>
    );
  else if (list.isError)
    content = (
      <ErrorMessage
        message={t('lists.load_failed')}
        retryLabel={t('account.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  else if (!list.data) content = <Skeleton height={320} />;
  else
    content = (
      <>
        <h1 className="lists-page__title" data-testid="list-title">
          {list.data.name}
        </h1>
        {list.data.lines.length === 0 ? (
          <p className="lists-page__empty">{t('lists.no_lines')}</p>
        ) : (
          <table className="list-lines" data-testid="list-lines">
            <thead>
              <tr>
                <th scope="col">{t('lists.col_code')}</th>
                <th scope="col">{t('lists.col_product')}</th>
                <th scope="col">{t('lists.quantity_label')}</th>
                <th scope="col">{t('lists.note_label')}</th>
                {list.data.may_manage ? <td /> : null}
              </tr>
            </thead>
            <tbody>
              {list.data.lines.map((line) => (
                // Keyed by quantity and note too: a saved change shows the server's values in fresh inputs.
                <ListLineRow key={`${line.variant_id}:${line.quantity}:${line.note}`} list={list.data} line={line} />
              ))}
            </tbody>
          </table>
        )}
        {list.data.lines.length > 0 ? <ListActions list={list.data} /> : null}
        {list.data.may_manage ? <AddLineForm list={list.data} /> : null}
      </>
    );

  return (
    <section className="ui-container lists-page" data-testid="list-page" data-remote="account">
      <Link to={requisitionListsPagePath} className="account-link-button">
        {t('lists.back')}
      </Link>
      {content}
    </section>
  );
}

export default RequisitionListPage;
