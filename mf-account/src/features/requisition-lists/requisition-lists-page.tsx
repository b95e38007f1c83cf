import { requisitionListsPagePath, type RequisitionListView } from '@shop/contracts';
import { useBreadcrumbs, useDocumentHead, useT } from '@shop/state';
import { ErrorMessage, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { requisitionListsQuery } from '../../api/requisition-lists';
import { ConsentNotice } from '../consent/consent-notice';
import { accountCrumb } from '../profile/account-crumb';
import { useCurrentUser } from '../profile/use-current-user';
import { ListCard } from './list-card';
import '../../components/account.css';
import './requisition-lists.css';

function ListGroup({
  title,
  lists,
  empty,
  ofCompany,
  testId,
}: {
  title: string;
  lists: RequisitionListView[];
  empty: string;
  ofCompany: boolean;
  testId: string;
}) {
  return (
    <section className="lists-page__group" data-testid={testId}>
      <h2 className="lists-page__group-title">{title}</h2>
      {lists.length === 0 ? (
        <p className="lists-page__empty">{empty}</p>
      ) : (
        <ul className="lists-page__cards">
          {lists.map((list) => (
            <ListCard key={list.uuid} list={list} ofCompany={ofCompany} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /lists (RequisitionListsPage of mf_account/app): the buyer's saved carts and the lists their
 * company's members share, each to put into the cart, order in one step, or (its owner, a company
 * admin) share, rename and delete.
 */
export function RequisitionListsPage() {
  const t = useT();
  useDocumentHead(t('head.lists.title'), t('head.lists.description'));
  useBreadcrumbs([accountCrumb(t), { label: t('lists.title'), href: requisitionListsPagePath }]);
  const { loggedIn, consent, data: user } = useCurrentUser();
  const lists = useQuery(requisitionListsQuery(loggedIn && consent));

  let content;
  if (!consent) content = <ConsentNotice />;
  else if (!loggedIn)
    content = (
      <p>
        {t('lists.login_hint')} <Link to={`${requisitionListsPagePath}?login=true`}>{t('account.login_title')}</Link>
      </p>
    );
  else if (lists.isError)
    content = (
      <ErrorMessage
        message={t('lists.load_failed')}
        retryLabel={t('account.retry')}
        onRetry={() => void lists.refetch()}
      />
    );
  else if (!lists.data) content = <Skeleton height={240} />;
  else
    content = (
      <>
        <ListGroup
          title={t('lists.mine')}
          lists={lists.data.mine}
          empty={t('lists.empty_mine')}
          ofCompany={false}
          testId="lists-mine"
        />
        {user?.company_account ? (
          <ListGroup
            title={t('lists.company')}
            lists={lists.data.company}
            empty={t('lists.empty_company')}
            ofCompany
            testId="lists-company"
          />
        ) : null}
      </>
    );

  return (
    <section className="ui-container lists-page" data-testid="lists-page" data-remote="account">
      <h1 className="lists-page__title">{t('lists.title')}</h1>
      <p className="lists-page__intro">{t('lists.intro')}</p>
      {content}
    </section>
  );
}

export default RequisitionListsPage;
