import { languageNames } from '@shop/i18n';
import { backofficePagePath } from '@shop/contracts';
import { useDocumentHead, useT } from '@shop/state';
import { Button, ErrorMessage, Skeleton, TextField } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { supplierRecordQuery, supplierRecordsQuery } from '../../api/supplier-records';
import { SupplierRecordForm } from './supplier-record-form';
import { BackofficeNav } from '../backoffice/backoffice-nav';
import { useBackofficeTrail } from '../backoffice/use-backoffice-trail';
import { BackofficeRefusal, isRefusal } from '../backoffice/backoffice-refusal';
import './supplier-records.css';

/** The chosen supplier's record with its audit, then its form. */
function ChosenSupplier({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useT();
  const record = useQuery(supplierRecordQuery(id));
  if (record.isError)
    return (
      <ErrorMessage
        message={t('backoffice.suppliers.load_failed')}
        retryLabel={t('fulfilment.retry')}
        onRetry={() => void record.refetch()}
      />
    );
  if (!record.data) return <Skeleton height={320} />;
  // A new form per record read: a saved change or another supplier starts from what is stored.
  return <SupplierRecordForm key={`${id}-${record.data.changes.length}`} record={record.data} onClose={onClose} />;
}

/**
 * /backoffice/suppliers (BackofficeSuppliersPage of mf_account/app): every supplier's record for
 * operators, searchable by name, city or e-mail; `?supplier=<id>` opens one for editing.
 */
export function SupplierRecordsPage() {
  const t = useT();
  useDocumentHead(t('head.backoffice_suppliers.title'), t('head.backoffice_suppliers.description'));
  useBackofficeTrail({ label: t('backoffice.nav_suppliers'), href: `${backofficePagePath}/suppliers` });
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const list = useQuery(supplierRecordsQuery());
  const chosen = Number(params.get('supplier')) || null;
  const choose = (id: number | null) => setParams(id ? { supplier: String(id) } : {});

  let body;
  if (list.isError && isRefusal(list.error)) body = <BackofficeRefusal error={list.error} />;
  else if (list.isError)
    body = (
      <ErrorMessage
        message={t('backoffice.suppliers.load_failed')}
        retryLabel={t('fulfilment.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  else if (!list.data) body = <Skeleton height={320} />;
  else {
    const needle = search.trim().toLowerCase();
    const shown = list.data.suppliers.filter((s) =>
      [s.name, s.city, s.email].some((text) => text.toLowerCase().includes(needle)),
    );
    body = (
      <div className="supplier-records__layout">
        {chosen ? <ChosenSupplier id={chosen} onClose={() => choose(null)} /> : null}
        <div className="supplier-records__list">
          <TextField
            label={t('backoffice.suppliers.search')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            data-testid="supplier-records-search"
          />
          {shown.length === 0 ? (
            <p className="supplier-records__muted">{t('backoffice.suppliers.none_found')}</p>
          ) : (
            <table className="supplier-records__table">
              <thead>
                <tr>
                  <th scope="col">{t('backoffice.suppliers.name')}</th>
                  <th scope="col">{t('backoffice.suppliers.email')}</th>
                  <th scope="col">{t('backoffice.suppliers.language')}</th>
                  <th scope="col">{t('backoffice.suppliers.lead_time')}</th>
                  <th scope="col">
                    <span className="supplier-records__hidden">{t('backoffice.suppliers.edit')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((s) => (
                  <tr key={s.id} data-testid="supplier-record" aria-current={s.id === chosen ? 'true' : undefined}>
                    <td data-label={t('backoffice.suppliers.name')}>
                      <strong>{s.name}</strong>
                      <span className="supplier-records__muted">
                        {' '}
                        {s.city}, {s.country}
                      </span>
                      {s.edited ? (
                        <span className="supplier-records__edited">{t('backoffice.suppliers.edited')}</span>
                      ) : null}
                    </td>
                    <td data-label={t('backoffice.suppliers.email')} className="supplier-records__email">
                      {s.email}
                    </td>
                    <td data-label={t('backoffice.suppliers.language')}>{languageNames[s.language]}</td>
                    <td data-label={t('backoffice.suppliers.lead_time')}>{s.lead_time_days}</td>
                    <td>
                      <Button variant="secondary" onClick={() => choose(s.id)} data-testid="supplier-record-edit">
                        {t('backoffice.suppliers.edit')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
    );
  }

  return (
    <section className="ui-container supplier-records" data-testid="supplier-records-page" data-remote="account">
      <BackofficeNav answer={list} />
      <h1 className="supplier-records__title">{t('backoffice.suppliers.title')}</h1>
      <p className="supplier-records__intro">{t('backoffice.suppliers.intro')}</p>
      {body}
    </section>
  );
}

export default SupplierRecordsPage;
