import { ContactBodySchema, type Variant } from '@shop/contracts';
import { track, useT, useTranslateText, useUiStore } from '@shop/state';
import { FormActions, TextField } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { sendContactMessage } from '../../api/contact';

type Field = 'email' | 'name' | 'company' | 'message';

/**
 * "Request a similar product" for a variant out of stock: a contact message naming the variant,
 * which the contact service e-mails to the shop, and the lead event.
 */
export function SimilarProductRequest({ variant, onClose }: { variant: Variant; onClose: () => void }) {
  const t = useT();
  const translateText = useTranslateText();
  const notify = useUiStore((state) => state.notify);
  const [values, setValues] = useState<Record<Field, string>>({
    email: '',
    name: '',
    company: '',
    message: t('product.request_message', { title: variant.title, code: variant.code }),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const mutation = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: (_answer, body) => {
      // Lead: e-mail, company and message go only with analytics consent (track leaves them out otherwise).
      void track('Contact Form Sent', {
        email: body.email,
        company: body.company,
        message: body.message,
        variant_id: variant.id,
      });
    },
    onError: () => notify('error', t('contact.failed')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void track('Contact Form Clicked', { form: 'similar_product', variant_id: variant.id });
    const parsed = ContactBodySchema.safeParse(values);
    if (!parsed.success) {
      // The schema's messages are i18n keys; a field's first issue is the one to show ("required" before "invalid").
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= translateText(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };

  if (mutation.isSuccess) {
    return (
      <section className="similar-request" role="status" data-testid="similar-request-sent">
        <h2 className="catalogue-section__title">{t('contact.sent')}</h2>
        <p>{t('product.request_sent')}</p>
      </section>
    );
  }

  const field = (
    name: Exclude<Field, 'message'>,
    label: 'contact.email' | 'contact.name' | 'contact.company',
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      label={t(label)}
      name={name}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      {...extra}
    />
  );

  return (
    <form className="similar-request" onSubmit={submit} noValidate data-testid="similar-request">
      <h2 className="catalogue-section__title">{t('product.request_title', { code: variant.code })}</h2>
      <p className="similar-request__intro">{t('product.request_intro')}</p>
      <div className="similar-request__grid">
        {field('email', 'contact.email', { type: 'email', autoComplete: 'email', required: true })}
        {field('name', 'contact.name', { autoComplete: 'name' })}
        {field('company', 'contact.company', { autoComplete: 'organization' })}
      </div>
      <TextField
        multiline
        rows={3}
        required
        label={t('contact.message')}
        name="message"
        value={values.message}
        error={errors.message}
        onChange={(event) => setValues((current) => ({ ...current, message: event.target.value }))}
      />
      <FormActions
        className={{ actions: 'similar-request__actions' }}
        submit={{ label: t('contact.submit'), pending: mutation.isPending, testId: 'similar-request-send' }}
        cancel={{ label: t('product.request_cancel'), variant: 'ghost', onClick: onClose }}
      />
    </form>
  );
}
