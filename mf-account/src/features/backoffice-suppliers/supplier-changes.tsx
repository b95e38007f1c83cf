import type { SupplierRecordChange, SupplierRecordFields } from '@shop/contracts';
import { languageNames } from '@shop/i18n';
import { useT } from '@shop/state';
import { useFormatTime } from '../backoffice-dead-letters/use-format-time';

const labels = {
  email: 'backoffice.suppliers.email',
  language: 'backoffice.suppliers.language',
  lead_time_days: 'backoffice.suppliers.lead_time',
} as const;

const shown = (field: keyof SupplierRecordFields, fields: SupplierRecordFields) =>
  field === 'language' ? languageNames[fields.language] : String(fields[field]);

/** The audit of a record: who changed which field from what to what, and when; newest first. */
export function SupplierChanges({ changes }: { changes: SupplierRecordChange[] }) {
  const t = useT();
  const time = useFormatTime();
  return (
    <section className="supplier-records__changes" data-testid="supplier-record-changes">
      <h3 className="supplier-records__subheading">{t('backoffice.suppliers.changes')}</h3>
      {changes.length === 0 ? (
        <p className="supplier-records__muted">{t('backoffice.suppliers.no_changes')}</p>
      ) : (
        <ol className="supplier-records__audit">
          {changes.map((change) => (
            <li key={`${change.at}-${change.by}`}>
              <span className="supplier-records__muted">
                {time(change.at)} · {change.by}
              </span>
              <ul>
                {(Object.keys(labels) as (keyof SupplierRecordFields)[])
                  .filter((field) => change.before[field] !== change.after[field])
                  .map((field) => (
                    <li key={field}>
                      {t(labels[field])}: {shown(field, change.before)} → {shown(field, change.after)}
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
