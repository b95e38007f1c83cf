import { useT } from '@shop/state';
import { useId } from 'react';
import { useDeliveryCountries } from '../../api/countries';

interface CountryFieldProps {
  name: string;
  label: string;
  /** A code of the checkout's list, empty, or an old free-text value no code stands for. */
  value: string;
  onChange: (value: string) => void;
  /** Already translated. */
  error?: string;
}

/** The billing country, chosen from the same list as the checkout's. */
export function CountryField({ name, label, value, onChange, error }: CountryFieldProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const countries = useDeliveryCountries();
  const listed = countries.data ?? [];
  // An old value outside the list stays visible (with its error) until the buyer picks another.
  const options = value && !listed.some((c) => c.code === value) ? [{ code: value, name: value }, ...listed] : listed;
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="ui-field__input"
        name={name}
        autoComplete="country"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">{t('account.billingCountry_none')}</option>
        {options.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} className="ui-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
