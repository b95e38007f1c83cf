import { WorkSiteBodySchema, type WorkSite, type WorkSiteBody } from '@shop/contracts';
import type { TextKey } from '@shop/i18n';
import { useT, useTranslateText, useUiStore } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { useSaveWorkSite } from '../../api/companies';
import { readFailure } from '../login-drawer/api-failure';
import { CountryField } from '../profile/country-field';

type Field = Exclude<keyof WorkSiteBody, 'country'>;

const fields: { name: Field; label: TextKey; autoComplete: string; wide?: boolean; type?: string }[] = [
  { name: 'name', label: 'company.site_name', autoComplete: 'off', wide: true },
  { name: 'street', label: 'company.site_street', autoComplete: 'address-line1', wide: true },
  { name: 'additional_line', label: 'company.site_additional', autoComplete: 'address-line2', wide: true },
  { name: 'postcode', label: 'company.site_postcode', autoComplete: 'postal-code' },
  { name: 'city', label: 'company.site_city', autoComplete: 'address-level2' },
  { name: 'contact_name', label: 'company.site_contact_name', autoComplete: 'off' },
  { name: 'contact_phone', label: 'company.site_contact_phone', autoComplete: 'off', type: 'tel' },
];

const valuesOf = (site: WorkSite | null) => ({
  name: site?.name ?? '',
  street: site?.street ?? '',
  additional_line: site?.additional_line ?? '',
  postcode: site?.postcode ?? '',
  city: site?.city ?? '',
  country: site?.country ?? '',
  contact_name: site?.contact_name ?? '',
  contact_phone: site?.contact_phone ?? '',
});

/** A new work site, or one being changed: the address and whom the driver asks for there. */
export function WorkSiteForm({ site, onDone }: { site: WorkSite | null; onDone: () => void }) {
  const t = useT();
  const translateText = useTranslateText();
  const notify = useUiStore((state) => state.notify);
  const save = useSaveWorkSite();
  const [values, setValues] = useState(() => valuesOf(site));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = WorkSiteBodySchema.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= translateText(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { site_id: site?.site_id ?? null, body: values },
      {
        onSuccess: () => {
          notify('success', t('company.site_saved'));
          onDone();
        },
        onError: (error) => {
          const failure = readFailure(error, translateText);
          setErrors(failure.fields);
          notify('error', failure.message ?? t('company.action_failed'));
        },
      },
    );
  };

  return (
    <form className="company-site-form" onSubmit={submit} noValidate data-testid="work-site-form">
      {site ? null : <h3 className="company-subtitle">{t('company.site_new_title')}</h3>}
      <div className="profile-form-grid">
        {fields.map(({ name, label, autoComplete, wide, type }) => (
          <TextField
            key={name}
            name={name}
            type={type}
            label={t(label)}
            autoComplete={autoComplete}
            className={wide ? 'profile-form-grid__wide' : undefined}
            required={name !== 'additional_line'}
            value={values[name]}
            error={errors[name]}
            onChange={(e) => setValues({ ...values, [name]: e.target.value })}
          />
        ))}
        <CountryField
          name="country"
          label={t('company.site_country')}
          value={values.country}
          error={errors.country}
          onChange={(country) => setValues({ ...values, country })}
        />
      </div>
      <div className="company-site-form__actions">
        <Button type="submit" disabled={save.isPending} data-testid="work-site-save">
          {t('company.site_save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('company.site_cancel')}
        </Button>
      </div>
    </form>
  );
}
