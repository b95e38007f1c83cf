import { EmailSchema } from '@shop/contracts';
import { useAuthStore, useFunctionalConsent, useT, useTranslateText, useUiStore } from '@shop/state';
import { Button } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { requestPasswordReset } from '../../api/users';
import { readFailure } from './api-failure';
import { EmailField } from './email-field';
import type { EmailFormProps } from './magic-link-form';
import { linkHost } from './use-link-host';

/** The passwordReset view. SPEC 7: link sent or existing link valid is success; a failure an error notice. */
export function PasswordResetForm({ email, onEmail }: EmailFormProps) {
  const t = useT();
  const translateText = useTranslateText();
  const consent = useFunctionalConsent();
  const notify = useUiStore((state) => state.notify);
  const setEmailSent = useAuthStore((state) => state.setEmailSent);
  const [invalid, setInvalid] = useState<string | null>(null);

  const request = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: () => {
      notify('success', t('account.reset_link_sent'));
      setEmailSent(true);
    },
    onError: (error) => {
      const failure = readFailure(error, translateText);
      if (failure.fields.email) setInvalid(failure.fields.email);
      else notify('error', t('account.reset_link_failed'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setInvalid(translateText(parsed.error.issues[0]!.message));
      return;
    }
    setInvalid(null);
    request.mutate({ email: parsed.data, host: linkHost() });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="password-reset-form">
      <p className="login-drawer__intro">{t('account.reset_intro')}</p>
      <EmailField email={email} onEmail={onEmail} error={invalid} />
      <Button type="submit" block disabled={!consent || request.isPending} className="login-drawer__submit">
        {request.isPending ? t('account.sending') : t('account.send_reset_link')}
      </Button>
    </form>
  );
}
