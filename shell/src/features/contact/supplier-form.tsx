import { SupplierContactBodySchema } from '@shop/contracts';
import { isApiError, useT, useUiStore } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { sendSupplierContact } from '../../api/forms';
import { useFormFields } from './use-form-fields';
import './contact-form.css';

const fields = ['company', 'name', 'email', 'phone', 'message'] as const;

/** /supplierInfo: suppliers write to the purchasing team, apart from buyers' contact requests. */
export function SupplierForm() {
  const t = useT();
  const notify = useUiStore((state) => state.notify);
  const form = useFormFields(SupplierContactBodySchema, fields, ['phone']);
  const mutation = useMutation({
    mutationFn: sendSupplierContact,
    onSuccess: () => {
      notify('success', t('contact.sent'));
      form.reset();
    },
    onError: (error) => {
      if (isApiError(error) && error.body?.issues) form.showServerIssues(error.body.issues);
      notify('error', t('contact.failed'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (body) mutation.mutate(body);
  };

  if (mutation.isSuccess) {
    return (
      <div className="contact-form__sent content-card" role="status" data-testid="supplier-sent">
        <h2>{t('contact.sent')}</h2>
        <p>{t('contact.sent_text')}</p>
      </div>
    );
  }

  return (
    <section className="supplier-form" aria-labelledby="supplier-form-title">
      <h2 id="supplier-form-title">{t('supplier.form_title')}</h2>
      <p>{t('supplier.form_intro')}</p>
      <form className="contact-form content-card" onSubmit={submit} noValidate data-testid="supplier-form">
        <div className="contact-form__grid">
          <TextField label={t('contact.company')} required value={form.values.company} error={form.errors.company} onChange={(e) => form.set('company', e.target.value)} autoComplete="organization" />
          <TextField label={t('contact.name')} required value={form.values.name} error={form.errors.name} onChange={(e) => form.set('name', e.target.value)} autoComplete="name" />
          <TextField label={t('contact.email')} required type="email" value={form.values.email} error={form.errors.email} onChange={(e) => form.set('email', e.target.value)} autoComplete="email" />
          <TextField label={t('contact.phone')} type="tel" value={form.values.phone} error={form.errors.phone} onChange={(e) => form.set('phone', e.target.value)} autoComplete="tel" />
        </div>
        <TextField multiline rows={5} required label={t('contact.message')} value={form.values.message} error={form.errors.message} onChange={(e) => form.set('message', e.target.value)} />
        <div className="contact-form__actions">
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('contact.sending') : t('contact.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
