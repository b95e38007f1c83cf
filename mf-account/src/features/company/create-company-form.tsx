import { CompanyCreateBodySchema, type CompanyCreateBody } from '@shop/contracts';
import type { TextKey } from '@shop/i18n';
import { useT, useTranslateText, useUiStore } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { useCreateCompany } from '../../api/companies';
import { readFailure } from '../login-drawer/api-failure';
import { CountryField } from '../profile/country-field';

type Field = Exclude<keyof CompanyCreateBody, 'billingCountry'>;

const fields: { name: Field; label: TextKey; autoComplete: string; wide?: boolean }[] = [
  { name: 'name', label: 'company.name', autoComplete: 'organization', wide: true },
  { name: 'vatid', label: 'account.vatid', autoComplete: 'off' },
  { name: 'billingaddress', label: 'account.billingaddress', autoComplete: 'address-line1', wide: true },
  {
    name: 'billingaddress_additional_line',
    label: 'account.billingaddress_additional_line',
    autoComplete: 'address-line2',
    wide: true,
  },
  { name: 'billingpostcode', label: 'account.billingpostcode', autoComplete: 'postal-code' },
  { name: 'billingcity', label: 'account.billingcity', autoComplete: 'address-level2' },
];

const empty = {
  name: '',
  vatid: '',
  billingaddress: '',
  billingaddress_additional_line: '',
  billingpostcode: '',
  billingcity: '',
  billingCountry: '',
};

/** Founding a company account: checked here by the contract's rules, then the VAT id by the register. */
export function CreateCompanyForm({ prefill }: { prefill: Partial<typeof empty> }) {
  const t = useT();
  const translateText = useTranslateText();
  const notify = useUiStore((state) => state.notify);
  const [values, setValues] = useState({ ...empty, ...prefill });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateCompany();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CompanyCreateBodySchema.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= translateText(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(values, {
      onSuccess: () => notify('success', t('company.created')),
      onError: (error) => {
        const failure = readFailure(error, translateText);
        setErrors(failure.fields);
        notify('error', failure.message ?? t('company.action_failed'));
      },
    });
  };

  return (
    <form className="profile-card" onSubmit={submit} noValidate data-testid="create-company-form">
      <h2 className="profile-card__title">{t('company.create_title')}</h2>
      <p className="profile-card__text">{t('company.private_intro')}</p>
      <div className="profile-form-grid">
        {fields.map(({ name, label, autoComplete, wide }) => (
          <TextField
            key={name}
            name={name}
            label={t(label)}
            autoComplete={autoComplete}
            className={wide ? 'profile-form-grid__wide' : undefined}
            required={name !== 'billingaddress_additional_line'}
            value={values[name]}
            error={errors[name]}
            onChange={(e) => setValues({ ...values, [name]: e.target.value })}
          />
        ))}
        <CountryField
          name="billingCountry"
          label={t('account.billingCountry')}
          value={values.billingCountry}
          error={errors.billingCountry}
          onChange={(billingCountry) => setValues({ ...values, billingCountry })}
        />
      </div>
      <Button type="submit" disabled={create.isPending} data-testid="create-company-submit">
        {create.isPending ? t('company.creating') : t('company.create_submit')}
      </Button>
    </form>
  );
}
