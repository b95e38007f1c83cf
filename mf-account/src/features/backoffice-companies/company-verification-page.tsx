import { backofficePagePath } from '@shop/contracts';
import { isApiError, useDocumentHead, useT } from '@shop/state';
import { ErrorMessage, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pendingCompaniesQuery, useDecideVerification } from '../../api/company-verification';
import { BackofficeNav } from '../backoffice/backoffice-nav';
import { useBackofficeTrail } from '../backoffice/use-backoffice-trail';
import { BackofficeRefusal, isRefusal } from '../backoffice/backoffice-refusal';
import { CompanyBillingSection } from './company-billing-section';
import { ContractPricesSection } from './contract-prices-section';
import { PunchoutConnectionsSection } from './punchout-connections-section';
import { PendingCompanyCard } from './pending-company-card';
import './company-verification.css';

/**
 * /backoffice/companies (BackofficeCompaniesPage of mf_account/app): the company accounts awaiting
 * the shop's verification (docs/security.md, "Company verification"), each with its founder's
 * entries beside the business register's; the operator approves or rejects, and the page says
 * what was done, by whom. Below, the verified companies' billing settings (company-billing-section.tsx).
 */
export function CompanyVerificationPage() {
  const t = useT();
  useDocumentHead(t('head.backoffice_companies.title'), t('head.backoffice_companies.description'));
  useBackofficeTrail({ label: t('backoffice.nav_companies'), href: `${backofficePagePath}/companies` });
  const list = useQuery(pendingCompaniesQuery());
  const decide = useDecideVerification();
  const [done, setDone] = useState<string | null>(null);

  let body;
  if (list.isError && isRefusal(list.error)) body = <BackofficeRefusal error={list.error} />;
  else if (list.isError)
    body = (
      <ErrorMessage
        message={t('company.load_failed')}
        retryLabel={t('fulfilment.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  else if (!list.data) body = <Skeleton height={320} />;
  else if (list.data.length === 0)
    body = <p className="company-verification__muted">{t('backoffice.companies.empty')}</p>;
  else
    body = (
      <div className="company-verification__list">
        {list.data.map((company) => (
          <PendingCompanyCard
            key={company.company_id}
            company={company}
            deciding={decide.isPending}
            onDecide={(decision) =>
              decide.mutate(
                { companyId: company.company_id, decision },
                {
                  onSuccess: (decided) =>
                    setDone(
                      t(
                        decided.verification.status === 'verified'
                          ? 'backoffice.companies.approved'
                          : 'backoffice.companies.rejected',
                        { name: decided.name, by: decided.verification.decided_by ?? '' },
                      ),
                    ),
                  onError: (error) => setDone((isApiError(error) && error.body?.message) || t('company.action_failed')),
                },
              )
            }
          />
        ))}
      </div>
    );

  return (
    <section
      className="ui-container company-verification"
      data-testid="company-verification-page"
      data-remote="account"
    >
      <BackofficeNav answer={list} />
      <h1 className="company-verification__title">{t('backoffice.companies.title')}</h1>
      <p className="company-verification__intro">{t('backoffice.companies.intro')}</p>
      {done ? (
        <p className="company-verification__done" role="status" data-testid="company-verification-done">
          {done}
        </p>
      ) : null}
      {body}
      <CompanyBillingSection />
      <PunchoutConnectionsSection />
      <ContractPricesSection />
    </section>
  );
}

export default CompanyVerificationPage;
