import { authErrorCodes, EmailSchema } from '@shop/contracts';
import { useFunctionalConsent, useT, useTranslateText, useUiStore } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { readFailure } from './api-failure';
import { EmailField } from './email-field';
import type { EmailFormProps } from './magic-link-form';
import { usePasswordLogin } from './use-password-login';

interface Errors {
  email?: string;
  password?: string;
}

/** The password view. SPEC 7: credentials and deleted-user errors go on the e-mail field; others are a toast. */
export function PasswordLoginForm({ email, onEmail }: EmailFormProps) {
  const t = useT();
  const translateText = useTranslateText();
  const consent = useFunctionalConsent();
  const notify = useUiStore((state) => state.notify);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const loginCall = usePasswordLogin();

  // In the call's own onError: the answer to this submit, shown once, not state synced in an effect.
  const showFailure = (error: unknown) => {
    const failure = readFailure(error, translateText);
    if (failure.code === authErrorCodes.invalidCredentials) setErrors({ email: t('error.invalid_credentials') });
    else if (failure.fields.email || failure.fields.password)
      setErrors({ email: failure.fields.email, password: failure.fields.password });
    else
      notify(
        'error',
        failure.code === authErrorCodes.notVerified || failure.code === authErrorCodes.rateLimited
          ? failure.message!
          : t('account.login_failed'),
      );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsedEmail = EmailSchema.safeParse(email);
    const next: Errors = {
      email: parsedEmail.success ? undefined : translateText(parsedEmail.error.issues[0]!.message),
      password: password ? undefined : t('validation.password_required'),
    };
    setErrors(next);
    if (next.email || next.password || !parsedEmail.success) return;
    loginCall.mutate({ email: parsedEmail.data, password }, { onError: showFailure });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="password-login-form">
      <p className="login-drawer__intro">{t('account.password_intro')}</p>
      <EmailField email={email} onEmail={onEmail} error={errors.email} />
      <TextField
        label={t('account.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <Button type="submit" block disabled={!consent || loginCall.isPending} className="login-drawer__submit">
        {loginCall.isPending ? t('account.logging_in') : t('account.login_button')}
      </Button>
    </form>
  );
}
