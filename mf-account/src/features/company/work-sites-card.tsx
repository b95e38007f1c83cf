import type { WorkSite } from '@shop/contracts';
import { useT, useTranslateText, useUiStore } from '@shop/state';
import { Button, ErrorMessage, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRemoveWorkSite, workSitesQuery } from '../../api/companies';
import { readFailure } from '../login-drawer/api-failure';
import { WorkSiteForm } from './work-site-form';

/** The company's work sites: every member reads them; admins add, change and remove. */
export function WorkSitesCard({ manage }: { manage: boolean }) {
  const t = useT();
  const translateText = useTranslateText();
  const notify = useUiStore((state) => state.notify);
  const sites = useQuery(workSitesQuery(true));
  const remove = useRemoveWorkSite();
  // null: no form; 'new': adding; a site: changing that one.
  const [editing, setEditing] = useState<WorkSite | 'new' | null>(null);

  const address = (site: WorkSite) =>
    [site.street, site.additional_line, `${site.postcode} ${site.city}`, site.country].filter(Boolean).join(', ');

  let list;
  if (sites.isError)
    list = (
      <ErrorMessage
        message={t('company.load_failed')}
        retryLabel={t('account.retry')}
        onRetry={() => void sites.refetch()}
      />
    );
  else if (!sites.data) list = <Skeleton height={80} />;
  else if (sites.data.length === 0) list = <p className="profile-card__text">{t('company.sites_empty')}</p>;
  else
    list = (
      <ul className="company-list">
        {sites.data.map((site) =>
          editing !== 'new' && editing?.site_id === site.site_id ? (
            <li key={site.site_id} className="company-list__item company-list__item--form">
              <WorkSiteForm site={site} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={site.site_id} className="company-list__item" data-testid="work-site">
              <div className="company-list__text">
                <strong>{site.name}</strong>
                <span>{address(site)}</span>
                <span className="company-member__meta">
                  {t('company.site_contact', { name: site.contact_name, phone: site.contact_phone })}
                </span>
              </div>
              {manage ? (
                <div className="company-member__actions">
                  <Button variant="ghost" onClick={() => setEditing(site)}>
                    {t('company.site_edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(site.site_id, {
                        onSuccess: () => notify('success', t('company.site_removed')),
                        onError: (error) =>
                          notify('error', readFailure(error, translateText).message ?? t('company.action_failed')),
                      })
                    }
                  >
                    {t('company.site_remove')}
                  </Button>
                </div>
              ) : null}
            </li>
          ),
        )}
      </ul>
    );

  return (
    <section className="profile-card" data-testid="company-work-sites">
      <h2 className="profile-card__title">{t('company.sites_title')}</h2>
      {list}
      {manage && editing === 'new' ? <WorkSiteForm site={null} onDone={() => setEditing(null)} /> : null}
      {manage && editing === null ? (
        <Button variant="secondary" onClick={() => setEditing('new')} data-testid="work-site-add">
          {t('company.site_add')}
        </Button>
      ) : null}
    </section>
  );
}
