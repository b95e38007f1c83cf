import { locales, SupplierRecordPatchSchema, type Locale, type SupplierRecordDetail } from '@shop/contracts';
import { languageNames } from '@shop/i18n';
import { useT, useTranslateText, useUiStore } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useId, useState, type FormEvent } from 'react';
import { useChangeSupplier } from '../../api/supplier-records';
import { readFailure } from '../login-drawer/api-failure';
import { SupplierChanges } from './supplier-changes';

type Field = 'email' | 'language' | 'lead_time_days';

interface SupplierRecordFormProps {
  record: SupplierRecordDetail;
  onClose: () => void;
}

/**
 * An operator's change of one supplier's record. The server's rules (SupplierRecordPatchSchema)
 * are checked here first, so each field says what is wrong in the operator's language before
 * anything is sent; a refusal of the server lands under the field it names.
 */
export function SupplierRecordForm({ record, onClose }: SupplierRecordFormProps) {
  const t = useT();
  const translateText = useTranslateText();
  const notify = useUiStore((state) => state.notify);
  const languageId = useId();
  const [values, setValues] = useState({
    email: record.email,
    language: record.language as Locale,
    lead_time_days: String(record.lead_time_days),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = useChangeSupplier(record.id);
  const refused = change.error ? readFailure(change.error, translateText) : null;
  const errorOf = (field: Field) => errors[field] ?? refused?.fields[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const days = values.lead_time_days.trim();
    const parsed = SupplierRecordPatchSchema.safeParse({
      email: values.email,
      language: values.language,
      lead_time_days: days === '' ? Number.NaN : Number(days),
    });
    const next: Partial<Record<Field, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= translateText(issue.message);
    setErrors(next);
    if (parsed.success)
      change.mutate(parsed.data, { onSuccess: () => notify('success', t('backoffice.suppliers.saved')) });
  };

  return (
    <form
      className="supplier-records__form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${languageId}-title`}
      data-testid="supplier-record-form"
    >
      <h2 id={`${languageId}-title`} className="supplier-records__heading">
        {record.name}
      </h2>
      <p className="supplier-records__place">
        {record.city}, {record.country}
      </p>
      <TextField
        label={t('backoffice.suppliers.email')}
        type="email"
        name="email"
        required
        maxLength={254}
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
        error={errorOf('email')}
      />
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={languageId}>
          {t('backoffice.suppliers.language')}
        </label>
        <select
          id={languageId}
          className="ui-field__input"
          name="language"
          value={values.language}
          onChange={(event) => setValues({ ...values, language: event.target.value as Locale })}
          aria-invalid={errorOf('language') ? true : undefined}
        >
          {locales.map((locale) => (
            <option key={locale} value={locale}>
              {languageNames[locale]}
            </option>
          ))}
        </select>
        {errorOf('language') ? (
          <span className="ui-field__error" role="alert">
            {errorOf('language')}
          </span>
        ) : null}
      </div>
      <TextField
        label={t('backoffice.suppliers.lead_time')}
        type="number"
        inputMode="numeric"
        name="lead_time_days"
        min={1}
        max={90}
        step={1}
        required
        value={values.lead_time_days}
        onChange={(event) => setValues({ ...values, lead_time_days: event.target.value })}
        error={errorOf('lead_time_days')}
      />
      {refused && Object.keys(refused.fields).length === 0 ? (
        <p className="supplier-records__alert" role="alert">
          {refused.message}
        </p>
      ) : null}
      <div className="supplier-records__actions">
        <Button type="submit" disabled={change.isPending} data-testid="supplier-record-save">
          {t('backoffice.suppliers.save')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('backoffice.suppliers.cancel')}
        </Button>
      </div>
      <SupplierChanges changes={record.changes} />
    </form>
  );
}
