import { companyPagePath, invoicesPagePath, quotesPagePath, requisitionListsPagePath } from '@shop/contracts';
import { shopToday } from '@shop/i18n';
import { useDocumentHead, useT } from '@shop/state';
import { ErrorMessage, Skeleton } from '@shop/ui';
import { Link } from 'react-router-dom';
import { ConsentNotice } from '../consent/consent-notice';
import { AccountInfoForm } from './account-info-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { LoggedInAs } from './logged-in-as';
import { LogoutButton } from './logout-button';
import { OrderHistory } from './order-history';
import { PersonalDiscounts } from './personal-discounts';
import { useCurrentUser } from './use-current-user';
import '../../components/account.css';
import './profile-page.css';

/**
 * /users/profile (ProfilePage of mf_account/app): account info, personal discounts, password,
 * orders with buy again, logout and deletion.
 */
export function ProfilePage() {
  const t = useT();
  useDocumentHead(t('head.profile.title'), t('head.profile.description'));
  const { data: user, isPending, isError, refetch, loggedIn, consent } = useCurrentUser();

  let content;
  if (!consent) content = <ConsentNotice />;
  else if (!loggedIn)
    content = (
      <p>
        {t('account.profile_login_hint')} <Link to="/users/profile?login=true">{t('account.login_title')}</Link>
      </p>
    );
  else if (isError)
    content = (
      <ErrorMessage
        message={t('account.profile_load_failed')}
        retryLabel={t('account.retry')}
        onRetry={() => void refetch()}
      />
    );
  else if (isPending || !user)
    content = (
      <div className="profile-grid" aria-busy="true" aria-label={t('account.profile_loading')}>
        <Skeleton height={420} />
        <Skeleton height={240} />
      </div>
    );
  else
    content = (
      <div className="profile-grid">
        <div className="profile-grid__main">
          <AccountInfoForm key={user.userid} user={user} />
          <OrderHistory />
        </div>
        <div className="profile-grid__side">
          <PersonalDiscounts user={user} today={shopToday()} />
          <ChangePasswordForm user={user} />
          <DeleteAccount user={user} />
        </div>
      </div>
    );

  return (
    <section className="ui-container profile-page" data-testid="profile-page" data-remote="account">
      <header className="profile-page__header">
        <div>
          <h1 className="profile-page__title">{t('account.profile_title')}</h1>
          {user ? <LoggedInAs email={user.email} /> : null}
        </div>
        {user ? (
          <div className="profile-page__actions">
            <Link to={companyPagePath} className="account-link-button" data-testid="company-link">
              {user.company_account ? `${t('company.nav')}: ${user.company_account.name}` : t('company.nav')}
            </Link>
            <Link to={invoicesPagePath} className="account-link-button" data-testid="invoices-link">
              {t('receivables.account.link')}
            </Link>
            <Link to={quotesPagePath} className="account-link-button" data-testid="quotes-link">
              {t('account.quotes.link')}
            </Link>
            <Link to={requisitionListsPagePath} className="account-link-button" data-testid="lists-link">
              {t('account.lists_link')}
            </Link>
            <LogoutButton />
          </div>
        ) : null}
      </header>
      {content}
    </section>
  );
}

export default ProfilePage;
