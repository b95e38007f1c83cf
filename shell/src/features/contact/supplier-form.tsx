import { SupplierContactBodySchema } from '@shop/contracts';
import { useT } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { sendSupplierContact } from '../../api/forms';
import { FormSent } from './form-sent';
import { useFormFields } from './use-form-fields';
import { useSendForm } from './use-send-form';
import './contact-form.css';

const fields = ['company', 'name', 'email', 'phone', 'message'] as const;

/** /supplierInfo: suppliers write to the purchasing team, apart from buyers' contact requests. */
export function SupplierForm() {
  const t = useT();
  const form = useFormFields(SupplierContactBodySchema, fields, ['phone']);
  const { submit, isPending, isSent } = useSendForm(form, sendSupplierContact);
  if (isSent) return <FormSent testId="supplier-sent" />;

  return (
    <section className="supplier-form" aria-labelledby="supplier-form-title">
      <h2 id="supplier-form-title">{t('supplier.form_title')}</h2>
      <p>{t('supplier.form_intro')}</p>
      <form className="contact-form content-card" onSubmit={submit} noValidate data-testid="supplier-form">
        <div className="contact-form__grid">
          <TextField
            label={t('contact.company')}
            required
            value={form.values.company}
            error={form.errors.company}
            onChange={(e) => form.set('company', e.target.value)}
            autoComplete="organization"
          />
          <TextField
            label={t('contact.name')}
            required
            value={form.values.name}
            error={form.errors.name}
            onChange={(e) => form.set('name', e.target.value)}
            autoComplete="name"
          />
          <TextField
            label={t('contact.email')}
            required
            type="email"
            value={form.values.email}
            error={form.errors.email}
            onChange={(e) => form.set('email', e.target.value)}
            autoComplete="email"
          />
          <TextField
            label={t('contact.phone')}
            type="tel"
            value={form.values.phone}
            error={form.errors.phone}
            onChange={(e) => form.set('phone', e.target.value)}
            autoComplete="tel"
          />
        </div>
        <TextField
          multiline
          rows={5}
          required
          label={t('contact.message')}
          value={form.values.message}
          error={form.errors.message}
          onChange={(e) => form.set('message', e.target.value)}
        />
        <div className="contact-form__actions">
          <Button type="submit" disabled={isPending}>
            {isPending ? t('contact.sending') : t('contact.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
