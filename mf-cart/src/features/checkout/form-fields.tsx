import { apiCalls } from '@shop/contracts';
import { callApi, useT, useTranslateText } from '@shop/state';
import { TextField } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { useController, type FieldPathByValue } from 'react-hook-form';
import type { OrderFormValues } from './order-form-values';

export type TextFieldName = FieldPathByValue<OrderFormValues, string>;

type FormTextFieldProps = {
  name: TextFieldName;
  label: string;
  /** After the buyer leaves the field (the company lookup asks the register then). */
  onLeave?: () => void;
} & Pick<ComponentProps<typeof TextField>, 'required' | 'autoComplete' | 'placeholder'>;

/** A text field of the order form, with the contract's message for it in the buyer's language. */
export function FormTextField({ name, onLeave, ...props }: FormTextFieldProps) {
  const translateText = useTranslateText();
  const { field, fieldState } = useController<OrderFormValues, TextFieldName>({ name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={() => {
        field.onBlur();
        onLeave?.();
      }}
      error={fieldState.error?.message ? translateText(fieldState.error.message) : undefined}
    />
  );
}

/** GET /countries: the countries the shop delivers to, in the buyer's language. */
export function useDeliveryCountries() {
  return useQuery({
    queryKey: ['countries'],
    queryFn: ({ signal }) => callApi(apiCalls.catalogue.countries, { signal }),
  });
}

/** The billing or the delivery country; until the list arrives, the chosen country stands alone. */
export function CountrySelect({ name }: { name: 'country' | 'shipping.country' }) {
  const t = useT();
  const countries = useDeliveryCountries();
  const { field } = useController<OrderFormValues, 'country' | 'shipping.country'>({ name });
  const id = `country-${name}`;
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {t('checkout.field_country')}
      </label>
      <select
        id={id}
        className="ui-field__input"
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
      >
        {(countries.data ?? [{ code: field.value, name: field.value }]).map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
