import { ContactBodySchema, conversionValues } from '@shop/contracts';
import { isApiError, track, useT, useUiStore } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { sendContact } from '../../api/forms';
import { useFormFields } from './use-form-fields';
import './contact-form.css';

const fields = ['company', 'vatid', 'name', 'phone', 'email', 'message'] as const;
const optional = ['vatid', 'phone'] as const;

/** SPEC 2/5: the contact and quote request form of /contact. */
export function ContactForm() {
  const t = useT();
  const notify = useUiStore((state) => state.notify);
  const form = useFormFields(ContactBodySchema, fields, optional);
  const mutation = useMutation({
    mutationFn: sendContact,
    onSuccess: (_answer, body) => {
      notify('success', t('contact.sent'));
      // Lead: value in EUR; e-mail, company and message go only with analytics consent (track checks).
      void track('Contact Form Sent', { email: body.email, company: body.company, message: body.message }, conversionValues.lead);
      form.reset();
    },
    onError: (error) => {
      if (isApiError(error) && error.body?.issues) form.showServerIssues(error.body.issues);
      notify('error', t('contact.failed'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void track('Contact Form Clicked', { form: 'contact' });
    const body = form.validate();
    if (body) mutation.mutate(body);
  };

  if (mutation.isSuccess) {
    return (
      <div className="contact-form__sent content-card" role="status" data-testid="contact-sent">
        <h2>{t('contact.sent')}</h2>
        <p>{t('contact.sent_text')}</p>
      </div>
    );
  }

  const field = (name: (typeof fields)[number], label: Parameters<typeof t>[0], extra: Record<string, unknown> = {}) => (
    <TextField
      label={t(label)}
      name={name}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(event) => form.set(name, event.target.value)}
      data-testid={`contact-${name}`}
      {...extra}
    />
  );

  return (
    <form className="contact-form content-card" onSubmit={submit} noValidate data-testid="contact-form">
      <div className="contact-form__grid">
        {field('company', 'contact.company', { autoComplete: 'organization' })}
        {field('vatid', 'contact.vatid')}
        {field('name', 'contact.name', { autoComplete: 'name' })}
        {field('phone', 'contact.phone', { type: 'tel', autoComplete: 'tel' })}
        {field('email', 'contact.email', { type: 'email', autoComplete: 'email', required: true })}
      </div>
      <TextField
        multiline
        rows={6}
        required
        label={t('contact.message')}
        name="message"
        value={form.values.message}
        error={form.errors.message}
        onChange={(event) => form.set('message', event.target.value)}
        data-testid="contact-message"
      />
      <div className="contact-form__actions">
        <Button type="submit" disabled={mutation.isPending} data-testid="contact-submit">
          {mutation.isPending ? t('contact.sending') : t('contact.submit')}
        </Button>
      </div>
    </form>
  );
}
