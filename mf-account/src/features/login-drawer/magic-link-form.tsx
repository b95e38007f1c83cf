import { EmailSchema } from '@shop/contracts';
import { isApiError, useT, useTranslateText } from '@shop/state';
import { Button, ErrorMessage } from '@shop/ui';
import { useId, useState, type FormEvent } from 'react';
import { useRequestMagicLink } from './use-request-magic-link';

/** Why the request failed, in the buyer's language: the service's reason when it gave one. */
function useFailureText(error: unknown): string | null {
  const t = useT();
  const translateText = useTranslateText();
  if (!error) return null;
  if (isApiError(error) && error.body) {
    const issue = error.body.issues?.[0];
    return translateText(issue ? issue.reason : error.body.message);
  }
  return t('account.link_failed');
}

export function MagicLinkForm({ onEmail }: { onEmail: (email: string) => void }) {
  const t = useT();
  const translateText = useTranslateText();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const request = useRequestMagicLink();
  const failure = useFailureText(request.error);

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
      <div className="ui-field">
        <label htmlFor={inputId} className="ui-field__label">
          {t('account.email')}
        </label>
        <input
          id={inputId}
          className="ui-field__input"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalid !== null}
          aria-describedby={invalid ? `${inputId}-error` : undefined}
        />
        {invalid ? (
          <span id={`${inputId}-error`} className="login-drawer__field-error">
            {invalid}
          </span>
        ) : null}
      </div>
      {failure ? <ErrorMessage message={failure} testId="magic-link-error" /> : null}
      <Button type="submit" block disabled={request.isPending} className="login-drawer__submit">
        {request.isPending ? t('account.sending') : t('account.send_link')}
      </Button>
    </form>
  );
}
