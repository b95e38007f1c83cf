import { useT } from '@shop/state';
import { Button } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { supplierRecordsQuery } from '../../api/supplier-records';
import type { OrderFilters } from '../../api/backoffice-orders';
import { sentStateKeys, sentStates } from './order-state';

/** The list's search and filters; `onSearch` gets them when the operator searches. */
export function OrdersFilter({ filters, onSearch }: { filters: OrderFilters; onSearch: (f: OrderFilters) => void }) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const suppliers = useQuery(supplierRecordsQuery());
  const set = (patch: Partial<OrderFilters>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form className="backoffice-filter" role="search" onSubmit={submit} data-testid="backoffice-filter">
      <div className="ui-field backoffice-filter__search">
        <label className="ui-field__label" htmlFor={`${id}-q`}>
          {t('backoffice.orders.search')}
        </label>
        <input
          id={`${id}-q`}
          className="ui-field__input"
          type="search"
          value={draft.q ?? ''}
          placeholder={t('backoffice.orders.search_hint')}
          maxLength={200}
          onChange={(event) => set({ q: event.target.value || undefined })}
          data-testid="backoffice-search"
        />
      </div>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-state`}>
          {t('backoffice.orders.state')}
        </label>
        <select
          id={`${id}-state`}
          className="ui-field__input"
          value={draft.state ?? ''}
          onChange={(event) => set({ state: (event.target.value || undefined) as OrderFilters['state'] })}
          data-testid="backoffice-state"
        >
          <option value="">{t('backoffice.orders.any')}</option>
          {sentStates.map((state) => (
            <option key={state} value={state}>
              {t(sentStateKeys[state])}
            </option>
          ))}
        </select>
      </div>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-supplier`}>
          {t('backoffice.orders.supplier')}
        </label>
        <select
          id={`${id}-supplier`}
          className="ui-field__input"
          value={draft.supplier ?? ''}
          onChange={(event) => set({ supplier: Number(event.target.value) || undefined })}
          data-testid="backoffice-supplier"
        >
          <option value="">{t('backoffice.orders.any')}</option>
          {(suppliers.data?.suppliers ?? []).map((supplier) => (
            <option key={supplier.id} value={supplier.id}>
              {supplier.name}
            </option>
          ))}
        </select>
      </div>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-from`}>
          {t('backoffice.orders.from')}
        </label>
        <input
          id={`${id}-from`}
          className="ui-field__input"
          type="date"
          value={draft.from ?? ''}
          onChange={(event) => set({ from: event.target.value || undefined })}
        />
      </div>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-to`}>
          {t('backoffice.orders.to')}
        </label>
        <input
          id={`${id}-to`}
          className="ui-field__input"
          type="date"
          value={draft.to ?? ''}
          onChange={(event) => set({ to: event.target.value || undefined })}
        />
      </div>
      <div className="backoffice-filter__actions">
        <Button type="submit" data-testid="backoffice-search-submit">
          {t('backoffice.orders.apply')}
        </Button>
      </div>
    </form>
  );
}
