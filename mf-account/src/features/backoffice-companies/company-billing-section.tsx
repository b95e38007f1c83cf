import type { CompanyBillingRecord } from '@shop/contracts';
import { useCountT, useFormatEur, useT, useUiStore } from '@shop/state';
import { Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { companyBillingsQuery } from '../../api/company-billing';
import { CompanyBillingForm } from './company-billing-form';

function BillingSummary({ company }: { company: CompanyBillingRecord }) {
  const t = useT();
  const tc = useCountT();
  const formatEur = useFormatEur();
  const { payment_terms, credit_limit } = company.billing;
  return (
    <span className="company-verification__muted">
      {company.vatid} ·{' '}
      {tc('backoffice.billing.terms_summary', payment_terms.net_days, { days: payment_terms.net_days })} ·{' '}
      {credit_limit === null
        ? t('backoffice.billing.no_limit_summary')
        : t('backoffice.billing.limit_summary', { limit: formatEur(credit_limit) })}
    </span>
  );
}

/**
 * The verified companies' billing settings on the back office's company page: each company with
 * its terms and limit at a glance, its form opened on demand.
 */
export function CompanyBillingSection() {
  const t = useT();
  const list = useQuery(companyBillingsQuery);
  const notify = useUiStore((state) => state.notify);
  // The verification list above says what went wrong with the operator's session; this one waits for it.
  if (list.isError) return null;
  return (
    <section className="company-billing" aria-labelledby="company-billing-title" data-testid="company-billing">
      <h2 id="company-billing-title" className="company-verification__title">
        {t('backoffice.billing.title')}
      </h2>
      <p className="company-verification__intro">{t('backoffice.billing.intro')}</p>
      {!list.data ? (
        <Skeleton height={160} />
      ) : list.data.length === 0 ? (
        <p className="company-verification__muted">{t('backoffice.billing.empty')}</p>
      ) : (
        <div className="company-verification__list">
          {list.data.map((company) => (
            <details key={company.company_id} className="company-verification__card" data-company={company.company_id}>
              <summary className="company-billing__summary">
                <strong className="company-verification__name">{company.name}</strong>{' '}
                <BillingSummary company={company} />
              </summary>
              <CompanyBillingForm
                company={company}
                onSaved={() => notify('success', t('backoffice.billing.saved', { name: company.name }))}
              />
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
