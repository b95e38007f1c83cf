import type { ReceivablesQuery } from '@shop/contracts';
import { useT } from '@shop/state';
import { Button } from '@shop/ui';
import { useId, useState, type FormEvent } from 'react';

const statuses = ['open', 'due', 'overdue'] as const;

/** The open items' filters; `onFilter` gets them when the operator applies them. */
export function ReceivablesFilter({
  filters,
  onFilter,
}: {
  filters: ReceivablesQuery;
  onFilter: (filters: ReceivablesQuery) => void;
}) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const set = (patch: Partial<ReceivablesQuery>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter(draft);
  };
  return (
    <form className="backoffice-filter" onSubmit={submit} data-testid="receivables-filter">
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-status`}>
          {t('receivables.list.status')}
        </label>
        <select
          id={`${id}-status`}
          className="ui-field__input"
          value={draft.status ?? ''}
          onChange={(event) => set({ status: (event.target.value || undefined) as ReceivablesQuery['status'] })}
        >
          <option value="">{t('receivables.list.any')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(`receivables.status_${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-company`}>
          {t('receivables.list.company')}
        </label>
        <input
          id={`${id}-company`}
          className="ui-field__input"
          value={draft.company ?? ''}
          maxLength={100}
          onChange={(event) => set({ company: event.target.value.trim() || undefined })}
        />
      </div>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-due`}>
          {t('receivables.list.due_before')}
        </label>
        <input
          id={`${id}-due`}
          className="ui-field__input"
          type="date"
          value={draft.due_before ?? ''}
          onChange={(event) => set({ due_before: event.target.value || undefined })}
        />
      </div>
      <div className="backoffice-filter__actions">
        <Button type="submit">{t('receivables.list.apply')}</Button>
      </div>
    </form>
  );
}
