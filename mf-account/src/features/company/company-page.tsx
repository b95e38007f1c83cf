import { companyErrorCodes, companyPagePath } from '@shop/contracts';
import { isApiError, useBreadcrumbs, useDocumentHead, useT } from '@shop/state';
import { ErrorMessage, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { companyQuery } from '../../api/companies';
import { ConsentNotice } from '../consent/consent-notice';
import { accountCrumb } from '../profile/account-crumb';
import { useCurrentUser } from '../profile/use-current-user';
import { CompanySummary } from './company-summary';
import { CreateCompanyForm } from './create-company-form';
import { InviteCard } from './invite-card';
import { MembersCard } from './members-card';
import { WorkSitesCard } from './work-sites-card';
import '../../components/account.css';
import '../profile/profile-page.css';
import './company-page.css';

/**
 * /company (CompanyPage of mf_account/app): a private buyer founds a company here; an admin
 * manages members, invitations and work sites; a buyer sees the company, their limit and the sites.
 */
export function CompanyPage() {
  const t = useT();
  useDocumentHead(t('head.company.title'), t('head.company.description'));
  useBreadcrumbs([accountCrumb(t), { label: t('company.page_title'), href: companyPagePath }]);
  const { data: user, loggedIn, consent } = useCurrentUser();
  const company = useQuery(companyQuery(loggedIn && consent));
  const privateBuyer = isApiError(company.error) && company.error.body?.code === companyErrorCodes.noCompany;

  let content;
  if (!consent) content = <ConsentNotice />;
  else if (!loggedIn)
    content = (
      <p>
        {t('company.login_needed')} <Link to="/company?login=true">{t('account.login_title')}</Link>
      </p>
    );
  else if (privateBuyer && user)
    content = (
      <div className="profile-grid">
        <div className="profile-grid__main">
          <CreateCompanyForm
            prefill={{
              name: user.company,
              vatid: user.vatid,
              billingaddress: user.billingaddress,
              billingaddress_additional_line: user.billingaddress_additional_line,
              billingpostcode: user.billingpostcode,
              billingcity: user.billingcity,
              billingCountry: user.billingCountry,
            }}
          />
        </div>
      </div>
    );
  else if (company.isError && !privateBuyer)
    content = (
      <ErrorMessage
        message={t('company.load_failed')}
        retryLabel={t('account.retry')}
        onRetry={() => void company.refetch()}
      />
    );
  else if (!company.data || !user)
    content = (
      <div className="profile-grid" aria-busy="true" aria-label={t('company.loading')}>
        <Skeleton height={320} />
        <Skeleton height={240} />
      </div>
    );
  else if (company.data.membership.role === 'admin')
    content = (
      <div className="profile-grid">
        <div className="profile-grid__main">
          <CompanySummary company={company.data} />
          <MembersCard selfId={user.userid} />
          {/* Invitations go out in the company's name: only once the shop verified the account. */}
          {company.data.verification.status === 'verified' ? <InviteCard /> : null}
        </div>
        <div className="profile-grid__side">
          <WorkSitesCard manage />
        </div>
      </div>
    );
  else
    content = (
      <div className="profile-grid">
        <div className="profile-grid__main">
          <CompanySummary company={company.data} />
        </div>
        <div className="profile-grid__side">
          <WorkSitesCard manage={false} />
        </div>
      </div>
    );

  return (
    <section className="ui-container profile-page" data-testid="company-page" data-remote="account">
      <header className="profile-page__header">
        <div>
          <h1 className="profile-page__title">{t('company.page_title')}</h1>
          {user ? <p className="profile-page__email">{user.email}</p> : null}
        </div>
        <Link to="/users/profile" className="account-link-button">
          {t('account.profile_title')}
        </Link>
      </header>
      {content}
    </section>
  );
}

export default CompanyPage;
