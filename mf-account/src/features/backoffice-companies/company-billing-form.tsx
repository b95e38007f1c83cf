import type { CompanyBillingRecord } from '@shop/contracts';
import type { TextKey } from '@shop/i18n';
import { useCountT, useT } from '@shop/state';
import { Button, SelectField, TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { useSetCompanyBilling } from '../../api/company-billing';
import {
  billingBodyOf,
  billingFieldOf,
  billingValuesOf,
  type BillingTextField,
  type BillingValues,
  type EInvoiceFormat,
} from './company-billing-values';
import { useFieldErrors } from './use-field-errors';

const formats: { value: EInvoiceFormat; label: TextKey }[] = [
  { value: 'none', label: 'backoffice.billing.e_invoice_none' },
  { value: 'xrechnung-ubl', label: 'backoffice.billing.format_xrechnung_ubl' },
  { value: 'xrechnung-cii', label: 'backoffice.billing.format_xrechnung_cii' },
  { value: 'zugferd', label: 'backoffice.billing.format_zugferd' },
  { value: 'peppol-bis', label: 'backoffice.billing.format_peppol' },
  { value: 'finvoice', label: 'backoffice.billing.format_finvoice' },
];

/** The fields each e-invoice format takes besides its name. */
const recipientFields: Record<EInvoiceFormat, { name: BillingTextField; label: TextKey }[]> = {
  none: [],
  'xrechnung-ubl': [{ name: 'leitweg_id', label: 'backoffice.billing.leitweg_id' }],
  'xrechnung-cii': [{ name: 'leitweg_id', label: 'backoffice.billing.leitweg_id' }],
  zugferd: [],
  'peppol-bis': [{ name: 'participant_id', label: 'backoffice.billing.participant_id' }],
  finvoice: [
    { name: 'address', label: 'backoffice.billing.finvoice_address' },
    { name: 'operator', label: 'backoffice.billing.finvoice_operator' },
  ],
};

/**
 * One company's billing settings as an operator edits them: payment terms with an optional
 * early-payment discount, the credit limit, where its e-invoices go, and the references its orders
 * must name. Checked by the contract before it is sent; the server's refusal lands on its field.
 */
export function CompanyBillingForm({ company, onSaved }: { company: CompanyBillingRecord; onSaved: () => void }) {
  const t = useT();
  const tc = useCountT();
  const save = useSetCompanyBilling();
  const [values, setValues] = useState(() => billingValuesOf(company.billing));
  const { errors, checked, refused } = useFieldErrors(billingFieldOf);
  const set = (change: Partial<BillingValues>) => setValues({ ...values, ...change });
  const text = (name: BillingTextField, label: TextKey, more: { inputMode?: 'numeric' | 'decimal' } = {}) => (
    <TextField
      key={name}
      name={name}
      label={t(label)}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      {...more}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = checked(billingBodyOf(values));
    if (!body) return;
    save.mutate({ companyId: company.company_id, body }, { onSuccess: onSaved, onError: refused });
  };

  return (
    <form className="company-billing__form" onSubmit={submit} noValidate data-testid="company-billing-form">
      <SelectField
        name="net_days"
        label={t('backoffice.billing.net_days')}
        value={values.net_days}
        onChange={(event) => set({ net_days: event.target.value })}
        options={[14, 30, 60].map((days) => ({
          value: String(days),
          label: tc('backoffice.billing.terms_summary', days, { days }),
        }))}
      />
      <fieldset className="company-billing__group">
        <legend>{t('backoffice.billing.early_payment')}</legend>
        {text('early_days', 'backoffice.billing.early_days', { inputMode: 'numeric' })}
        {text('early_percent', 'backoffice.billing.early_percent', { inputMode: 'decimal' })}
      </fieldset>
      <TextField
        name="credit_limit"
        label={t('backoffice.billing.credit_limit')}
        placeholder={t('backoffice.billing.credit_limit_placeholder')}
        inputMode="decimal"
        value={values.credit_limit}
        error={errors.credit_limit}
        onChange={(event) => set({ credit_limit: event.target.value })}
      />
      <fieldset className="company-billing__group">
        <legend>{t('backoffice.billing.e_invoice')}</legend>
        <SelectField
          name="format"
          label={t('backoffice.billing.e_invoice')}
          value={values.format}
          error={errors.format}
          onChange={(event) => set({ format: event.target.value as EInvoiceFormat })}
          options={formats.map((format) => ({ value: format.value, label: t(format.label) }))}
        />
        {recipientFields[values.format].map((field) => text(field.name, field.label))}
      </fieldset>
      {(['require_purchase_order', 'require_cost_center'] as const).map((name) => (
        <label key={name} className="company-billing__check">
          <input
            type="checkbox"
            name={name}
            checked={values[name]}
            onChange={(event) => set({ [name]: event.target.checked })}
          />{' '}
          {t(`backoffice.billing.${name}`)}
        </label>
      ))}
      <Button type="submit" disabled={save.isPending} data-testid="company-billing-save">
        {t('backoffice.billing.save')}
      </Button>
    </form>
  );
}
