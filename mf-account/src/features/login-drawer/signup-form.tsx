import { authAnswers, authErrorCodes, EmailSchema } from '@shop/contracts';
import { useAuthStore, useFunctionalConsent, useT, useTranslateText, useUiStore } from '@shop/state';
import { Button } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { signup } from '../../api/users';
import { checkNewPassword, hasErrors, type NewPasswordErrors } from '../password/password-rules';
import { readFailure } from './api-failure';
import { EmailField } from './email-field';
import type { EmailFormProps } from './magic-link-form';
import { linkHost } from './use-link-host';
import { NewPasswordFields } from '../password/new-password-fields';
import { useNewPassword } from '../password/use-new-password';

interface Errors extends NewPasswordErrors {
  email?: string;
}

/**
 * The signup view. SPEC 7: 'Verification email sent successfully.' gives an account-created toast and
 * the confirmation; 'Existing magic link valid.' only the confirmation; an existing user an error on
 * the e-mail field; anything else a signup-failed toast.
 */
export function SignupForm({ email, onEmail }: EmailFormProps) {
  const t = useT();
  const translateText = useTranslateText();
  const consent = useFunctionalConsent();
  const notify = useUiStore((state) => state.notify);
  const setEmailSent = useAuthStore((state) => state.setEmailSent);
  const newPassword = useNewPassword();
  const { password, confirm } = newPassword;
  const [errors, setErrors] = useState<Errors>({});

  const create = useMutation({
    mutationFn: signup,
    onSuccess: ({ message }) => {
      if (message === authAnswers.verificationSent.message) notify('success', t('account.account_created'));
      setEmailSent(true);
    },
    onError: (error) => {
      const failure = readFailure(error, translateText);
      if (failure.code === authErrorCodes.userExists) setErrors({ email: t('account.existing_user') });
      else if (failure.fields.email || failure.fields.password)
        setErrors({ email: failure.fields.email, password: failure.fields.password });
      else notify('error', failure.code === authErrorCodes.rateLimited ? failure.message! : t('account.signup_failed'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsedEmail = EmailSchema.safeParse(email);
    const next: Errors = {
      email: parsedEmail.success ? undefined : translateText(parsedEmail.error.issues[0]!.message),
      ...checkNewPassword(password, confirm, translateText),
    };
    setErrors(next);
    if (hasErrors(next) || !parsedEmail.success) return;
    create.mutate({ email: parsedEmail.data, password, host: linkHost() });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="signup-form">
      <p className="login-drawer__intro">{t('account.signup_intro')}</p>
      <EmailField email={email} onEmail={onEmail} error={errors.email} />
      <NewPasswordFields {...newPassword.fields} errors={errors} label="account.password" />
      <Button type="submit" block disabled={!consent || create.isPending} className="login-drawer__submit">
        {create.isPending ? t('account.sending') : t('account.create_account')}
      </Button>
    </form>
  );
}
