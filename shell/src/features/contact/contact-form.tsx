import { ContactBodySchema } from '@shop/contracts';
import { track, useT } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { sendContact } from '../../api/forms';
import { FormSent } from './form-sent';
import { useFormFields } from './use-form-fields';
import { useSendForm } from './use-send-form';
import './contact-form.css';

const fields = ['company', 'vatid', 'name', 'phone', 'email', 'message'] as const;
const optional = ['vatid', 'phone'] as const;

/** SPEC 2/5: the contact and quote request form of /contact. */
export function ContactForm() {
  const t = useT();
  const form = useFormFields(ContactBodySchema, fields, optional);
  const { submit, isPending, isSent } = useSendForm(form, sendContact, {
    onSubmit: () => void track('Contact Form Clicked', { form: 'contact' }),
    // Lead: value in EUR; e-mail, company and message go only with analytics consent (track checks).
    onSent: (body) =>
      void track('Contact Form Sent', { email: body.email, company: body.company, message: body.message }),
  });
  if (isSent) return <FormSent testId="contact-sent" />;

  const field = (
    name: (typeof fields)[number],
    label: Parameters<typeof t>[0],
    extra: Record<string, unknown> = {},
  ) => (
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
        <Button type="submit" disabled={isPending} data-testid="contact-submit">
          {isPending ? t('contact.sending') : t('contact.submit')}
        </Button>
      </div>
    </form>
  );
}
