import type { CompanyAccount } from '@shop/contracts';
import { useFormatEur, useT } from '@shop/state';

/**
 * The company as its member sees it: name, VAT id, billing address, whether the shop verified it,
 * and their own role and limit.
 */
export function CompanySummary({ company }: { company: CompanyAccount }) {
  const t = useT();
  const formatEur = useFormatEur();
  const { membership } = company;
  const address = [
    company.billingaddress,
    company.billingaddress_additional_line,
    `${company.billingpostcode} ${company.billingcity}`,
    company.billingCountry,
  ].filter(Boolean);
  return (
    <section className="profile-card company-summary" data-testid="company-summary">
      <h2 className="profile-card__title">{company.name}</h2>
      <p className="company-summary__line">{t('company.summary_vatid', { vatid: company.vatid })}</p>
      <p className="company-summary__line">{address.join(', ')}</p>
      {company.verification.status === 'verified' ? (
        <p className="company-summary__line" data-testid="company-verification" data-status="verified">
          {t('company.verification.verified')}
        </p>
      ) : (
        <p
          className="company-summary__notice"
          role="status"
          data-testid="company-verification"
          data-status="unverified"
        >
          {t('company.verification.unverified')}
        </p>
      )}
      <p className="company-summary__line" data-testid="company-my-role">
        {t('company.your_role', { role: t(`company.role_${membership.role}`) })}
      </p>
      {membership.role === 'buyer' ? (
        <>
          <p className="company-summary__line" data-testid="company-my-limit">
            {membership.order_limit === null
              ? t('company.your_no_limit')
              : t('company.your_limit', { limit: formatEur(Math.round(membership.order_limit * 100)) })}
          </p>
          <p className="profile-card__text">{t('company.buyer_note')}</p>
        </>
      ) : null}
    </section>
  );
}
