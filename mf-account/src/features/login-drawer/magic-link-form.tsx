import { EmailSchema } from '@shop/contracts';
import { useFunctionalConsent, useT, useTranslateText } from '@shop/state';
import { Button, ErrorMessage } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { readFailure } from './api-failure';
import { EmailField } from './email-field';
import { useRequestMagicLink } from './use-request-magic-link';

export interface EmailFormProps {
  email: string;
  onEmail: (email: string) => void;
}

/** The passwordless view: a login link to the e-mail address. */
export function MagicLinkForm({ email, onEmail }: EmailFormProps) {
  const t = useT();
  const translateText = useTranslateText();
  const consent = useFunctionalConsent();
  const [invalid, setInvalid] = useState<string | null>(null);
  const request = useRequestMagicLink();
  const failure = request.error ? readFailure(request.error, translateText) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setInvalid(translateText(parsed.error.issues[0]?.message ?? 'validation.email_invalid'));
      return;
    }
    setInvalid(null);
    onEmail(parsed.data);
    request.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="magic-link-form">
      <p className="login-drawer__intro">{t('account.login_intro')}</p>
      <EmailField email={email} onEmail={onEmail} error={invalid ?? failure?.fields.email} />
      {failure && !failure.fields.email ? (
        <ErrorMessage message={failure.message ?? t('account.link_failed')} testId="magic-link-error" />
      ) : null}
      <Button type="submit" block disabled={!consent || request.isPending} className="login-drawer__submit">
        {request.isPending ? t('account.sending') : t('account.send_link')}
      </Button>
    </form>
  );
}
