import type { PendingCompany, VerificationDecisionBody } from '@shop/contracts';
import { useT } from '@shop/state';
import { Button } from '@shop/ui';

interface PendingCompanyCardProps {
  company: PendingCompany;
  onDecide: (decision: VerificationDecisionBody['decision']) => void;
  deciding: boolean;
}

/**
 * One account awaiting verification: what its founder entered beside what the business register
 * answered at the founding, so the operator sees at a glance where they differ; approve or reject.
 */
export function PendingCompanyCard({ company, onDecide, deciding }: PendingCompanyCardProps) {
  const t = useT();
  const { entered, register } = company;
  const rows = [
    { label: t('company.name'), entered: entered.name, registered: register?.name },
    { label: t('account.vatid'), entered: entered.vatid, registered: register?.vatId },
    { label: t('account.billingaddress'), entered: entered.street, registered: register?.streetAddress },
    {
      label: `${t('account.billingpostcode')}, ${t('account.billingcity')}`,
      entered: `${entered.postcode} ${entered.city}, ${entered.country}`,
      registered: register ? `${register.postCode} ${register.city}, ${register.country}` : undefined,
    },
  ];
  return (
    <article className="company-verification__card" data-testid="pending-company" data-company={company.company_id}>
      <header className="company-verification__header">
        <h2 className="company-verification__name">{register?.name ?? entered.name}</h2>
        <p className="company-verification__muted">
          {t('backoffice.companies.founder')}:{' '}
          {company.founder
            ? [company.founder.customername.trim(), company.founder.email].filter(Boolean).join(' · ')
            : '—'}
        </p>
      </header>
      <table className="company-verification__compare">
        <thead>
          <tr>
            <th scope="col">
              <span className="company-verification__hidden">{t('company.name')}</span>
            </th>
            <th scope="col">{t('backoffice.companies.entered')}</th>
            <th scope="col">{t('backoffice.companies.register')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const differs = register !== null && row.entered.trim() !== (row.registered ?? '').trim();
            return (
              <tr key={row.label} data-differs={differs ? 'true' : undefined}>
                <th scope="row">{row.label}</th>
                <td data-label={t('backoffice.companies.entered')}>{row.entered}</td>
                <td data-label={t('backoffice.companies.register')}>{row.registered ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {register === null ? (
        <p className="company-verification__muted">{t('backoffice.companies.no_register')}</p>
      ) : null}
      {company.verified_elsewhere ? (
        <p className="company-verification__warning" role="note">
          {t('backoffice.companies.verified_elsewhere')}
        </p>
      ) : null}
      <div className="company-verification__actions">
        <Button
          onClick={() => onDecide('approve')}
          disabled={deciding || company.verified_elsewhere}
          data-testid="company-approve"
        >
          {t('backoffice.companies.approve')}
        </Button>
        <Button variant="secondary" onClick={() => onDecide('reject')} disabled={deciding} data-testid="company-reject">
          {t('backoffice.companies.reject')}
        </Button>
      </div>
    </article>
  );
}
