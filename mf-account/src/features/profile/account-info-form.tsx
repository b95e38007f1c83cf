import { billingCountryCode, UserUpdateBodySchema, type User, type UserUpdate } from '@shop/contracts';
import { track, useT, useTranslateText, useUiStore } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { updateUser, userKeys } from '../../api/users';
import { readFailure } from '../login-drawer/api-failure';
import { CountryField } from './country-field';

type Field = keyof UserUpdate;

/** The fields of the form, in the order a billing address is written. */
const fields: { name: Field; autoComplete: string; wide?: boolean }[] = [
  { name: 'company', autoComplete: 'organization', wide: true },
  { name: 'vatid', autoComplete: 'off' },
  { name: 'customername', autoComplete: 'name' },
  { name: 'phonenumber', autoComplete: 'tel' },
  { name: 'billingaddress', autoComplete: 'address-line1', wide: true },
  { name: 'billingaddress_additional_line', autoComplete: 'address-line2', wide: true },
  { name: 'billingpostcode', autoComplete: 'postal-code' },
  { name: 'billingcity', autoComplete: 'address-level2' },
];

/** The saved values; a country typed before the profile had the checkout's list is read as its code. */
const valuesOf = (user: User): Record<Field, string> => ({
  ...(Object.fromEntries(fields.map(({ name }) => [name, user[name] ?? ''])) as Record<Field, string>),
  billingCountry: billingCountryCode(user.billingCountry) ?? user.billingCountry.trim(),
});

/** A saved country that names none the shop delivers to is shown with its error at once, not at Save. */
function savedErrorsOf(values: Record<Field, string>, translate: (text: string) => string) {
  const country = UserUpdateBodySchema.shape.billingCountry.safeParse(values.billingCountry);
  const errors: Partial<Record<Field, string>> = {};
  if (!country.success) errors.billingCountry = translate(country.error.issues[0]!.message);
  return errors;
}

/** Account information: company, VAT id, contact, phone and billing address. */
export function AccountInfoForm({ user }: { user: User }) {
  const t = useT();
  const translateText = useTranslateText();
  const notify = useUiStore((state) => state.notify);
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => valuesOf(user));
  const [errors, setErrors] = useState(() => savedErrorsOf(values, translateText));

  const save = useMutation({
    mutationFn: (body: UserUpdate) => updateUser(user.userid, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(userKeys.current, saved);
      notify('success', t('account.info_saved'));
      void track('Account Information Saved');
    },
    onError: (error) => {
      const failure = readFailure(error, translateText);
      setErrors(failure.fields);
      notify('error', t('account.info_failed'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = UserUpdateBodySchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= translateText(issue.message);
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="profile-card" data-testid="account-info-form">
      <h2 className="profile-card__title">{t('account.info_title')}</h2>
      <div className="profile-form-grid">
        {fields.map(({ name, autoComplete, wide }) => (
          <TextField
            key={name}
            className={wide ? 'profile-form-grid__wide' : undefined}
            label={t(`account.${name}`)}
            name={name}
            autoComplete={autoComplete}
            value={values[name]}
            onChange={(e) => setValues((current) => ({ ...current, [name]: e.target.value }))}
            error={errors[name]}
          />
        ))}
        <CountryField
          name="billingCountry"
          label={t('account.billingCountry')}
          value={values.billingCountry}
          onChange={(value) => setValues((current) => ({ ...current, billingCountry: value }))}
          error={errors.billingCountry}
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('account.saving') : t('account.save')}
      </Button>
    </form>
  );
}
