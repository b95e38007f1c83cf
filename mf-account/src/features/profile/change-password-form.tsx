import { type User } from '@shop/contracts';
import { useT, useTranslateText, useUiStore } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { setPassword, userKeys } from '../../api/users';
import { readFailure } from '../login-drawer/api-failure';
import { checkNewPassword, hasErrors } from '../password/password-rules';
import { NewPasswordFields } from '../password/new-password-fields';
import { useNewPassword } from '../password/use-new-password';

interface Errors {
  currentPassword?: string;
  password?: string;
  confirm?: string;
}

/** Change password (SPEC 5: the current one is required); an account without one sets its first. */
export function ChangePasswordForm({ user }: { user: User }) {
  const t = useT();
  const translateText = useTranslateText();
  const notify = useUiStore((state) => state.notify);
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword();
  const { password, confirm } = newPassword;
  const [errors, setErrors] = useState<Errors>({});

  const change = useMutation({
    mutationFn: () => setPassword(user.userid, { password, ...(user.hasPassword ? { currentPassword: current } : {}) }),
    onSuccess: () => {
      notify('success', t('account.password_updated'));
      setCurrent('');
      newPassword.clear();
      void queryClient.invalidateQueries({ queryKey: userKeys.current });
    },
    onError: (error) => {
      const failure = readFailure(error, translateText);
      if (hasErrors(failure.fields)) setErrors(failure.fields);
      else notify('error', t('account.password_failed'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      currentPassword: user.hasPassword && !current ? t('validation.password_required') : undefined,
      ...checkNewPassword(password, confirm, translateText),
    };
    setErrors(next);
    if (!hasErrors(next)) change.mutate();
  };

  return (
    <form onSubmit={submit} noValidate className="profile-card" data-testid="change-password-form">
      <h2 className="profile-card__title">
        {user.hasPassword ? t('account.change_password') : t('account.set_password')}
      </h2>
      {user.hasPassword ? null : <p className="profile-card__text">{t('account.set_password_intro')}</p>}
      {user.hasPassword ? (
        <TextField
          label={t('account.current_password')}
          type="password"
          name="current-password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={errors.currentPassword}
        />
      ) : null}
      <NewPasswordFields {...newPassword.fields} errors={errors} />
      <Button type="submit" variant="secondary" disabled={change.isPending}>
        {change.isPending
          ? t('account.saving')
          : user.hasPassword
            ? t('account.change_password')
            : t('account.set_password')}
      </Button>
    </form>
  );
}
