import type { Facet, FilterValue, Filters } from '@shop/contracts';
import { useFormatEur, useT } from '@shop/state';
import { Button, Skeleton } from '@shop/ui';
import { useId, useState, type FormEvent } from 'react';
import { chipText } from './filter-labels';

interface FiltersPanelProps {
  facets: Facet[] | undefined;
  filters: Filters;
  loading: boolean;
  onChoose: (key: string, value: FilterValue) => void;
  /** The buyer unticked or emptied a filter in the panel (chips remove theirs through FilterChips). */
  onClear: (key: string) => void;
}

/** One facet's values as checkboxes with their counts; a value that would leave nothing is disabled. */
function ValueFacet({
  facet,
  chosen,
  onChoose,
  onClear,
}: { facet: Facet; chosen: FilterValue | undefined } & Pick<FiltersPanelProps, 'onChoose' | 'onClear'>) {
  return (
    <ul className="listing-facet__values">
      {facet.values.map((value) => {
        const checked = chosen === value.value;
        return (
          <li key={String(value.value)}>
            <label
              className={['listing-facet__value', value.count === 0 && !checked ? 'listing-facet__value--empty' : '']
                .filter(Boolean)
                .join(' ')}
            >
              <input
                type="checkbox"
                checked={checked}
                disabled={value.count === 0 && !checked}
                onChange={() => (checked ? onClear(facet.key) : onChoose(facet.key, value.value))}
                data-testid="facet-value"
                data-facet={facet.key}
              />
              <span className="listing-facet__label">{value.label}</span>
              <span className="listing-facet__count">{value.count}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/** A number facet's range as two fields; prices are typed in euros and sent in cents. */
function RangeFacet({
  facet,
  chosen,
  onChoose,
  onClear,
}: { facet: Facet; chosen: FilterValue | undefined } & Pick<FiltersPanelProps, 'onChoose' | 'onClear'>) {
  const t = useT();
  const id = useId();
  const scale = facet.unit === 'cent' ? 100 : 1;
  const current = typeof chosen === 'object' ? chosen : {};
  const show = (n: number | undefined) => (n === undefined ? '' : String(n / scale));
  const [min, setMin] = useState(show(current.min));
  const [max, setMax] = useState(show(current.max));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = (text: string) =>
      text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Math.round(Number(text) * scale);
    const range = { min: read(min), max: read(max) };
    if (range.min === undefined && range.max === undefined) onClear(facet.key);
    else
      onChoose(facet.key, Object.fromEntries(Object.entries(range).filter(([, v]) => v !== undefined)) as FilterValue);
  };
  const placeholder = (n: number | undefined) => (n === undefined ? undefined : String(Math.floor(n / scale)));

  return (
    <form className="listing-facet__range" onSubmit={submit} data-testid="facet-range" data-facet={facet.key}>
      <label htmlFor={`${id}-min`} className="listing-facet__range-label">
        {t('catalogue.range_min')}
      </label>
      <input
        id={`${id}-min`}
        className="ui-field__input"
        type="number"
        inputMode="decimal"
        value={min}
        placeholder={placeholder(facet.range?.min)}
        onChange={(e) => setMin(e.target.value)}
      />
      <label htmlFor={`${id}-max`} className="listing-facet__range-label">
        {t('catalogue.range_max')}
      </label>
      <input
        id={`${id}-max`}
        className="ui-field__input"
        type="number"
        inputMode="decimal"
        value={max}
        placeholder={placeholder(facet.range?.max)}
        onChange={(e) => setMax(e.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('catalogue.range_apply')}
      </Button>
    </form>
  );
}

export function FiltersPanel({ facets, filters, loading, onChoose, onClear }: FiltersPanelProps) {
  if (loading && !facets) {
    return (
      <div className="listing-filters__list" aria-busy="true" data-testid="facets-loading">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={160} className="listing-facet__skeleton" />
        ))}
      </div>
    );
  }
  return (
    <div className="listing-filters__list" data-testid="facets">
      {(facets ?? []).map((facet) => (
        <fieldset key={facet.key} className="listing-facet" data-testid="facet" data-facet={facet.key}>
          <legend className="listing-facet__title">
            {facet.label}
            {facet.unit && facet.unit !== 'cent' ? <span className="listing-facet__unit"> ({facet.unit})</span> : null}
          </legend>
          {facet.type === 'number' && facet.range ? (
            <RangeFacet
              // Keyed by the chosen range: back, forward and chip removal refill the fields from the address.
              key={JSON.stringify(filters[facet.key] ?? null)}
              facet={facet}
              chosen={filters[facet.key]}
              onChoose={onChoose}
              onClear={onClear}
            />
          ) : null}
          {facet.type === 'text' || !facet.range || typeof filters[facet.key] !== 'object' ? (
            <ValueFacet facet={facet} chosen={filters[facet.key]} onChoose={onChoose} onClear={onClear} />
          ) : null}
        </fieldset>
      ))}
    </div>
  );
}

/** The chosen filters as removable chips, with "clear all" once there is more than nothing. */
export function FilterChips({
  facets,
  filters,
  onRemove,
  onClear,
}: {
  facets: Facet[] | undefined;
  filters: Filters;
  onRemove: (key: string) => void;
  onClear: () => void;
}) {
  const t = useT();
  const formatEur = useFormatEur();
  const entries = Object.entries(filters);
  if (entries.length === 0) return null;
  return (
    <div className="listing-chips" data-testid="filter-chips">
      <ul className="listing-chips__list">
        {entries.map(([key, value]) => {
          const text = chipText(
            t,
            key,
            value,
            facets?.find((f) => f.key === key),
            formatEur,
          );
          return (
            <li key={key}>
              <button
                type="button"
                className="listing-chip"
                onClick={() => onRemove(key)}
                aria-label={t('catalogue.listing_remove_filter', { label: text })}
                data-testid="filter-chip"
              >
                <span>{text}</span>
                <span aria-hidden="true" className="listing-chip__x">
                  ×
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <Button variant="ghost" onClick={onClear} data-testid="clear-filters">
        {t('catalogue.listing_clear_all')}
      </Button>
    </div>
  );
}
