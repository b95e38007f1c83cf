import type { CompanyBillingRecord } from '@shop/contracts';
import type { TextKey } from '@shop/i18n';
import { useT } from '@shop/state';
import { Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { companyBillingsQuery } from '../../api/company-billing';

/**
 * A section of the back office's company page with a card per verified company, each opened on
 * demand: what a card holds is rendered (and its calls made) only once the operator opens it.
 */
export function VerifiedCompanyCards({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: TextKey;
  intro: TextKey;
  children: (company: CompanyBillingRecord) => ReactNode;
}) {
  const t = useT();
  const list = useQuery(companyBillingsQuery);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  // The verification list above says what went wrong with the operator's session; this one waits for it.
  if (list.isError) return null;
  return (
    <section className="punchout-connections" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className="company-verification__title">
        {t(title)}
      </h2>
      <p className="company-verification__intro">{t(intro)}</p>
      {!list.data ? (
        <Skeleton height={120} />
      ) : list.data.length === 0 ? (
        <p className="company-verification__muted">{t('backoffice.billing.empty')}</p>
      ) : (
        <div className="company-verification__list">
          {list.data.map((company) => (
            <details
              key={company.company_id}
              className="company-verification__card"
              data-company={company.company_id}
              onToggle={(event) => {
                if (event.currentTarget.open) setOpened(new Set(opened).add(company.company_id));
              }}
            >
              <summary className="company-billing__summary">
                <strong className="company-verification__name">{company.name}</strong>{' '}
                <span className="company-verification__muted">{company.vatid}</span>
              </summary>
              {opened.has(company.company_id) ? children(company) : null}
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
